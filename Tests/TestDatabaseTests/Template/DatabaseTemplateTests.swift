import GRDB
import Testing
@testable import TestDatabase

@Suite struct DatabaseTemplateTests {
  @Test func migratesAndSeeds() throws {
    let clone = try DatabaseTemplate.library.makeClone()
    let counts = try clone.read { db in
      try ["authors", "books", "loans"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") }
    }
    #expect(counts == [2, 3, 1])
  }

  @Test func failingMigrationNamesItAndItsSQL() {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in try db.execute(sql: "CREATE TABLE a (id INTEGER PRIMARY KEY)") }
    migrator.registerMigration("v2") { db in try db.execute(sql: "CREATE TABLE a (oops)") }
    let template = DatabaseTemplate("broken", migrator: migrator)
    #expect {
      try template.makeClone()
    } throws: { error in
      let message = String(describing: error)
      return message.contains("\"broken\"") && message.contains("migration \"v2\"")
        && message.contains("CREATE TABLE a (oops)") && message.contains("already exists")
    }
  }

  @Test func failureIsRememberedForEveryUse() {
    let template = DatabaseTemplate("unseedable", migrator: DatabaseMigrator()) { db, _ in
      try db.execute(sql: "INSERT INTO nowhere VALUES (1)")
    }
    let first = Result { () throws(TestDatabaseError) in try template.makeClone() }
    let second = Result { () throws(TestDatabaseError) in try template.makeClone() }
    guard case .failure(let firstError) = first, case .failure(let secondError) = second else {
      Issue.record("expected both clones to fail")
      return
    }
    #expect(firstError == secondError)
    #expect(firstError.description.contains("while seeding"))
    #expect(firstError.description.contains("no such table: nowhere"))
  }

  @Test func seedViolatingForeignKeyNamesTheRow() {
    let template = DatabaseTemplate(
      "orphans",
      migrator: LibrarySchema.migrator
    ) { db, _ in
      try db.execute(sql: "INSERT INTO authors (id, name) VALUES (1, 'Ada')")
      try db.execute(sql: "INSERT INTO books (id, title, authorID, addedAt) VALUES (7, 'Lost', 99, '')")
    }
    #expect {
      try template.makeClone()
    } throws: { error in
      let message = String(describing: error)
      return message.contains("while seeding")
        && message.contains("from books(authorID) to authors(id)")
        && message.contains("title:\"Lost\"")
    }
  }

  @Test func missingCapabilityIsNamedBeforeMigrating() {
    let template = DatabaseTemplate(
      "futuristic",
      requirements: [
        .sqliteVersion(atLeast: "99.0"),
        .function("no_such_function"),
        .jsonFunctions,
        .custom("the FTS9 extension") { _ in false },
      ],
      migrator: DatabaseMigrator()
    )
    #expect {
      try template.prepare()
    } throws: { error in
      let message = String(describing: error)
      return message.contains("checking capabilities")
        && message.contains("SQLite 99.0 or later (found SQLite 3.")
        && message.contains("the SQL function no_such_function() (no such function)")
        && message.contains("the FTS9 extension (not available)")
        && !message.contains("JSON")
    }
  }

  @Test(arguments: [("3.40.1", "3.9", false), ("3.9.2", "3.40", true), ("3.40", "3.40.0", false)])
  func versionsCompareNumerically(found: String, minimum: String, isOlder: Bool) {
    #expect((SQLiteVersion(found) < SQLiteVersion(minimum)) == isOlder)
  }
}
