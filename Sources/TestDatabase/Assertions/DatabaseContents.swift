import GRDB

/// Every row of every table of a database at one moment, keyed by primary key: the input of a
/// ``ChangeSet``.
///
/// Reading it selects every row of every table, so keep it for test-sized databases.
public struct DatabaseContents: Sendable, Equatable {
  /// The rows of one table.
  public struct Table: Sendable, Equatable {
    /// The table's name.
    public var name: String

    /// The column names, in schema order. A table without an explicit primary key gets a
    /// leading `rowid` column.
    public var columns: [String]

    /// The columns whose values identify a row: the primary key, or `rowid`.
    public var keyColumns: [String]

    /// The rows, each with one value per column.
    public var rows: [[DatabaseValue]]

    /// Creates a table's contents from values (for tests of code that compares contents).
    public init(name: String, columns: [String], keyColumns: [String], rows: [[DatabaseValue]]) {
      self.name = name
      self.columns = columns
      self.keyColumns = keyColumns
      self.rows = rows
    }
  }

  /// The tables, by name.
  public var tables: [Table]

  /// Creates contents from tables (for tests of code that compares contents).
  public init(tables: [Table]) {
    self.tables = tables
  }

  /// Reads every table of the main schema, except SQLite's own, the shadow tables of virtual
  /// tables (a full-text table shows its rows, not its index), and those in `excludedTables`.
  ///
  /// - Parameters:
  ///   - db: The connection to read.
  ///   - excludedTables: Tables to ignore. Defaults to GRDB's migration log.
  public static func read(
    _ db: Database,
    excludingTables excludedTables: Set<String> = ["grdb_migrations"]
  ) throws -> Self {
    let names = try tableNames(db)
    let tables = try names.filter { !excludedTables.contains($0) }.map { name in
      let keyColumns = try db.primaryKey(name).columns
      var columns = try db.columns(in: name).map(\.name)
      let quotedName = name.quotedDatabaseIdentifier
      var sql = "SELECT * FROM \(quotedName)"
      if !keyColumns.allSatisfy(columns.contains) {
        columns = keyColumns + columns
        sql = "SELECT rowid, * FROM \(quotedName)"
      }
      let rows = try Row.fetchAll(db, sql: sql).map { Array($0.databaseValues) }
      return Table(name: name, columns: columns, keyColumns: keyColumns, rows: rows)
    }
    return Self(tables: tables)
  }

  // Leaves out the shadow tables of virtual tables (full-text indexes…): their rows are an
  // internal format, and the virtual table itself shows the data.
  private static func tableNames(_ db: Database) throws -> [String] {
    let userTables = "name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    do {
      return try String.fetchAll(db, sql: """
        SELECT name FROM pragma_table_list
        WHERE schema = 'main' AND type IN ('table', 'virtual') AND \(userTables)
        ORDER BY name
        """)
    } catch {
      // SQLite before 3.37 has no table list; it then shows shadow tables too.
      return try String.fetchAll(db, sql: """
        SELECT name FROM sqlite_master WHERE type = 'table' AND \(userTables) ORDER BY name
        """)
    }
  }
}
