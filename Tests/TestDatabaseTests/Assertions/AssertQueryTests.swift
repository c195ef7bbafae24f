import GRDB
import InlineSnapshot
import Testing
import TestDatabase

@Suite(.testDatabase(.library))
struct AssertQueryTests {
  @Test func snapshotsSQLAndResults() {
    assertQuery(
      Table("books").select(Column("id"), Column("title")).filter(Column("authorID") == 1)
    ) {
      """
      SELECT "id", "title" FROM "books" WHERE "authorID" = ?
      -- arguments: [1]
      """
    } results: {
      """
      ┌────┬────────────────────────┐
      │ id │ title                  │
      ├────┼────────────────────────┤
      │ 1  │ "A Wizard of Earthsea" │
      │ 2  │ "The Dispossessed"     │
      └────┴────────────────────────┘
      """
    }
  }

  @Test func worksInsideAWriteAndSeesItsChanges() throws {
    // A non-reentrant read here would stop the whole test process.
    try DatabaseClone.current.write { db in
      try db.execute(sql: "DELETE FROM loans")
      assertQuery("SELECT count(*) AS loans FROM loans") {
        """
        SELECT count(*) AS loans FROM loans
        """
      } results: {
        """
        ┌───────┐
        │ loans │
        ├───────┤
        │ 0     │
        └───────┘
        """
      }
    }
  }

  @Test func snapshotsRawSQLWithMultilineCells() {
    assertQuery("SELECT name, 'line one' || char(10) || 'line two' AS note FROM authors ORDER BY id") {
      """
      SELECT name, 'line one' || char(10) || 'line two' AS note FROM authors ORDER BY id
      """
    } results: {
      """
      ┌─────────────────────┬───────────┐
      │ name                │ note      │
      ├─────────────────────┼───────────┤
      │ "Ursula K. Le Guin" │ "line one │
      │                     │ line two" │
      ├─────────────────────┼───────────┤
      │ "Frank Herbert"     │ "line one │
      │                     │ line two" │
      └─────────────────────┴───────────┘
      """
    }
  }

  @Test func noResults() {
    assertQuery("SELECT * FROM books WHERE year > ?", arguments: [2000]) {
      """
      SELECT * FROM books WHERE year > ?
      -- arguments: [2000]
      """
    } results: {
      """
      (No results)
      """
    }
  }

  @Test func anSQLErrorFailsEvenWhenItsSnapshotMatches() {
    // Recorded under the default mode, an error snapshot would otherwise pass from then on.
    withKnownIssue {
      assertQuery("SELECT missing FROM books") {
        """
        SELECT missing FROM books
        """
      } results: {
        """
        SQLite error 1: no such column: missing - while executing `SELECT missing FROM books`
        """
      }
    } matching: { issue in
      issue.description.contains("The query failed")
    }
  }

  @Test func aQueryExpectedToFailThatSucceedsFails() {
    withKnownIssue {
      assertQuery("SELECT 1 AS one", expectsError: true) {
        """
        SELECT 1 AS one
        """
      } results: {
        """
        ┌─────┐
        │ one │
        ├─────┤
        │ 1   │
        └─────┘
        """
      }
    } matching: { issue in
      issue.description.contains("expected to fail")
    }
  }

  @Test func sqlErrorIsSnapshotted() {
    assertQuery("SELECT missing FROM books", expectsError: true) {
      """
      SELECT missing FROM books
      """
    } results: {
      """
      SQLite error 1: no such column: missing - while executing `SELECT missing FROM books`
      """
    }
  }

  @Test func explicitDatabase() throws {
    let other = try DatabaseTemplate.empty.makeClone()
    assertQuery("SELECT count(*) AS tables FROM sqlite_master", in: other.queue) {
      """
      SELECT count(*) AS tables FROM sqlite_master
      """
    } results: {
      """
      ┌────────┐
      │ tables │
      ├────────┤
      │ 0      │
      └────────┘
      """
    }
  }

  @Test func mismatchFails() {
    withKnownIssue {
      withSnapshotTesting(record: .never) {
        assertQuery("SELECT count(*) AS n FROM books") {
          "SELECT count(*) AS n FROM books"
        } results: {
          "(No results)"
        }
      }
    } matching: { issue in
      issue.description.contains("Snapshot did not match") && issue.description.contains("(No results)")
    }
  }
}

@Suite struct AssertQueryWithoutDatabaseTests {
  @Test func withoutADatabaseSaysWhatToAdd() {
    withKnownIssue {
      assertQuery("SELECT 1")
    } matching: { issue in
      issue.description.contains("No test database: add `.testDatabase(…)`")
    }
  }
}
