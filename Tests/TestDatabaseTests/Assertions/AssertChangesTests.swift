import GRDB
import InlineSnapshot
import Testing
import TestDatabase

@Suite(.testDatabase(.library))
struct AssertChangesTests {
  @Test func snapshotsInsertsUpdatesAndDeletes() throws {
    let database = try DatabaseClone.current
    try assertChanges {
      try database.write { db in
        try db.execute(sql: """
          UPDATE books SET year = 1969 WHERE id = 1;
          DELETE FROM loans;
          INSERT INTO authors (name) VALUES ('Octavia E. Butler');
          """)
      }
    } changes: {
      """
      + authors(id: 3, name: "Octavia E. Butler")
        books(id: 1)
      -   year: 1968
      +   year: 1969
      - loans(code: "00000000-0000-0000-0000-000000000001", bookID: 3, borrower: "Ada")
      """
    }
  }

  @Test func worksInsideAWrite() throws {
    try DatabaseClone.current.write { db in
      try assertChanges {
        try db.execute(sql: "UPDATE books SET year = 1969 WHERE id = 1")
      } changes: {
        """
          books(id: 1)
        -   year: 1968
        +   year: 1969
        """
      }
    }
  }

  @Test func noChanges() throws {
    let database = try DatabaseClone.current
    try assertChanges {
      try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books") }
    } changes: {
      """
      (No changes)
      """
    }
  }

  @Test func cascadesAppear() async throws {
    let database = try DatabaseClone.current
    try await assertChanges {
      try await database.queue.write { db in
        try db.execute(sql: "DELETE FROM loans; DELETE FROM authors WHERE id = 2")
      }
    } changes: {
      """
      - authors(id: 2, name: "Frank Herbert")
      - books(id: 3, title: "Dune", authorID: 2, year: 1965, addedAt: "2026-01-01 00:00:00.000")
      - loans(code: "00000000-0000-0000-0000-000000000001", bookID: 3, borrower: "Ada")
      """
    }
  }

  @Test func throwingActionRethrows() throws {
    let database = try DatabaseClone.current
    #expect(throws: DatabaseError.self) {
      try assertChanges {
        try database.write { try $0.execute(sql: "INSERT INTO books (title) VALUES ('No author')") }
      } changes: {
        "(No changes)"
      }
    }
  }

  @Test func unexpectedChangeFails() throws {
    let database = try DatabaseClone.current
    try withKnownIssue {
      try withSnapshotTesting(record: .never) {
        try assertChanges {
          try database.write { try $0.execute(sql: "UPDATE authors SET name = 'F. Herbert' WHERE id = 2") }
        } changes: {
          "(No changes)"
        }
      }
    } matching: { issue in
      issue.description.contains("+   name: \"F. Herbert\"")
    }
  }
}
