import Dump
import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// Snapshots a value's JSON encoding, pretty-printed with sorted keys.
  public static var json: Self {
    json(redacting: [])
  }

  /// Snapshots a value's JSON encoding with your encoder. An encoding error fails the assertion.
  public static func json(_ encoder: JSONEncoder) -> Self {
    json(encoder, redacting: [])
  }

  /// Snapshots a value's JSON encoding, pretty-printed with sorted keys, with redactions
  /// applied while encoding:
  ///
  /// ```swift
  /// assertInlineSnapshot(
  ///   of: payload, as: .json(redacting: [.type(UUID.self), .path(".items[*].createdAt")])
  /// ) {
  ///   """
  ///   {
  ///     "id" : "UUID(<1>)",
  ///     "items" : [
  ///       { "createdAt" : "Date(<1>)", "owner" : "UUID(<1>)" }
  ///     ]
  ///   }
  ///   """
  /// }
  /// ```
  ///
  /// Every nested value is matched by its Swift type and by its path before the encoder sees
  /// it; a path names an object's members by their Swift names (`.name` or `["name"]`, before
  /// any key encoding strategy) and array elements by index. A placeholder is a JSON string,
  /// numbered in printed order as `customDump` numbers it. The list adds to the enclosing
  /// `.snapshots(redacting:)` trait's or `withDumpRedactions` scope's.
  public static func json(redacting redactions: [DumpRedaction]) -> Self {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return json(encoder, redacting: redactions)
  }

  /// Snapshots a value's JSON encoding with your encoder and redactions (see
  /// ``json(redacting:)``). Its date, data and key strategies still apply.
  public static func json(_ encoder: JSONEncoder, redacting redactions: [DumpRedaction]) -> Self {
    var strategy = SimplySnapshotting.unscrubbedLines.pullback { (value: Value) in
      try RedactedText.render(redacting: redactions) { redaction in
        guard let redaction else { return String(decoding: try encoder.encode(value), as: UTF8.self) }
        let redacted = RedactedEncodable.encoding(value, redaction: redaction)
        return redaction.finish(String(decoding: try encoder.encode(redacted), as: UTF8.self))
      }
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
  /// Redactions of the enclosing trait or scope apply: by path (members by key, elements by
  /// index), by type (as Foundation gives the values), and scrubbers.
  public static var json: Self {
    var strategy = SimplySnapshotting.unscrubbedLines.pullback { (value: Value) in
      guard JSONSerialization.isValidJSONObject(value) else {
        throw InvalidJSONObject(typeName: String(describing: type(of: value)))
      }
      return try RedactedText.render { redaction in
        let object = redaction.map { JSONObjectRedaction.redacted(value, with: $0) } ?? value
        let data = try JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let text = String(decoding: data, as: UTF8.self)
        return redaction?.finish(text) ?? text
      }
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

/// Redactions applied to an untyped JSON object, member by member.
enum JSONObjectRedaction {
  static func redacted(_ object: Any, with redaction: SnapshotRedaction) -> Any {
    redacted(object, at: redaction.root, with: redaction) ?? NSNull()
  }

  /// `object` redacted, or `nil` when it is left out.
  private static func redacted(
    _ object: Any, at path: SnapshotRedaction.Path, with redaction: SnapshotRedaction
  ) -> Any? {
    switch redaction.text(for: object, at: path) {
    case .omitted: return nil
    case .text(let text): return text
    case .asUsual: break
    }
    if let dictionary = object as? [String: Any] {
      var result: [String: Any] = [:]
      for (key, value) in dictionary {
        result[key] = redacted(
          value, at: redaction.path(path, objectKey: key), with: redaction)
      }
      return result
    }
    if let array = object as? [Any] {
      return array.enumerated().compactMap { index, element in
        redacted(element, at: redaction.path(path, index: index), with: redaction)
      }
    }
    return object
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
