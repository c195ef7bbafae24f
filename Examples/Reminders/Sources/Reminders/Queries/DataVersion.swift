import GRDB

/// What a screen polls to redraw when the database changes, also from another process.
public enum DataVersion {
  /// A number that changes when another connection commits to the database: SQLite's
  /// `data_version`, refreshed by a read first (SQLite updates it when a read begins).
  public static func fetch(_ db: Database) throws -> Int {
    _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
    return try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
  }
}
