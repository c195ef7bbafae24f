#if Logging
import Logging
import Testing
import VerbatimTestSupport

@testable import LogCapture

/// The logs format reads back (issue 51): `LogReader` returns the records that were printed,
/// for random records built from what stresses the format.
@Suite struct LogReadBackTests {
  /// Pieces of messages, labels, keys and values: the format's own marks, quotes, escapes,
  /// line breaks of every kind, NUL, combining marks.
  static let pieces = [
    "a", "Opened", " ", "  ", "=", "count=3", "k=v", "\"", "\\", "\\n", "\n", "\r", "\r\n", "\t",
    "[", "]", "[a, b]", ", ", ":", ": ", "[:]", "[]", "info", "info [a] x", "  ", "\0", "é",
    "e\u{301}", "\u{301}", "\u{2028}", "\u{85}", "[no logs]", "#", "'",
  ]

  static func text(using generator: inout SplitMix, pieces count: ClosedRange<Int> = 0...5) -> String {
    (0..<Int.random(in: count, using: &generator)).map { _ in
      pieces.randomElement(using: &generator) ?? ""
    }.joined()
  }

  static func value(using generator: inout SplitMix, depth: Int = 0) -> Logger.Metadata.Value {
    switch Int.random(in: 0..<(depth < 2 ? 4 : 2), using: &generator) {
    case 0: .string(text(using: &generator))
    case 1: .stringConvertible(Int.random(in: -5...5, using: &generator))
    case 2:
      .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in
        value(using: &generator, depth: depth + 1)
      })
    default: .dictionary(metadata(using: &generator, depth: depth + 1))
    }
  }

  static func metadata(using generator: inout SplitMix, depth: Int = 0) -> Logger.Metadata {
    var metadata: Logger.Metadata = [:]
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      metadata[text(using: &generator, pieces: 0...2)] = value(using: &generator, depth: depth)
    }
    return metadata
  }

  static func logs(using generator: inout SplitMix) -> CapturedLogs {
    CapturedLogs(
      (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        LogRecord(
          level: Logger.Level.allCases.randomElement(using: &generator) ?? .info,
          label: text(using: &generator, pieces: 0...2), message: text(using: &generator),
          metadata: Bool.random(using: &generator) ? metadata(using: &generator) : [:])
      })
  }

  /// What the text of `logs` can give back: `.stringConvertible` values as their text.
  static func printed(_ logs: CapturedLogs) -> CapturedLogs {
    func printed(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
      switch value {
      case .string, .stringConvertible: .string(value.description)
      case .array(let elements): .array(elements.map(printed))
      case .dictionary(let entries): .dictionary(entries.mapValues(printed))
      }
    }
    return CapturedLogs(
      logs.records.map {
        LogRecord(
          level: $0.level, label: $0.label, message: $0.message,
          metadata: $0.metadata.mapValues(printed))
      })
  }

  @Test func randomLogsReadBack() {
    var generator = SplitMix(seed: 51)
    var failures: [String] = []
    for iteration in 0..<2_000 {
      let logs = Self.logs(using: &generator)
      let text = LogGrammar.text(of: logs)
      do {
        let read = try LogReader.logs(from: text)
        if read != Self.printed(logs) {
          failures.append("#\(iteration) \(text.debugDescription): read back as \(read)")
        }
      } catch {
        failures.append("#\(iteration) \(text.debugDescription): \(error)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) did not read back:\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  /// Each start of the metadata is tried once: a message of many pairs then a word is read in
  /// one pass, not once per pair.
  @Test func aLongRunOfPairsInAMessageIsReadOnce() throws {
    let message = (1...20_000).map { "k\($0)=v" }.joined(separator: " ") + " end"
    let logs = CapturedLogs([LogRecord(level: .info, label: "a", message: message)])
    let start = ContinuousClock.now
    let text = LogGrammar.text(of: logs)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(text == "info [a] " + message)
    #expect(try LogReader.logs(from: text) == logs)
  }

  @Test func theDocumentedExamplesReadBack() throws {
    let text = #"""
      info [app.db] Opened the database count=3 path=/tmp/app.sqlite
      warning [app.db] Slow query ms=120 tags=[read, users]
      info [app.db] "Opened count=3"
      error [app.db] Query failed: code=1
        SELECT * FROM users
        WHERE id = 3
      """#
    let logs = try LogReader.logs(from: text)
    #expect(
      logs
        == CapturedLogs([
          LogRecord(
            level: .info, label: "app.db", message: "Opened the database",
            metadata: ["count": "3", "path": "/tmp/app.sqlite"]),
          LogRecord(
            level: .warning, label: "app.db", message: "Slow query",
            metadata: ["ms": "120", "tags": ["read", "users"]]),
          LogRecord(level: .info, label: "app.db", message: "Opened count=3"),
          LogRecord(
            level: .error, label: "app.db", message: "Query failed:\nSELECT * FROM users\nWHERE id = 3",
            metadata: ["code": "1"]),
        ]))
    #expect(LogGrammar.text(of: logs) == text)
  }
}
#endif
