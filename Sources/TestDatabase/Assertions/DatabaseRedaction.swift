import Dump
import Foundation
import GRDB

/// How database snapshots apply the redactions in effect (a `.snapshots(redacting:)` trait, a
/// `withDumpRedactions` scope): a stored value is matched as the Swift value it holds.
///
/// Text or a 16-byte blob that reads as a UUID is matched as a `UUID`, and text GRDB reads as
/// a date as a `Date`, so `.type(UUID.self)` redacts a UUID column whichever way it is stored;
/// any other value is matched as its SQLite value (`Int64`, `Double`, `String`, `Data`). A
/// result cell is at the path `[row].column`, a changed row's cell at `.table.column`, so
/// `**.createdAt` names both. In SQL text (statements, arguments), quoted literals and blobs
/// are matched by type only.
enum DatabaseRedaction {
  /// The redaction in effect at an assertion's call, which its snapshots share: the SQL and
  /// the rows it shows number their placeholders on together. `nil` when none is in effect.
  static var inEffect: SnapshotRedaction? { RedactionsInEffect().text() }

  /// The text of one cell: a placeholder's token or a custom redaction's text, or the value
  /// as ``DatabaseValueText`` writes it.
  static func cell(
    _ value: DatabaseValue, at path: SnapshotRedaction.Path, multiline: Bool,
    redaction: SnapshotRedaction?
  ) -> String {
    if let redaction {
      for candidate in candidates(value, includingScalars: true) {
        if case .text(let text) = redaction.text(for: candidate, at: path) { return text }
      }
    }
    return DatabaseValueText.literal(value, multiline: multiline)
  }

  /// Statement arguments as GRDB describes them (`[1, "Milk"]`), each value a cell matched by
  /// type. GRDB keeps the values private; a mirror reads them, and should it fail, GRDB's own
  /// description is returned with its literals matched as ``sql(_:redaction:)`` matches them.
  static func arguments(_ arguments: StatementArguments, redaction: SnapshotRedaction) -> String {
    let children = Mirror(reflecting: arguments).children
    guard let values = children.first(where: { $0.label == "values" })?.value as? [DatabaseValue],
      let named = children.first(where: { $0.label == "namedValues" })?.value
        as? [String: DatabaseValue]
    else { return sql(arguments.description, redaction: redaction) }
    func text(_ value: DatabaseValue) -> String {
      let redacted = cell(value, at: redaction.nowhere, multiline: false, redaction: redaction)
      return redacted == DatabaseValueText.literal(value, multiline: false)
        ? value.description : redacted
    }
    let texts = named.map { "\(String(reflecting: $0.key)): \(text($0.value))" }
      + values.map(text)
    return "[" + texts.joined(separator: ", ") + "]"
  }

  /// `sql` with its literals that hold a redacted type (`'…'`, `"…"` as GRDB prints
  /// arguments, `X'…'`) written as placeholders' tokens, quotes kept.
  static func sql(_ sql: String, redaction: SnapshotRedaction?) -> String {
    guard let redaction, redaction.redactsValues, let literal else { return sql }
    let whole = NSRange(sql.startIndex..., in: sql)
    var result = ""
    var copied = sql.startIndex
    for match in literal.matches(in: sql, range: whole) {
      guard let range = Range(match.range, in: sql) else { continue }
      let text = sql[range]
      let isBlob = text.first == "X" || text.first == "x"
      let quote = isBlob ? "'" : String(text.prefix(1))
      let body = text.dropFirst(isBlob ? 2 : 1).dropLast()
      let value: DatabaseValue
      if isBlob {
        guard let data = Data(hex: body) else { continue }
        value = data.databaseValue
      } else {
        value = body.replacingOccurrences(of: quote + quote, with: quote).databaseValue
      }
      for candidate in candidates(value, includingScalars: false) {
        guard case .text(let replacement) = redaction.text(for: candidate, at: redaction.nowhere)
        else { continue }
        result += sql[copied..<range.lowerBound]
        result += isBlob ? replacement : quote + replacement + quote
        copied = range.upperBound
        break
      }
    }
    result += sql[copied...]
    return result
  }

  private static let literal: NSRegularExpression? = try? NSRegularExpression(
    pattern: #"[Xx]'[0-9A-Fa-f]*'|'(?:[^']|'')*'|"(?:[^"\\]|\\.)*""#)

  /// The Swift values a stored value may stand for, the most specific first.
  private static func candidates(_ value: DatabaseValue, includingScalars: Bool) -> [Any] {
    var candidates: [Any] = []
    switch value.storage {
    case .string(let string):
      if string.utf8.count == 36, let uuid = UUID(uuidString: string) { candidates.append(uuid) }
      if string.first?.isNumber == true, let date = Date.fromDatabaseValue(value) {
        candidates.append(date)
      }
      if includingScalars { candidates.append(string) }
    case .blob(let data):
      if data.count == 16, let uuid = UUID.fromDatabaseValue(value) { candidates.append(uuid) }
      if includingScalars { candidates.append(data) }
    case .int64(let integer):
      if includingScalars { candidates.append(integer) }
    case .double(let double):
      if includingScalars { candidates.append(double) }
    case .null:
      break
    }
    return candidates
  }
}

extension Data {
  fileprivate init?(hex: Substring) {
    guard hex.utf8.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
      bytes.append(byte)
      index = next
    }
    self.init(bytes)
  }
}
