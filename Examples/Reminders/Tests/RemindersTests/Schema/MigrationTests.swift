import Foundation
import GRDB
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite
struct MigrationTests {
  @Test func migrationsInOrder() {
    assertInlineSnapshot(of: RemindersSchema.migrations.map(\.identifier), as: .customDump) {
      """
      [
        [0]: "createTables",
        [1]: "addManualOrder",
        [2]: "addDetailSettings",
        [3]: "addSearchIndex",
        [4]: "addTagLinkCompletion",
        [5]: "mergeHashTags"
      ]
      """
    }
  }

  /// A database written by the first version (its tables alone) opens, migrates forward and
  /// keeps every row; the later features work on the old rows.
  @Test func firstVersionMigratesForwardWithNothingLost() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("reminders.sqlite")
    do {
      let old = try DatabaseQueue(path: path)
      try RemindersSchema.migrator(upTo: "createTables").migrate(old)
      try old.write { db in
        try db.execute(
          sql: """
            INSERT INTO remindersLists (id, title) VALUES (1, 'Old list');
            INSERT INTO reminders (id, remindersListID, title, notes, dueDate)
              VALUES (1, 1, 'Renew passport', 'photo booth', '2009-02-20 09:00:00.000'),
                     (2, 1, 'Water plants', '', NULL);
            INSERT INTO reminders (id, remindersListID, title, isCompleted) VALUES (3, 1, 'Book flights', 1);
            INSERT INTO tags (id, title) VALUES (1, 'paperwork');
            INSERT INTO reminderTags VALUES (1, 1), (3, 1);
            """
        )
      }
      try old.close()
    }

    let database = try RemindersDatabase.open(at: path, now: .pinnedNow)
    assertQuery("SELECT identifier FROM grdb_migrations", in: database) {
      """
      SELECT identifier FROM grdb_migrations
      """
    } results: {
      """
      ┌────────────────────────┐
      │ identifier             │
      ├────────────────────────┤
      │ "createTables"         │
      │ "addManualOrder"       │
      │ "addDetailSettings"    │
      │ "addSearchIndex"       │
      │ "addTagLinkCompletion" │
      │ "mergeHashTags"        │
      └────────────────────────┘
      """
    }
    assertQuery("SELECT id, title, position FROM reminders", in: database) {
      """
      SELECT id, title, position FROM reminders
      """
    } results: {
      """
      ┌────┬──────────────────┬──────────┐
      │ id │ title            │ position │
      ├────┼──────────────────┼──────────┤
      │ 1  │ "Renew passport" │ 1        │
      │ 2  │ "Water plants"   │ 2        │
      │ 3  │ "Book flights"   │ 3        │
      └────┴──────────────────┴──────────┘
      """
    }
    assertQuery("SELECT id, title FROM remindersLists", in: database) {
      """
      SELECT id, title FROM remindersLists
      """
    } results: {
      """
      ┌────┬────────────┐
      │ id │ title      │
      ├────┼────────────┤
      │ 1  │ "Old list" │
      └────┴────────────┘
      """
    }
    // The search index was filled from the old rows, tags included.
    assertQuery(
      "SELECT rowid, title, notes, tags FROM reminderSearch WHERE reminderSearch MATCH 'paperwork'",
      in: database
    ) {
      """
      SELECT rowid, title, notes, tags FROM reminderSearch WHERE reminderSearch MATCH 'paperwork'
      """
    } results: {
      """
      ┌───────┬──────────────────┬───────────────┬─────────────┐
      │ rowid │ title            │ notes         │ tags        │
      ├───────┼──────────────────┼───────────────┼─────────────┤
      │ 1     │ "Renew passport" │ "photo booth" │ "paperwork" │
      │ 3     │ "Book flights"   │ ""            │ "paperwork" │
      └───────┴──────────────────┴───────────────┴─────────────┘
      """
    }
    // The old links learnt their reminders' completion: the tag counts only the incomplete one.
    assertQuery("SELECT * FROM reminderTags", in: database) {
      """
      SELECT * FROM reminderTags
      """
    } results: {
      """
      ┌────────────┬───────┬─────────────────────┐
      │ reminderID │ tagID │ reminderIsCompleted │
      ├────────────┼───────┼─────────────────────┤
      │ 1          │ 1     │ 0                   │
      │ 3          │ 1     │ 1                   │
      └────────────┴───────┴─────────────────────┘
      """
    }
    let tags = try database.read { db in try TagSummary.all.fetchAll(db) }
    #expect(tags.map(\.incompleteCount) == [1])
  }

  @Test func newDatabaseIsSeededOnceAndOnlyWhenAsked() throws {
    let folder = try TemporaryFolder()
    let seeded = folder.path("seeded.sqlite")
    let empty = folder.path("empty.sqlite")
    let first = try RemindersDatabase.open(at: seeded, now: .pinnedNow)
    #expect(try first.read { try Reminder.fetchCount($0) } == 10)
    try first.write { db in try Reminder.delete(ids: [1], db) }
    try first.close()
    // Opened again: not seeded again, so the deletion stays.
    let again = try RemindersDatabase.open(at: seeded, now: .pinnedNow)
    #expect(try again.read { try Reminder.fetchCount($0) } == 9)

    let unseeded = try RemindersDatabase.open(at: empty, sampleData: false, now: .pinnedNow)
    #expect(try unseeded.read { try RemindersList.fetchCount($0) } == 0)
  }

  @Test func fileDatabaseUsesWALForeignKeysABusyTimeoutAndABigCache() throws {
    let folder = try TemporaryFolder()
    let database = try RemindersDatabase.open(at: folder.path("r.sqlite"), now: .pinnedNow)
    let (journalMode, foreignKeys, cacheSize) = try database.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"),
        try Int.fetchOne(db, sql: "PRAGMA cache_size")
      )
    }
    #expect(journalMode == "wal")
    #expect(foreignKeys == true)
    #expect(cacheSize == -65_536)
    #expect(RemindersDatabase.configuration().busyMode.isTimeout)
  }

  @Test func databaseFromANewerVersionIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("newer.sqlite")
    let database = try RemindersDatabase.open(at: path, now: .pinnedNow)
    try database.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('fromTheFuture')")
    }
    // Everything in the main file, so that comparing it compares the whole database.
    try database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try database.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: RemindersError.databaseFromNewerVersion(unknownMigrations: ["fromTheFuture"])) {
      try RemindersDatabase.open(at: path, now: .pinnedNow)
    }
    let after = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(after == before)
  }

  @Test func concurrentOpenersOfANewFileSeedItOnce() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path("race.sqlite")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask { _ = try RemindersDatabase.open(at: path, now: .pinnedNow) }
      }
      try await group.waitForAll()
    }
    let database = try RemindersDatabase.open(at: path, now: .pinnedNow)
    #expect(try await database.read { try Reminder.fetchCount($0) } == 10)
  }
}

extension Database.BusyMode {
  fileprivate var isTimeout: Bool {
    if case .timeout = self { return true }
    return false
  }
}
