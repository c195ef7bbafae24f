import GRDB
import GRDBSQLite

/// What a clone cannot cost less than, with SQLite's C API alone: open a connection, copy the
/// template's pages into it (`sqlite3_deserialize`), run the same statement (which reads the
/// schema), close.
final class SQLiteFloor: @unchecked Sendable {
  private let image: UnsafeMutableRawPointer
  private let size: Int

  /// Copies the pages of `db`, a prepared clone of the template.
  init(copying db: Database) throws {
    var size: sqlite3_int64 = 0
    guard let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
      throw DatabaseError(message: "sqlite3_serialize failed")
    }
    self.image = UnsafeMutableRawPointer(bytes)
    self.size = Int(size)
  }

  deinit { sqlite3_free(image) }

  /// One database: returns the count `sql` reads.
  func run(_ sql: String) throws -> Int {
    var connection: OpaquePointer?
    guard sqlite3_open_v2(":memory:", &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK
    else { throw DatabaseError(message: "sqlite3_open_v2 failed") }
    defer { sqlite3_close(connection) }
    guard let copy = sqlite3_malloc64(sqlite3_uint64(size)) else { throw DatabaseError(message: "out of memory") }
    copy.copyMemory(from: image, byteCount: size)
    let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
    guard sqlite3_deserialize(
      connection, "main", copy.assumingMemoryBound(to: UInt8.self), sqlite3_int64(size), sqlite3_int64(size), flags
    ) == SQLITE_OK else { throw DatabaseError(message: "sqlite3_deserialize failed") }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else {
      throw DatabaseError(message: String(cString: sqlite3_errmsg(connection)))
    }
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW else { throw DatabaseError(message: "no row") }
    return Int(sqlite3_column_int64(statement, 0))
  }
}
