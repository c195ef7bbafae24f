// The suites need the "Dependencies" trait; without it, one skipped test says how to run them.
#if Dependencies
import DatabaseDependency
import Dependencies
import Foundation
import GRDB
import TestDatabase
import TestDatabaseDependencies
import Testing

extension DatabaseTemplate {
  static let notes = DatabaseTemplate(
    "notes",
    clock: .fixed(Date(timeIntervalSince1970: 1_000_000)),
    migrator: {
      var migrator = DatabaseMigrator()
      migrator.registerMigration("notes") { db in
        try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
      }
      return migrator
    }(),
    seed: { db, _ in try db.execute(sql: "INSERT INTO notes (body) VALUES ('first')") }
  )
}

@Suite(.testDatabaseDependencies(.notes) { $0.timeZone = TimeZone(secondsFromGMT: 3_600) ?? .current })
struct TestDatabaseDependenciesTraitTests {
  @Test func wiresTheCloneIntoTheDependencies() throws {
    @Dependency(\.defaultDatabase) var database
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    @Dependency(\.timeZone) var timeZone
    let clone = try DatabaseClone.current
    #expect(database === clone.queue)
    #expect(now == Date(timeIntervalSince1970: 1_000_000))
    #expect(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(timeZone.secondsFromGMT() == 3_600)
    #expect(try database.read { try String.fetchOne($0, sql: "SELECT body FROM notes") } == "first")
  }

  @Test(arguments: 1...4)
  func eachTestHasItsOwnDatabase(_ count: Int) throws {
    @Dependency(\.defaultDatabase) var database
    try database.write { db in
      for index in 0..<count {
        try db.execute(sql: "INSERT INTO notes (body) VALUES (?)", arguments: ["\(index)"])
      }
    }
    #expect(try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM notes") } == count + 1)
  }
}

struct MissingDatabaseTests {
  @Test func readingTheDatabaseWithoutTheTraitSaysWhichTraitToAdd() {
    withKnownIssue {
      @Dependency(\.defaultDatabase) var database
      _ = database
    } matching: { issue in
      issue.description.contains(".testDatabaseDependencies(<template>)")
    }
  }

  @Test func withTestDatabaseDependenciesWorksWithoutATrait() async throws {
    let body = try await withTestDatabaseDependencies(.notes) {
      @Dependency(\.defaultDatabase) var database
      return try await database.read { try String.fetchOne($0, sql: "SELECT body FROM notes") }
    }
    #expect(body == "first")
  }
}
#else
import Testing

@Test(.disabled("needs the Dependencies trait: swift test --traits Dependencies"))
func testDatabaseDependenciesNeedTheTrait() {}
#endif
