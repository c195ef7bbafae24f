/// One SQL statement that a database connection executed, as SQLite traced it.
///
/// Get them from ``StatementCapture``. Right after a statement that fires a trigger come a line
/// `-- TRIGGER name` and the trigger's own statements, each prefixed with `-- `.
public struct CapturedStatement: Sendable, Hashable, CustomStringConvertible {
  /// The SQL with its `?` placeholders, the same on every run whatever the arguments.
  public let sql: String

  /// The SQL with its arguments written in place, as SQLite expands them.
  public let expandedSQL: String

  /// Creates a statement from its SQL texts (for tests of code that handles statements).
  public init(sql: String, expandedSQL: String) {
    self.sql = sql
    self.expandedSQL = expandedSQL
  }

  /// The statement with its arguments, ``expandedSQL``.
  public var description: String { expandedSQL }

  /// Whether GRDB ran this statement on its own behalf: transaction control (`BEGIN`,
  /// `COMMIT`, savepoints), read-only switches (`PRAGMA query_only`), or reading the schema
  /// (`PRAGMA database_list`, `PRAGMA schema_version`, `PRAGMA main.table_xinfo`,
  /// `sqlite_master`).
  ///
  /// Captures leave these out by default: they depend on GRDB's caches, not on the code under
  /// test.
  public var isBookkeeping: Bool {
    let upper = sql.uppercased()
    let transactionKeywords = ["BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "END"]
    if transactionKeywords.contains(where: { upper.hasPrefix($0) }) {
      return true
    }
    let schemaTables = ["SQLITE_MASTER", "SQLITE_SCHEMA", "SQLITE_TEMP_MASTER"]
    let pragmas = [
      "PRAGMA MAIN.", "PRAGMA TEMP.", "PRAGMA QUERY_ONLY", "PRAGMA DATABASE_LIST",
      "PRAGMA SCHEMA_VERSION",
    ]
    if pragmas.contains(where: { upper.hasPrefix($0) }) || Self.readsAttachedSchema(upper) {
      return true
    }
    return schemaTables.contains { upper.contains("FROM \($0)") }
  }

  // GRDB reads an attached database's schema with `PRAGMA name.table_xinfo(…)` and the like.
  private static func readsAttachedSchema(_ upper: String) -> Bool {
    guard upper.hasPrefix("PRAGMA "), let dot = upper.firstIndex(of: ".") else { return false }
    let pragma = upper[upper.index(after: dot)...].prefix { $0 != "(" }
    let introspection = [
      "TABLE_LIST", "TABLE_INFO", "TABLE_XINFO", "INDEX_LIST", "INDEX_INFO", "INDEX_XINFO",
      "FOREIGN_KEY_LIST",
    ]
    return introspection.contains(String(pragma))
  }
}
