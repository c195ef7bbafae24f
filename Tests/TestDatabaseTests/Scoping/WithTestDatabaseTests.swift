import GRDB
import Testing
import TestDatabase

@Suite struct WithTestDatabaseTests {
  @Test func withoutAScopeTheErrorSaysWhatToAdd() {
    #expect(throws: TestDatabaseError.noTestDatabase) { try DatabaseClone.current }
    #expect(
      TestDatabaseError.noTestDatabase.description == """
        No test database: add `.testDatabase(…)` to the test or suite, or wrap the code in \
        `withTestDatabase(…) { … }`. If the test has one, this code runs where it does not \
        reach: `Task.detached`, or a thread of its own, does not inherit the test's task-local \
        `DatabaseClone.current`; read it before and pass the clone (or its `queue`) in.
        """
    )
  }

  @Test(.testDatabase(.library)) func aDetachedTaskIsToldWhyItHasNoDatabase() async throws {
    _ = try DatabaseClone.current
    let inside = await Task.detached { Result { () throws(TestDatabaseError) in try DatabaseClone.current } }.value
    guard case .failure(let error) = inside else {
      Issue.record("a detached task saw the test's database")
      return
    }
    #expect(error.description.contains("`Task.detached`, or a thread of its own, does not inherit"))
  }

  @Test func bindsTheCurrentDatabaseSynchronously() throws {
    let count = try withTestDatabase(.library) { database in
      #expect(try DatabaseClone.current === database)
      return try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM authors") }
    }
    #expect(count == 2)
    #expect(throws: TestDatabaseError.self) { try DatabaseClone.current }
  }

  @Test func bindsTheCurrentDatabaseAsynchronously() async throws {
    let title = try await withTestDatabase(.library) { database in
      try await database.queue.read { try String.fetchOne($0, sql: "SELECT title FROM books WHERE id = 3") }
    }
    #expect(title == "Dune")
  }

  @Test func nestedScopesGetFreshDatabases() throws {
    try withTestDatabase(.library) { outer in
      try outer.write { try $0.execute(sql: "DELETE FROM loans") }
      let innerLoans = try withTestDatabase(.library) { inner in
        try inner.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM loans") }
      }
      #expect(innerLoans == 1)
      #expect(try DatabaseClone.current === outer)
    }
  }
}
