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
