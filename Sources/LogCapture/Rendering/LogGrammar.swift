// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// The logs format, piece by piece: how a record, a metadata value and a note print is spelled
/// here, and nowhere else (the format is described in <doc:GettingStarted>).
///
/// ```
/// info [app.db] Opened the database count=3 path=/tmp/x
/// warning [app.db] Slow query ms=120 tags=[read, users]
/// error [app.db] Query failed:
///   SELECT * FROM users
///   WHERE id = 3
/// ```
enum LogGrammar {
  /// What the lines after a message's first are indented by.
  static let continuationIndent = "  "
  /// The text of logs that hold no message.
  static let noLogsNote = "[no logs]"

  /// The text of all the records, one after the other.
  static func text(of logs: CapturedLogs) -> String {
    guard !logs.records.isEmpty else { return noLogsNote }
    return logs.records.map(text(of:)).joined(separator: "\n")
  }

  /// `level [label] first line key=value…`, then the message's other lines, indented.
  static func text(of record: LogRecord) -> String {
    var lines = record.message.split(separator: "\n", omittingEmptySubsequences: false)
    let first = lines.removeFirst()
    var head = "\(record.level.rawValue) [\(record.label)]"
    if !first.isEmpty { head += " " + first }
    let pairs = metadata(record.metadata)
    if !pairs.isEmpty { head += " " + pairs }
    return ([head] + lines.map { $0.isEmpty ? "" : continuationIndent + $0 })
      .joined(separator: "\n")
  }

  // MARK: Metadata

  /// `key=value` pairs sorted by key, separated by spaces.
  static func metadata(_ metadata: Logger.Metadata) -> String {
    metadata.sorted { $0.key < $1.key }
      .map { word($0.key) + "=" + value($0.value) }
      .joined(separator: " ")
  }

  /// A value: a string as a ``word(_:)``, a list as `[a, b]`, a dictionary as `[k: v]`
  /// sorted by key (`[]` and `[:]` when empty).
  static func value(_ value: Logger.Metadata.Value) -> String {
    switch value {
    case .string(let text): word(text)
    case .stringConvertible(let convertible): word(convertible.description)
    case .array(let elements): "[" + elements.map(self.value).joined(separator: ", ") + "]"
    case .dictionary(let entries) where entries.isEmpty: "[:]"
    case .dictionary(let entries):
      "["
        + entries.sorted { $0.key < $1.key }
        .map { word($0.key) + ": " + self.value($0.value) }
        .joined(separator: ", ") + "]"
    }
  }

  /// `text` bare when no character in it could be read as part of the format (a space, a
  /// quote, `=`, a bracket, a comma), else in double quotes with `"`, `\` and line breaks
  /// escaped as in Swift, so that a value always reads back as one value on one line.
  static func word(_ text: String) -> String {
    let plain = !text.isEmpty && !text.unicodeScalars.contains { scalar in
      scalar.properties.isWhitespace || "\"\\=[],".unicodeScalars.contains(scalar)
    }
    if plain { return text }
    var quoted = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      default: quoted.unicodeScalars.append(character)
      }
    }
    return quoted + "\""
  }
}
#endif
