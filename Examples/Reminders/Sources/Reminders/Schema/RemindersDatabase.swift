import Foundation
import GRDB

/// Opens the app's database file: the one way the app gets a database.
public enum RemindersDatabase {
  /// Opens (creating it if needed) the database at `path`, migrated to the current schema.
  ///
  /// The database is in WAL mode, so that readers in other processes never wait for a writer,
  /// and a write waits up to five seconds for another process's write to end. Foreign keys are on. A database that had
  /// no schema yet gets the sample data, unless `sampleData` is false; one from an earlier
  /// version of the app migrates forward, keeping everything.
  ///
  /// - Parameters:
  ///   - path: The database file. Its folder must exist.
  ///   - sampleData: Whether a new database gets ``SampleData``.
  ///   - now: The time the sample data is dated from.
  /// - Throws: ``RemindersError/databaseFromNewerVersion(unknownMigrations:)`` for a database
  ///   written by a newer version (left untouched), or GRDB's `DatabaseError` when the file
  ///   cannot be opened or is not a database.
  public static func open(
    at path: String, sampleData: Bool = true, now: Date = Date()
  ) throws -> DatabaseQueue {
    // One connection per process: the command line runs one command at a time. A
    // DatabasePool would write to the file on every open (GRDB makes sure the WAL exists),
    // and a command that fails must leave the file byte for byte as it was.
    let queue = try DatabaseQueue(path: path, configuration: configuration())
    try checkVersion(queue)
    try useWAL(queue)
    try prepare(queue, sampleData: sampleData, now: now)
    return queue
  }

  /// Puts the file in WAL mode, once, when it is new (WAL is a property of the file).
  ///
  /// Changing the journal mode does not wait for another connection as writes do: when several
  /// processes open a new file together, it is retried for up to five seconds.
  private static func useWAL(_ queue: DatabaseQueue) throws {
    var attempt = 0
    while true {
      do {
        return try queue.writeWithoutTransaction { db in
          if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
            try db.execute(sql: "PRAGMA journal_mode = WAL")
          }
        }
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < 50 {
        attempt += 1
        usleep(100_000)
      }
    }
  }

  /// The most memory the connection's page cache may take, in KiB: pages are cached as they
  /// are read, up to this.
  public static let cacheKibibytes = 65_536

  /// The connection settings of the app's database.
  public static func configuration() -> Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(5)
    configuration.label = "reminders"
    // SQLite's default page cache is 2 MB: a database of 100,000 reminders is 35 MB, and a
    // search that scans it would read most pages from the file each time.
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA cache_size = -\(cacheKibibytes)")
    }
    return configuration
  }

  /// Migrates `writer` and, if it had no schema, fills it with the sample data.
  ///
  /// Safe when several processes open a new file at once: exactly one of them finds it new
  /// and seeds it, and a migration another process applied meanwhile is not run twice.
  public static func prepare(
    _ writer: some DatabaseWriter, sampleData: Bool = true, now: Date = Date()
  ) throws {
    let migrator = RemindersSchema.migrator
    try checkVersion(writer)
    let isNew = try writer.writeWithoutTransaction { db in
      var isNew = false
      // Claims a new file in an immediate transaction, so that no other process seeds it too.
      try db.inTransaction(.immediate) {
        // Read from the file, not from GRDB's schema cache, which another process may have
        // made stale.
        let exists = try Bool.fetchOne(
          db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'"
        ) ?? false
        if !exists {
          try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
          isNew = true
        }
        return .commit
      }
      return isNew
    }
    try migrateRetryingRaces(writer, migrator: migrator)
    if isNew && sampleData {
      try writer.write { db in try SampleData.insert(db, now: now) }
    }
  }

  /// Throws ``RemindersError/databaseFromNewerVersion(unknownMigrations:)`` when `reader` holds
  /// migrations this version does not know.
  static func checkVersion(_ reader: some DatabaseReader) throws {
    try reader.read { db in
      guard try db.tableExists("grdb_migrations") else { return }
      let unknown = try RemindersSchema.migrator.appliedIdentifiers(db)
        .subtracting(RemindersSchema.migrations.map(\.identifier)).sorted()
      guard unknown.isEmpty else {
        throw RemindersError.databaseFromNewerVersion(unknownMigrations: unknown)
      }
    }
  }

  // GRDB reads the applied migrations before each one's transaction: another process opening
  // the same new file can apply one in between. Running it again then fails ("already exists"
  // from its DDL, or a UNIQUE constraint on `grdb_migrations` from a data-only step) and rolls
  // back. Such a failure is retried while others make progress; one where no migration was
  // applied meanwhile is real, and thrown.
  static func migrateRetryingRaces(
    _ writer: some DatabaseWriter, migrator: DatabaseMigrator
  ) throws {
    while true {
      let before = try writer.read { db in try migrator.appliedIdentifiers(db) }
      do {
        return try migrator.migrate(writer)
      } catch let error as DatabaseError {
        let after = try writer.read { db in try migrator.appliedIdentifiers(db) }
        if after == before { throw error }
        if try writer.read({ db in try migrator.hasCompletedMigrations(db) }) { return }
      }
    }
  }
}
