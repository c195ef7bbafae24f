import GRDB
import Testing
import TestDatabase

@Suite(.testDatabase(.library))
struct TestDatabaseTraitTests {
  @Test func providesTheCurrentDatabase() throws {
    let database = try DatabaseClone.current
    #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books") } == 3)
  }

  @Test(arguments: 0..<200)
  func parallelTestsSeeOnlyTheirOwnRows(index: Int) async throws {
    let database = try DatabaseClone.current
    try await database.queue.write { db in
      try db.execute(
        sql: "INSERT INTO authors (name) VALUES (?)",
        arguments: ["Author \(index)"]
      )
    }
    await Task.yield()
    let names = try await database.queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM authors ORDER BY id")
    }
    #expect(names == ["Ursula K. Le Guin", "Frank Herbert", "Author \(index)"])
  }

  @Test func childTasksSeeTheSameDatabase() async throws {
    let database = try DatabaseClone.current
    let seenInChild = try await Task { try DatabaseClone.current }.value
    #expect(seenInChild === database)
  }

  @Test(.testDatabase(.empty))
  func testTraitReplacesTheSuiteTrait() throws {
    let tables = try DatabaseClone.current.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    #expect(tables == [])
  }
}

@Suite struct TestDatabaseTraitFailureTests {
  @Test func brokenTemplateFailsBeforeTheBodyRuns() async throws {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("broken") { db in try db.execute(sql: "CREATE TABLE (") }
    let trait = TestDatabaseTrait.testDatabase(DatabaseTemplate("broken", migrator: migrator))
    let test = try #require(Test.current)
    await #expect {
      try await trait.provideScope(for: test, testCase: Test.Case.current) {
        Issue.record("The body ran without a database")
      }
    } throws: { error in
      String(describing: error).contains("failed while running migration \"broken\"")
    }
  }

  @Test func suitesThemselvesGetNoDatabase() throws {
    let trait = TestDatabaseTrait.testDatabase(.empty)
    let test = try #require(Test.current)
    #expect(trait.scopeProvider(for: test, testCase: nil) == nil)
    #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) != nil)
  }
}

extension DatabaseTemplate {
  static let empty = DatabaseTemplate("empty", migrator: DatabaseMigrator())
}
