import Foundation
import GRDB
import Testing
import TestDatabase

@Suite struct MigrationTestingTests {
  /// Rows in the old shape, migrated forward: what the migrations after the stopping point did.
  @Test(.testDatabase(.libraryV2.migrated(upTo: "create loans")))
  func rowsInTheOldShapeMigrateForward() throws {
    let database = try DatabaseClone.current
    try database.write { db in
      try db.execute(
        sql: """
          INSERT INTO authors (id, name) VALUES (1, 'Ursula K. Le Guin');
          INSERT INTO books (id, title, authorID, addedAt) VALUES (1, 'The Dispossessed', 1, '');
          """)
    }
    try assertChanges {
      try database.migrate()
    } changes: {
      """
        books(id: 1)
      -   sortTitle: NULL
      +   sortTitle: "the dispossessed"
      """
    }
  }

  @Test func aStoppingPointIsOneTemplatePreparedOnce() {
    #expect(DatabaseTemplate.libraryV2.migrated(upTo: "create books") === DatabaseTemplate.libraryV2.migrated(upTo: "create books"))
    #expect(DatabaseTemplate.libraryV2.migrated(upTo: "create books") !== DatabaseTemplate.libraryV2.migrated(upTo: "create loans"))
  }

  @Test func aCloneMigratesUpToANamedMigration() throws {
    let clone = try DatabaseTemplate.libraryV2.migrated(upTo: "create authors").makeClone()
    try clone.migrate(upTo: "create books")
    let tables = try clone.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
    #expect(tables == ["create authors", "create books"])
  }

  @Test func anUnknownStoppingPointNamesTheMigrations() {
    #expect {
      try DatabaseTemplate.libraryV2.migrated(upTo: "create shelves").makeClone()
    } throws: { error in
      String(describing: error) == """
        Test database template "library v2 up to create shelves" failed while running migration \
        "create shelves": no migration is named "create shelves"; the migrator has "create authors", \
        "create books", "create loans", "add sortTitle"
        """
    }
  }

  @Test func migratingBackwardsIsRefused() throws {
    let clone = try DatabaseTemplate.libraryV2.makeClone()
    #expect(throws: TestDatabaseError.migrationFailed(
      template: "library v2",
      migration: "create books",
      message: #"the database is already migrated beyond it, by "create loans", "add sortTitle""#
    )) {
      try clone.migrate(upTo: "create books")
    }
  }

  @Test func aFailingMigrationOfACloneIsNamed() throws {
    let clone = try DatabaseTemplate.libraryV2.migrated(upTo: "create loans").makeClone()
    try clone.write { try $0.execute(sql: "CREATE TABLE sortTitles (x)") }
    // A column already there makes "add sortTitle" fail.
    try clone.write { try $0.execute(sql: "ALTER TABLE books ADD COLUMN sortTitle TEXT") }
    #expect {
      try clone.migrate()
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix(#"Migrating a clone of test database template "library v2 up to create loans" failed at migration "add sortTitle": "#)
        && message.contains("duplicate column name: sortTitle")
    }
  }

  @Test func thePerConnectionSetupWaitsForTheCompleteSchema() throws {
    let template = DatabaseTemplate.library.migrated(upTo: "create authors")
    let clone = try template.makeClone()
    #expect(try clone.read { try $0.tableExists("lastTitle") } == false)
    try clone.migrate()
    #expect(try clone.read { try $0.tableExists("lastTitle") } == true)
  }
}
