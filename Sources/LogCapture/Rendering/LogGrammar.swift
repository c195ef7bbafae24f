// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// The logs format, piece by piece: how a record, a metadata value and a note print is spelled
/// here, and nowhere else (the format is described in <doc:GettingStarted>).
///
/// ```
/// info [app.db] Opened the database count=3 path=/tmp/x
/// warning [app.db] Slow query ms=120 tags=[read, users]
/// info [app.db] "Opened count=3"
/// error [app.db] Query failed:
///   SELECT * FROM users
///   WHERE id = 3
/// ```
///
/// One-to-one: `LogReader` reads the text back into the records (but for what a record keeps
/// and never prints, and a value given as `.stringConvertible`, which prints as its text).
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

  /// `level [label] first line key=value…`, then the message's other lines, indented. The
  /// first line is in double quotes when, bare, it would not read back as itself: when its
  /// end reads as metadata (`Opened count=3`), or it starts with a quote.
  static func text(of record: LogRecord) -> String {
    var lines = messageLines(record.message)
    let first = lines.removeFirst()
    let pairs = metadata(record.metadata)
    var head = "\(record.level.rawValue) [\(label(record.label))]"
    var rest = [first, pairs].filter { !$0.isEmpty }.joined(separator: " ")
    if !first.isEmpty, !LogReader.message(in: rest).unicodeScalars.elementsEqual(first.unicodeScalars) {
      rest = [quoted(first), pairs].filter { !$0.isEmpty }.joined(separator: " ")
    }
    if !rest.isEmpty { head += " " + rest }
    return ([head] + lines.map { $0.isEmpty ? "" : continuationIndent + $0 })
      .joined(separator: "\n")
  }

  /// A message's lines: split at line feeds only, by scalars (a `Character` holds `\r\n`).
  static func messageLines(_ message: String) -> [String] {
    message.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }
  }

  /// A label, bare unless it holds what would end it (`]`, a line feed) or starts with a quote.
  static func label(_ label: String) -> String {
    let scalars = label.unicodeScalars
    let bare = scalars.first != "\"" && !scalars.contains("]") && !scalars.contains("\n")
    return bare ? label : quoted(label)
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
  /// quote, `=`, a bracket, a comma), else ``quoted(_:)``, so that a value always reads back as
  /// one value on one line. `:` alone is quoted too: `[:]` is the empty dictionary.
  static func word(_ text: String) -> String {
    let plain =
      !text.isEmpty && text != ":" && !text.unicodeScalars.contains(where: endsBareWord)
    return plain ? text : quoted(text)
  }

  /// Whether a scalar cannot be part of a bare word.
  static func endsBareWord(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || "\"\\=[],".unicodeScalars.contains(scalar)
  }

  /// `text` in double quotes with `"`, `\`, line breaks and tabs escaped as in Swift.
  static func quoted(_ text: String) -> String {
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
