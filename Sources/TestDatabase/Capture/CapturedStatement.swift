/// One SQL statement that a database connection executed, as SQLite traced it.
///
/// Get them from ``StatementCapture``. Each has a ``kind``: the statements the code issued, and
/// those SQLite or GRDB ran around them, which captures leave out unless asked (see
/// ``StatementKinds``).
public struct CapturedStatement: Sendable, Hashable, CustomStringConvertible {
  /// Who ran a statement.
  public enum Kind: Sendable, Hashable {
    /// The code under test, through GRDB: what a statement snapshot is about.
    case issued
    /// GRDB on its own behalf (see ``CapturedStatement/isBookkeeping``).
    case bookkeeping
    /// A trigger's program, as a line `-- TRIGGER name` followed by the trigger's statements,
    /// each prefixed with `-- `, or a foreign key action, as `-- FOREIGN KEY ACTION`. They
    /// follow the statement that fired them.
    case trigger
    /// A virtual table (FTS5, R*Tree) reading and writing its shadow tables, and any other
    /// statement run from inside another one. Their text is SQLite's, and changes with its
    /// version.
    case virtualTableInternal
  }

  /// The SQL with its `?` placeholders, the same on every run whatever the arguments.
  public let sql: String

  /// The SQL with its arguments written in place, as SQLite expands them.
  public let expandedSQL: String

  /// Who ran the statement.
  public let kind: Kind

  /// Creates a statement from its SQL texts (for tests of code that handles statements).
  ///
  /// The kind defaults to ``Kind/bookkeeping`` for GRDB's statements (``isBookkeeping``), and
  /// to ``Kind/issued`` otherwise.
  public init(sql: String, expandedSQL: String, kind: Kind? = nil) {
    self.sql = sql
    self.expandedSQL = expandedSQL
    self.kind = kind ?? (Self.isBookkeeping(sql) ? .bookkeeping : .issued)
  }

  /// The statement with its arguments, ``expandedSQL``.
  public var description: String { expandedSQL }

  /// Whether the SQL is one GRDB runs on its own behalf: transaction control (`BEGIN`,
  /// `COMMIT`, savepoints), read-only switches (`PRAGMA query_only`), or reading the schema
  /// (`PRAGMA database_list`, `PRAGMA schema_version`, `PRAGMA main.table_xinfo`,
  /// `sqlite_master`).
  ///
  /// Captures leave these out by default: they depend on GRDB's caches, not on the code under
  /// test.
  public var isBookkeeping: Bool { Self.isBookkeeping(sql) }

  static func isBookkeeping(_ sql: String) -> Bool {
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
    if pragmas.contains(where: { upper.hasPrefix($0) }) || readsAttachedSchema(upper) {
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
