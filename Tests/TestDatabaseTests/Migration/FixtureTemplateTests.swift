import Foundation
import GRDB
import Testing
import TestDatabase
import VerbatimTestSupport

@Suite struct FixtureTemplateTests {
  // A database as version 1 of the library left it, with one book.
  private static func writeVersion1(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try LibrarySchema.migrator.migrate(queue)
    try queue.write { db in
      try db.execute(sql: """
        INSERT INTO authors (id, name) VALUES (1, 'Ursula K. Le Guin');
        INSERT INTO books (id, title, authorID, year, addedAt) VALUES (1, 'The Dispossessed', 1, 1974, '');
        """)
    }
    try queue.close()
  }

  @Test func aFixtureIsMigratedForwardAndNeverWritten() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("library-v1.sqlite").path
    try Self.writeVersion1(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let clone = try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    assertQuery("SELECT id, title, sortTitle FROM books", in: clone.queue) {
      """
      SELECT id, title, sortTitle FROM books
      """
    } results: {
      """
      ┌────┬────────────────────┬────────────────────┐
      │ id │ title              │ sortTitle          │
      ├────┼────────────────────┼────────────────────┤
      │ 1  │ "The Dispossessed" │ "the dispossessed" │
      └────┴────────────────────┴────────────────────┘
      """
    }
    try clone.write { try $0.execute(sql: "DELETE FROM books") }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try folder.fileNames() == ["library-v1.sqlite"])
  }

  @Test func aFixtureWrittenInWALModeOpens() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("wal.sqlite").path
    try Self.writeVersion1(at: path)
    let pool = try DatabasePool(path: path)
    try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try pool.close()
    let clone = try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    #expect(try clone.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books") } == 1)
  }

  @Test func aFileThatIsNotADatabaseIsNamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("notes.sqlite").path
    try Data("not a database at all".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: TestDatabaseError.templatePreparationFailed(
      template: "library v2 from notes.sqlite",
      stage: "reading the fixture",
      message: "the fixture \(path) is not an SQLite database (it does not start with \"SQLite format 3\")"
    )) {
      try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    }
  }

  @Test func aMissingFixtureIsNamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("missing.sqlite").path
    #expect {
      try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    } throws: { error in
      String(describing: error).hasPrefix("""
        Test database template "library v2 from missing.sqlite" failed while reading the fixture: \
        the fixture \(path) could not be read:
        """)
    }
  }

  @Test func aFixtureFromANewerSchemaIsNamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("newer.sqlite").path
    try Self.writeVersion1(at: path)
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('add shelves')") }
    try queue.close()
    #expect(throws: TestDatabaseError.templatePreparationFailed(
      template: "library v2 from newer.sqlite",
      stage: "migrating on the fixture \(path)",
      message: #"the database was migrated by a newer schema: unknown migrations "add shelves""#
    )) {
      try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    }
  }

  @Test func aMigrationFailingOnTheFixtureIsNamed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("conflict.sqlite").path
    try Self.writeVersion1(at: path)
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: "ALTER TABLE books ADD COLUMN sortTitle TEXT") }
    try queue.close()
    #expect {
      try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("""
        Test database template "library v2 from conflict.sqlite" failed while running migration \
        "add sortTitle" on the fixture \(path): 
        """)
        && message.contains("duplicate column name: sortTitle")
    }
  }

  @Test func aFixtureWithAnUncheckpointedLogIsRefused() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("open.sqlite").path
    try Self.writeVersion1(at: path)
    let pool = try DatabasePool(path: path)
    try pool.write { try $0.execute(sql: "DELETE FROM books") }
    #expect {
      try DatabaseTemplate.libraryV2.startingFrom(fixture: path).makeClone()
    } throws: { error in
      String(describing: error).contains("""
        the fixture \(path) has a write-ahead log, \(path)-wal, whose pages are not in the file
        """)
    }
    try pool.close()
  }

  @Test func aFixtureMigratesToTheSchemaOfScratch() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("library-v1.sqlite").path
    try Self.writeVersion1(at: path)
    assertSameSchema(.libraryV2, migratingFixture: path)
  }

  @Test func aFixtureFromAnEditedMigrationFailsWithTheSchemaDiff() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("edited.sqlite").path
    try Self.writeVersion1(at: path)
    // As if "create books" had shipped with a TEXT year, and was edited afterwards.
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "ALTER TABLE books DROP COLUMN year; ALTER TABLE books ADD COLUMN year TEXT")
    }
    try queue.close()
    withKnownIssue {
      assertSameSchema(.libraryV2, migratingFixture: path)
    } matching: { issue in
      let message = issue.description
      return message.contains("The fixture \(path), migrated forward, has another schema")
        && message.contains("year INTEGER") && message.contains("year TEXT")
    }
  }
}
