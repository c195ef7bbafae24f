import Foundation
import GRDB
import GRDBSQLite

/// A database's schema as stable, readable text: what a schema snapshot records.
///
/// Tables come first, by name (`STRICT` and `WITHOUT ROWID` noted), each with its columns
/// (type, primary key, `NOT NULL`, collation, `DEFAULT`, generated), then its foreign keys,
/// unique constraints and indexes; then views and triggers with their SQL as written. It is
/// read from SQLite's pragmas rather than from the stored `CREATE TABLE` text, so a table that
/// a migration altered reads the same as one created in that shape. Virtual tables show their
/// `CREATE VIRTUAL TABLE` statement; their shadow tables, SQLite's own tables and GRDB's
/// migration log are left out.
///
/// `CHECK` constraints and the expressions of generated columns are not in SQLite's pragmas,
/// and do not show.
public enum SchemaDescription {
  /// The text of `db`'s main schema.
  ///
  /// Cost: a few pragma queries per table.
  ///
  /// - Parameters:
  ///   - db: A connection to the database.
  ///   - excludedTables: Tables to leave out. Defaults to GRDB's migration log.
  public static func text(
    of db: Database,
    excludingTables excludedTables: Set<String> = ["grdb_migrations"]
  ) throws -> String {
    let objects = try Row.fetchAll(db, sql: """
      SELECT type, name, tbl_name, sql FROM sqlite_master
      WHERE name NOT LIKE 'sqlite_%'
      ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'view' THEN 1 ELSE 2 END, name
      """)
    let shadowTables = Set(
      (try? String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE type = 'shadow'")) ?? [])
    var blocks: [String] = []
    for object in objects {
      let type: String = object["type"]
      let name: String = object["name"]
      let sql: String? = object["sql"]
      let table: String = object["tbl_name"]
      guard !excludedTables.contains(name), !shadowTables.contains(name) else { continue }
      switch type {
      case "table":
        if let sql, sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE") {
          blocks.append("VIRTUAL TABLE \(name)\n" + indented(sql))
        } else {
          blocks.append(try describeTable(name, in: db))
        }
      case "view":
        blocks.append("VIEW \(name)\n" + indented(sql ?? ""))
      case "trigger" where !excludedTables.contains(table):
        blocks.append("TRIGGER \(name) ON \(table)\n" + indented(sql ?? ""))
      default:
        continue  // indexes are described with their table
      }
    }
    return blocks.isEmpty ? "(No schema)" : blocks.joined(separator: "\n")
  }

  private static func describeTable(_ table: String, in db: Database) throws -> String {
    let options = try? Row.fetchOne(
      db, sql: "SELECT wr, strict FROM pragma_table_list WHERE schema = 'main' AND name = ?", arguments: [table])
    var header = "TABLE \(table)"
    if options?["wr"] == true { header += " WITHOUT ROWID" }
    if options?["strict"] == true { header += " STRICT" }
    var lines = [header]
    let columns = try Row.fetchAll(db, sql: "SELECT * FROM pragma_table_xinfo(?)", arguments: [table])
    let primaryKey = columns
      .filter { ($0["pk"] as Int) > 0 }
      .sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }
      .map { $0["name"] as String }
    for column in columns {
      let hidden: Int = column["hidden"]
      guard hidden != 1 else { continue }  // a virtual table's hidden columns
      var line = "  \(column["name"] as String)"
      let type: String = column["type"]
      if !type.isEmpty { line += " \(type)" }
      let metadata = columnMetadata(db, table: table, column: column["name"])
      if primaryKey == [column["name"] as String] {
        line += metadata.isAutoincrement ? " PRIMARY KEY AUTOINCREMENT" : " PRIMARY KEY"
      }
      if (column["notnull"] as Int) != 0 { line += " NOT NULL" }
      if let collation = metadata.collation, collation.uppercased() != "BINARY" { line += " COLLATE \(collation)" }
      if let value: String = column["dflt_value"] { line += " DEFAULT \(value)" }
      if hidden == 2 || hidden == 3 { line += " GENERATED \(hidden == 2 ? "VIRTUAL" : "STORED")" }
      lines.append(line)
    }
    if primaryKey.count > 1 {
      lines.append("  PRIMARY KEY (\(primaryKey.joined(separator: ", ")))")
    }
    lines += try foreignKeys(of: table, in: db)
    lines += try indexes(of: table, in: db)
    return lines.joined(separator: "\n")
  }

  // What only SQLite's C API tells: a column's collation, and AUTOINCREMENT.
  private static func columnMetadata(
    _ db: Database, table: String, column: String
  ) -> (collation: String?, isAutoincrement: Bool) {
    var collation: UnsafePointer<CChar>?
    var autoincrement: Int32 = 0
    let code = sqlite3_table_column_metadata(
      db.sqliteConnection, "main", table, column, nil, &collation, nil, nil, &autoincrement)
    guard code == SQLITE_OK else { return (nil, false) }
    return (collation.map { String(cString: $0) }, autoincrement != 0)
  }

  private static func foreignKeys(of table: String, in db: Database) throws -> [String] {
    let rows = try Row.fetchAll(
      db, sql: "SELECT * FROM pragma_foreign_key_list(?) ORDER BY id, seq", arguments: [table])
    let byConstraint = Dictionary(grouping: rows) { $0["id"] as Int }
    return byConstraint.keys.sorted().compactMap { id in
      guard let parts = byConstraint[id], let first = parts.first else { return nil }
      let from = parts.map { $0["from"] as String }.joined(separator: ", ")
      let to = parts.compactMap { $0["to"] as String? }.joined(separator: ", ")
      var line = "  FOREIGN KEY (\(from)) REFERENCES \(first["table"] as String)"
      if !to.isEmpty { line += " (\(to))" }
      for (clause, column) in [("ON UPDATE", "on_update"), ("ON DELETE", "on_delete")] {
        let action: String = first[column]
        if action != "NO ACTION" { line += " \(clause) \(action)" }
      }
      return line
    }
  }

  private static func indexes(of table: String, in db: Database) throws -> [String] {
    let list = try Row.fetchAll(db, sql: "SELECT * FROM pragma_index_list(?)", arguments: [table])
    let definitions = try Row.fetchAll(db, sql: """
      SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL
      """, arguments: [table])
    let sqlByName = Dictionary(
      definitions.map { ($0["name"] as String, $0["sql"] as String) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    for index in list.sorted(by: { ($0["name"] as String) < ($1["name"] as String) }) {
      let name: String = index["name"]
      let origin: String = index["origin"]
      guard origin != "pk" else { continue }  // the primary key, shown with the columns
      let columns = try String.fetchAll(
        db, sql: "SELECT coalesce(name, '<expression>') FROM pragma_index_info(?) ORDER BY seqno", arguments: [name])
      let unique = (index["unique"] as Int) != 0
      if origin == "u" {
        lines.append("  UNIQUE (\(columns.joined(separator: ", ")))")
      } else {
        var line = "  \(unique ? "UNIQUE " : "")INDEX \(name) (\(columns.joined(separator: ", ")))"
        if (index["partial"] as Int) != 0, let sql = sqlByName[name], let clause = whereClause(sql) {
          line += " \(clause)"
        }
        lines.append(line)
      }
    }
    return lines
  }

  // The `WHERE …` of a partial index's CREATE INDEX statement.
  private static func whereClause(_ sql: String) -> String? {
    guard let range = sql.range(of: " WHERE ", options: [.caseInsensitive, .backwards]) else { return nil }
    return "WHERE \(sql[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))"
  }

  // SQL as written, its common indentation removed, two spaces in.
  private static func indented(_ sql: String) -> String {
    let lines: [String] = sql.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0.isWhitespace }.reversed())
    }
    let margin = lines.dropFirst()
      .filter { !$0.isEmpty }
      .map { $0.prefix { $0 == " " }.count }
      .min() ?? 0
    var result: [String] = []
    for (offset, line) in lines.enumerated() {
      let body = offset == 0 ? line : String(line.dropFirst(margin))
      result.append(body.isEmpty ? "" : "  \(body)")
    }
    return result.joined(separator: "\n")
  }
}
