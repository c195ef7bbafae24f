// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// Reads the text of `.logs` back into the records it was printed from.
///
/// The proof that the format is one-to-one: whatever ``LogGrammar`` prints, this reads back
/// into the same levels, labels, messages and metadata (tests run it on random records), so two
/// different logs cannot print the same text. What a record never prints (its source, file,
/// function and line) is left empty, and a `.stringConvertible` value reads back as the
/// `.string` it printed. ``LogGrammar`` also asks it whether a message reads back bare.
enum LogReader {
  /// Why a text does not read as logs: the line (from 1) and what was expected there.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  private typealias Scalars = ArraySlice<Unicode.Scalar>

  /// The records `text` prints, or a failure that says where it does not read as logs.
  static func logs(from text: String) throws(Failure) -> CapturedLogs {
    guard !text.unicodeScalars.elementsEqual(LogGrammar.noLogsNote.unicodeScalars) else {
      return CapturedLogs()
    }
    let lines = Array(text.unicodeScalars).split(separator: "\n", omittingEmptySubsequences: false)
    var records: [LogRecord] = []
    var index = 0
    while index < lines.count {
      guard var record = head(lines[index]) else {
        throw Failure(line: index + 1, reason: "`level [label] message key=value…`")
      }
      index += 1
      let indent = LogGrammar.continuationIndent.unicodeScalars
      while index < lines.count, lines[index].isEmpty || lines[index].starts(with: indent) {
        record.message += "\n" + string(lines[index].dropFirst(indent.count))
        index += 1
      }
      records.append(record)
    }
    return CapturedLogs(records)
  }

  /// The message that `rest`, what follows `level [label] ` on a record's first line, holds.
  static func message(in rest: String) -> String {
    messageAndMetadata(Array(rest.unicodeScalars)[...]).message
  }

  // MARK: Records

  /// `level [label]`, then a message's first line and metadata.
  private static func head(_ line: Scalars) -> LogRecord? {
    var scanner = Scanner(line)
    guard let level = Logger.Level(rawValue: string(scanner.take { $0 != " " })),
      scanner.skip(" ["), let label = scanner.label(), scanner.skip("]")
    else { return nil }
    var record = LogRecord(level: level, label: label, message: "")
    if !scanner.isAtEnd {
      guard scanner.skip(" ") else { return nil }
      (record.message, record.metadata) = messageAndMetadata(scanner.rest)
    }
    return record
  }

  /// A quoted message and what follows it as metadata; else the metadata is the first part,
  /// from the start or after a space, that reads as pairs to the end, and the message what
  /// comes before.
  private static func messageAndMetadata(_ rest: Scalars) -> (message: String, metadata: Logger.Metadata) {
    if rest.first == "\"" {
      var scanner = Scanner(rest)
      if let message = scanner.quoted() {
        if scanner.isAtEnd { return (message, [:]) }
        if scanner.skip(" "), let metadata = scanner.pairsToEnd() { return (message, metadata) }
      }
    }
    var start = rest.startIndex
    while true {
      var scanner = Scanner(rest[start...])
      if let metadata = scanner.pairsToEnd() {
        return (start == rest.startIndex ? "" : string(rest[..<(start - 1)]), metadata)
      }
      // A start between here and the pair that failed would fail there again: skip to it, so
      // that a long run of pairs before a word is read once, not once per pair.
      if scanner.failedPair > start {
        start = scanner.failedPair
      } else if let space = rest[start...].firstIndex(of: " ") {
        start = space + 1
      } else {
        return (string(rest), [:])
      }
    }
  }

  private static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(scalars))
  }

  /// Reads the pieces of a record's first line, moving past what it read; a read that fails
  /// returns `nil`, and the scanner is then thrown away.
  private struct Scanner {
    private let scalars: Scalars
    private var position: Int

    init(_ scalars: Scalars) {
      self.scalars = scalars
      position = scalars.startIndex
    }

    var isAtEnd: Bool { position == scalars.endIndex }
    var rest: Scalars { scalars[position...] }
    private var next: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }

    mutating func skip(_ text: String) -> Bool {
      guard rest.starts(with: text.unicodeScalars) else { return false }
      position += text.unicodeScalars.count
      return true
    }

    mutating func take(while belongs: (Unicode.Scalar) -> Bool) -> Scalars {
      let start = position
      while let scalar = next, belongs(scalar) { position += 1 }
      return scalars[start..<position]
    }

    /// A label: quoted, or everything up to the first `]`.
    mutating func label() -> String? {
      next == "\"" ? quoted() : string(take { $0 != "]" })
    }

    /// `"…"` with Swift's escapes for a quote, a backslash, line breaks and tabs.
    mutating func quoted() -> String? {
      guard skip("\"") else { return nil }
      var text = String.UnicodeScalarView()
      while let scalar = next {
        position += 1
        switch scalar {
        case "\"": return String(text)
        case "\\":
          guard let escaped = next else { return nil }
          position += 1
          switch escaped {
          case "\"", "\\": text.append(escaped)
          case "n": text.append("\n")
          case "r": text.append("\r")
          case "t": text.append("\t")
          default: return nil
          }
        default: text.append(scalar)
        }
      }
      return nil
    }

    /// A word: quoted, or one or more scalars that may be part of a bare word.
    mutating func word() -> String? {
      if next == "\"" { return quoted() }
      let bare = take { !LogGrammar.endsBareWord($0) }
      return bare.isEmpty ? nil : string(bare)
    }

    /// Where the pair that ``pairsToEnd()`` could not read starts.
    private(set) var failedPair = 0

    /// `key=value key=value…` up to the end: at least one pair, each key once.
    mutating func pairsToEnd() -> Logger.Metadata? {
      var metadata: Logger.Metadata = [:]
      repeat {
        failedPair = position
        guard let key = word(), skip("="), let value = value(), metadata[key] == nil else {
          return nil
        }
        metadata[key] = value
      } while skip(" ")
      failedPair = position
      return isAtEnd ? metadata : nil
    }

    /// A word, `[a, b]`, `[key: value]`, `[]` or `[:]`.
    mutating func value() -> Logger.Metadata.Value? {
      guard skip("[") else { return word().map { .string($0) } }
      if skip("]") { return .array([]) }
      if skip(":]") { return .dictionary([:]) }
      var probe = self
      if probe.key() != nil { return dictionary() }
      var elements: [Logger.Metadata.Value] = []
      repeat {
        guard let element = value() else { return nil }
        elements.append(element)
      } while skip(", ")
      return skip("]") ? .array(elements) : nil
    }

    /// A dictionary's key and the `: ` after it (a bare word may end with `:` itself).
    private mutating func key() -> String? {
      if next == "\"" {
        guard let key = quoted(), skip(": ") else { return nil }
        return key
      }
      let bare = take { !LogGrammar.endsBareWord($0) }
      guard bare.count > 1, bare.last == ":", skip(" ") else { return nil }
      return string(bare.dropLast())
    }

    private mutating func dictionary() -> Logger.Metadata.Value? {
      var entries: Logger.Metadata = [:]
      repeat {
        guard let key = key(), let value = value(), entries[key] == nil else { return nil }
        entries[key] = value
      } while skip(", ")
      return skip("]") ? .dictionary(entries) : nil
    }
  }
}
#endif
