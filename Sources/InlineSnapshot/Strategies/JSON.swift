import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// Snapshots a value's JSON encoding, pretty-printed with sorted keys.
  public static var json: Self {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return json(encoder)
  }

  /// Snapshots a value's JSON encoding with your encoder. An encoding error fails the assertion.
  public static func json(_ encoder: JSONEncoder) -> Self {
    var strategy = SimplySnapshotting.lines.pullback { (value: Value) in
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

extension Snapshotting where Format == String {
  /// Snapshots a JSON-compatible value (dictionaries, arrays, strings, numbers, booleans,
  /// `NSNull`) that is not `Encodable`, such as a decoded `[String: Any]`, pretty-printed with
  /// sorted keys.
  ///
  /// A value that JSON cannot represent fails the assertion with a message instead of crashing.
  public static var json: Self {
    var strategy = SimplySnapshotting.lines.pullback { (value: Value) in
      guard JSONSerialization.isValidJSONObject(value) else {
        throw InvalidJSONObject(typeName: String(describing: type(of: value)))
      }
      let data = try JSONSerialization.data(
        withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
      return String(decoding: data, as: UTF8.self)
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

/// The error `.json` reports for a value JSON cannot represent.
struct InvalidJSONObject: Error, CustomStringConvertible {
  var typeName: String

  var description: String {
    """
    A value of type \(typeName) cannot be written as JSON: use dictionaries with String keys, \
    arrays, strings, numbers, booleans and NSNull, or make the type Encodable.
    """
  }
}
