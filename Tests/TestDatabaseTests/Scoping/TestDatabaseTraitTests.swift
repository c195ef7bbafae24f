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

extension DatabaseTemplate {
  static let empty = DatabaseTemplate("empty", migrator: DatabaseMigrator())
}
