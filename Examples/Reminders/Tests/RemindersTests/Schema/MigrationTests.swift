import Foundation
import GRDB
import InlineSnapshot
@testable import Reminders
import RemindersTestSupport
import TestDatabase
import Synchronization
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

  /// Rows written by the first version (its tables alone) migrate forward with nothing lost,
  /// and the later features work on them.
  @Test(.testDatabase(.reminders.migrated(upTo: "createTables")))
  func firstVersionMigratesForwardWithNothingLost() throws {
    let database = try DatabaseClone.current
    try database.write { db in
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
    try assertChanges {
      try database.migrate()
    } changes: {
      """
      + reminderSearch(rowid: 1, title: "Renew passport", notes: "photo booth", tags: "paperwork")
      + reminderSearch(rowid: 2, title: "Water plants", notes: "", tags: "")
      + reminderSearch(rowid: 3, title: "Book flights", notes: "", tags: "paperwork")
        reminderTags(reminderID: 1, tagID: 1)
      -   reminderIsCompleted: NULL
      +   reminderIsCompleted: 0
        reminderTags(reminderID: 3, tagID: 1)
      -   reminderIsCompleted: NULL
      +   reminderIsCompleted: 1
        reminders(id: 1)
      -   position: NULL
      +   position: 1
        reminders(id: 2)
      -   position: NULL
      +   position: 2
        reminders(id: 3)
      -   position: NULL
      +   position: 3
      """
    }
    let tags = try database.read { db in try TagSummary.all.fetchAll(db) }
    #expect(tags.map(\.incompleteCount) == [1])
  }

  /// A file the first version wrote (`Fixtures/Reminders/reminders-v1.sqlite`) migrates to the
  /// schema of a new database, and its search index is filled from its rows, tags included.
  @Test func firstVersionFileMigratesToTheCurrentSchema() throws {
    let fixture = try RemindersFixture.path("reminders-v1.sqlite")
    assertSameSchema(.reminders, migratingFixture: fixture)
    let database = try DatabaseTemplate.reminders.startingFrom(fixture: fixture).makeClone()
    assertQuery(
      "SELECT rowid, title, notes, tags FROM reminderSearch WHERE reminderSearch MATCH 'paperwork'",
      in: database.queue
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
  }

  /// The schema, as review should see it change.
  @Test(.testDatabase(.reminders)) func schema() throws {
    try assertSchema {
      """
      TABLE detailSettings STRICT
        detail TEXT PRIMARY KEY NOT NULL
        showCompleted INTEGER NOT NULL DEFAULT 0
        ordering TEXT NOT NULL DEFAULT 'dueDate'
      VIRTUAL TABLE reminderSearch
        CREATE VIRTUAL TABLE reminderSearch USING fts5(title, notes, tags, tokenize = 'trigram')
      TABLE reminderTags STRICT
        reminderID INTEGER NOT NULL
        tagID INTEGER NOT NULL
        reminderIsCompleted INTEGER NOT NULL DEFAULT 0
        PRIMARY KEY (reminderID, tagID)
        FOREIGN KEY (tagID) REFERENCES tags (id) ON DELETE CASCADE
        FOREIGN KEY (reminderID) REFERENCES reminders (id) ON DELETE CASCADE
        INDEX reminderTags_completion (reminderIsCompleted, tagID)
        INDEX reminderTags_tag (tagID, reminderID)
      TABLE reminders STRICT
        id INTEGER PRIMARY KEY AUTOINCREMENT
        dueDate TEXT
        isCompleted INTEGER NOT NULL DEFAULT 0
        isFlagged INTEGER NOT NULL DEFAULT 0
        notes TEXT NOT NULL DEFAULT ''
        priority INTEGER
        remindersListID INTEGER NOT NULL
        title TEXT NOT NULL DEFAULT ''
        position INTEGER NOT NULL DEFAULT 0
        FOREIGN KEY (remindersListID) REFERENCES remindersLists (id) ON DELETE CASCADE
        INDEX reminders_dueDate (dueDate)
        INDEX reminders_flagged (isFlagged, isCompleted)
        INDEX reminders_incomplete (isCompleted)
        INDEX reminders_list (remindersListID, isCompleted)
        INDEX reminders_position (position)
      TABLE remindersLists STRICT
        id INTEGER PRIMARY KEY AUTOINCREMENT
        color INTEGER NOT NULL DEFAULT 0x4a99efff
        title TEXT NOT NULL DEFAULT ''
      TABLE tags STRICT
        id INTEGER PRIMARY KEY AUTOINCREMENT
        title TEXT NOT NULL COLLATE NOCASE
        UNIQUE (title)
      TRIGGER detailSettings_deleteList ON remindersLists
        CREATE TRIGGER detailSettings_deleteList AFTER DELETE ON remindersLists BEGIN
          DELETE FROM detailSettings WHERE detail = 'list:' || old.id;
        END
      TRIGGER detailSettings_deleteTag ON tags
        CREATE TRIGGER detailSettings_deleteTag AFTER DELETE ON tags BEGIN
          DELETE FROM detailSettings WHERE detail = 'tag:' || old.id;
        END
      TRIGGER reminderSearch_delete ON reminders
        CREATE TRIGGER reminderSearch_delete AFTER DELETE ON reminders BEGIN
          DELETE FROM reminderSearch WHERE rowid = old.id;
        END
      TRIGGER reminderSearch_insert ON reminders
        CREATE TRIGGER reminderSearch_insert AFTER INSERT ON reminders BEGIN
          INSERT INTO reminderSearch (rowid, title, notes, tags)
          VALUES (new.id, new.title, new.notes, coalesce((SELECT group_concat(tags.title, char(10)) FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID WHERE reminderTags.reminderID = new.id), ''));
        END
      TRIGGER reminderSearch_link ON reminderTags
        CREATE TRIGGER reminderSearch_link AFTER INSERT ON reminderTags BEGIN
          UPDATE reminderSearch SET tags = coalesce((SELECT group_concat(tags.title, char(10)) FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID WHERE reminderTags.reminderID = new.reminderID), '')
          WHERE rowid = new.reminderID;
        END
      TRIGGER reminderSearch_renameTag ON tags
        CREATE TRIGGER reminderSearch_renameTag AFTER UPDATE OF title ON tags BEGIN
          UPDATE reminderSearch SET tags = coalesce((SELECT group_concat(tags.title, char(10)) FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID WHERE reminderTags.reminderID = reminderSearch.rowid), '')
          WHERE rowid IN (SELECT reminderID FROM reminderTags WHERE tagID = new.id);
        END
      TRIGGER reminderSearch_unlink ON reminderTags
        CREATE TRIGGER reminderSearch_unlink AFTER DELETE ON reminderTags BEGIN
          UPDATE reminderSearch SET tags = coalesce((SELECT group_concat(tags.title, char(10)) FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID WHERE reminderTags.reminderID = old.reminderID), '')
          WHERE rowid = old.reminderID;
        END
      TRIGGER reminderSearch_update ON reminders
        CREATE TRIGGER reminderSearch_update AFTER UPDATE OF title, notes ON reminders BEGIN
          UPDATE reminderSearch SET title = new.title, notes = new.notes WHERE rowid = new.id;
        END
      TRIGGER reminderTags_completionOfReminder ON reminders
        CREATE TRIGGER reminderTags_completionOfReminder AFTER UPDATE OF isCompleted ON reminders
        WHEN old.isCompleted IS NOT new.isCompleted BEGIN
          UPDATE reminderTags SET reminderIsCompleted = new.isCompleted WHERE reminderID = new.id;
        END
      TRIGGER reminderTags_completionOnLink ON reminderTags
        CREATE TRIGGER reminderTags_completionOnLink AFTER INSERT ON reminderTags BEGIN
          UPDATE reminderTags SET reminderIsCompleted = (SELECT isCompleted FROM reminders WHERE reminders.id = new.reminderID)
          WHERE rowid = new.rowid;
        END
      TRIGGER reminderTags_completionOnRelink ON reminderTags
        CREATE TRIGGER reminderTags_completionOnRelink AFTER UPDATE OF reminderID ON reminderTags BEGIN
          UPDATE reminderTags SET reminderIsCompleted = (SELECT isCompleted FROM reminders WHERE reminders.id = new.reminderID)
          WHERE rowid = new.rowid;
        END
      """
    }
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

  /// Another process applies the next migration after GRDB read what is applied and before the
  /// migration's own transaction: running it again fails and is rolled back, and the open ends
  /// with every migration applied once. The next migration is data only (its second run fails
  /// on `grdb_migrations`' key) or a schema change (it fails as "already exists").
  @Test(arguments: ["mergeHashTags", "addSearchIndex"])
  func aMigrationAppliedByAnotherProcessMeanwhileIsNotAnError(raced: String) throws {
    let folder = try TemporaryFolder()
    let path = folder.path("raced.sqlite")
    let identifiers = RemindersSchema.migrations.map(\.identifier)
    let previous = try #require(identifiers.firstIndex(of: raced)).advanced(by: -1)
    let queue = try DatabaseQueue(path: path, configuration: RemindersDatabase.configuration())
    try RemindersSchema.migrator(upTo: identifiers[previous]).migrate(queue)

    // GRDB begins each migration's transaction with `BEGIN IMMEDIATE`: the other process
    // migrates just before the first one, once.
    let raceRun = Mutex(false)
    try queue.writeWithoutTransaction { db in
      db.trace { event in
        guard "\(event)".hasPrefix("BEGIN IMMEDIATE") else { return }
        guard !raceRun.withLock({ ran in defer { ran = true }; return ran }) else { return }
        do {
          let other = try DatabaseQueue(path: path, configuration: RemindersDatabase.configuration())
          try RemindersSchema.migrator.migrate(other)
          try other.close()
        } catch {
          Issue.record(error, "the other process's migration")
        }
      }
    }
    try RemindersDatabase.migrateRetryingRaces(queue, migrator: RemindersSchema.migrator)

    #expect(raceRun.withLock { $0 })
    let applied = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
    #expect(applied == identifiers)
  }

  /// A migration that fails with nobody else migrating is thrown, not retried forever.
  @Test func aFailingMigrationIsThrown() throws {
    let queue = try DatabaseQueue()
    var migrator = DatabaseMigrator()
    migrator.registerMigration("works") { db in try db.execute(sql: "CREATE TABLE t (a)") }
    migrator.registerMigration("fails") { db in try db.execute(sql: "CREATE TABLE t (a)") }
    #expect(throws: DatabaseError.self) {
      try RemindersDatabase.migrateRetryingRaces(queue, migrator: migrator)
    }
    #expect(try queue.read(migrator.appliedIdentifiers) == ["works"])
  }
}

extension Database.BusyMode {
  fileprivate var isTimeout: Bool {
    if case .timeout = self { return true }
    return false
  }
}

// The fixture files of the app's tests, found from this file up to the repository's `Fixtures/`.
private enum RemindersFixture {
  static func path(_ name: String, file: String = #filePath) throws -> String {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("Fixtures/Reminders/\(name)").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/Reminders/\(name)"])
  }
}
