/// Tells, from SQLite's trace events alone, who ran each traced statement.
///
/// SQLite traces a statement when it starts, and again at the start of each trigger program
/// and foreign key action it runs, under the same statement handle: the trigger's lines begin
/// with `--`, a foreign key action repeats the statement's own SQL. A statement that starts
/// while another one runs (a virtual table's, such as FTS5 maintaining its index) is traced
/// with a leading `-- ` and a handle of its own. A statement is finished when SQLite reports
/// its profile. Virtual tables also read their configuration while a statement is prepared,
/// before it runs: those name a shadow table, or read `data_version`.
struct TraceClassifier {
  /// The connection's shadow tables, lowercased (`PRAGMA table_list`'s type `shadow`).
  var shadowTables: Set<String>

  // Statement handles that started and have not finished.
  private var running: Set<UInt> = []

  init(shadowTables: Set<String>) {
    self.shadowTables = shadowTables
  }

  /// Classifies a trace of `handle`, whose traced text is `text`; `expandedSQL` is asked for
  /// only when the trace starts a statement.
  mutating func started(
    handle: UInt,
    text: String,
    expandedSQL: () -> String
  ) -> CapturedStatement {
    if running.contains(handle) {
      let line = text.hasPrefix("--") ? text : "-- FOREIGN KEY ACTION"
      return CapturedStatement(sql: line, expandedSQL: line, kind: .trigger)
    }
    running.insert(handle)
    if text.hasPrefix("--") {
      return CapturedStatement(sql: text, expandedSQL: text, kind: .virtualTableInternal)
    }
    let sql = Self.trimmed(text)
    let kind: CapturedStatement.Kind =
      if CapturedStatement.isBookkeeping(sql) {
        .bookkeeping
      } else if isVirtualTableInternal(sql) {
        .virtualTableInternal
      } else {
        .issued
      }
    return CapturedStatement(sql: sql, expandedSQL: Self.trimmed(expandedSQL()), kind: kind)
  }

  /// Records that `handle` finished running.
  mutating func finished(handle: UInt) {
    running.remove(handle)
  }

  private func isVirtualTableInternal(_ sql: String) -> Bool {
    let lower = sql.lowercased()
    if lower.hasPrefix("pragma "), lower.hasSuffix(".data_version") { return true }
    guard !shadowTables.isEmpty else { return false }
    let words = lower.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return words.contains { shadowTables.contains(String($0)) }
  }

  // As GRDB shows statements: no surrounding blanks, no final semicolon.
  static func trimmed(_ sql: String) -> String {
    var text = Substring(sql)
    while let last = text.last, last.isWhitespace || last == ";" { text = text.dropLast() }
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    return String(text)
  }
}
