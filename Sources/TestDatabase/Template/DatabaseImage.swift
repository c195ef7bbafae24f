import Foundation
import GRDB
import GRDBSQLite

/// A database's pages in memory, from which connections open copies at the speed of a copy.
///
/// A clone opens from the prepared template's image with `sqlite3_deserialize`: one memory
/// copy, no lock on the template, so that clones are made on several threads at once.
final class DatabaseImage: Sendable {
  // Immutable after creation; each clone copies it.
  private nonisolated(unsafe) let bytes: UnsafeMutableRawPointer
  let size: Int

  private init(bytes: UnsafeMutableRawPointer, size: Int) {
    self.bytes = bytes
    self.size = size
  }

  deinit {
    sqlite3_free(bytes)
  }

  /// The pages of `db`'s main database.
  static func serialize(_ db: Database) throws -> DatabaseImage {
    var size: sqlite3_int64 = 0
    guard let bytes = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
      throw DatabaseError(message: "could not serialize the database")
    }
    return DatabaseImage(bytes: UnsafeMutableRawPointer(bytes), size: Int(size))
  }

  /// An image of the database file whose bytes are `data`, in rollback-journal mode: a copy in
  /// memory has no write-ahead log.
  static func file(_ data: Data) throws -> DatabaseImage {
    guard let bytes = sqlite3_malloc64(sqlite3_uint64(max(data.count, 1))) else {
      throw DatabaseError(message: "out of memory")
    }
    data.withUnsafeBytes { source in
      guard let base = source.baseAddress else { return }
      bytes.copyMemory(from: base, byteCount: data.count)
    }
    // Bytes 18 and 19 of the header are the read and write versions: 2 for WAL, 1 for legacy.
    if data.count >= 20 {
      let header = bytes.assumingMemoryBound(to: UInt8.self)
      if header[18] == 2 { header[18] = 1 }
      if header[19] == 2 { header[19] = 1 }
    }
    return DatabaseImage(bytes: bytes, size: data.count)
  }

  /// Replaces the main database of `db` with a copy of the image, which `db` may then write.
  func open(in db: Database) throws {
    guard let copy = sqlite3_malloc64(sqlite3_uint64(max(size, 1))) else {
      throw DatabaseError(message: "out of memory")
    }
    copy.copyMemory(from: bytes, byteCount: size)
    let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
    // On failure SQLite frees the copy itself.
    let code = sqlite3_deserialize(
      db.sqliteConnection, "main", copy.assumingMemoryBound(to: UInt8.self),
      sqlite3_int64(size), sqlite3_int64(size), flags
    )
    guard code == SQLITE_OK else {
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "could not open the database image")
    }
  }
}
