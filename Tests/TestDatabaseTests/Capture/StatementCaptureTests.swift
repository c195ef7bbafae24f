import GRDB
import InlineSnapshot
import Testing
import TestDatabase

@Suite(.testDatabase(.library))
struct StatementCaptureTests {
  @Test func capturesStatementsInOrderWithArguments() throws {
    let database = try DatabaseClone.current
    let capture = try database.captureStatements {
      try database.write { db in
        try db.execute(sql: "UPDATE books SET year = ? WHERE id = ?", arguments: [1969, 1])
        return try String.fetchAll(db, sql: "SELECT title FROM books WHERE year > ?", arguments: [1966])
      }
    }
    #expect(capture.result == ["A Wizard of Earthsea", "The Dispossessed"])
    #expect(capture.statements.map(\.sql) == [
      "UPDATE books SET year = ? WHERE id = ?",
      "SELECT title FROM books WHERE year > ?",
    ])
    #expect(capture.transcript == """
      UPDATE books SET year = 1969 WHERE id = 1
      SELECT title FROM books WHERE year > 1966
      """)
  }

  @Test func loadingAScreenTakesOneStatement() throws {
    let database = try DatabaseClone.current
    let capture = try database.captureStatements {
      try database.read { db in
        try Row.fetchAll(db, sql: """
          SELECT authors.name, count(books.id) AS bookCount
          FROM authors LEFT JOIN books ON books.authorID = authors.id
          GROUP BY authors.id ORDER BY authors.name
          """)
      }
    }
    #expect(capture.result.count == 2)
    assertInlineSnapshot(of: capture.transcript, as: .lines) {
      """
      SELECT authors.name, count(books.id) AS bookCount
      FROM authors LEFT JOIN books ON books.authorID = authors.id
      GROUP BY authors.id ORDER BY authors.name
      """
    }
  }

  @Test func assertStatementsSnapshotsTheTranscript() throws {
    let database = try DatabaseClone.current
    let titles = try assertStatements {
      try database.write { db in
        try db.execute(sql: "UPDATE books SET year = ? WHERE id = ?", arguments: [1969, 1])
        return try String.fetchAll(db, sql: "SELECT title FROM books WHERE year < ? ORDER BY id", arguments: [1970])
      }
    } statements: {
      """
      UPDATE books SET year = 1969 WHERE id = 1
      SELECT title FROM books WHERE year < 1970 ORDER BY id
      """
    }
    #expect(titles == ["A Wizard of Earthsea", "Dune"])
  }

  @Test func assertStatementsWorksInsideAWrite() throws {
    try DatabaseClone.current.write { db in
      try assertStatements {
        try db.execute(sql: "UPDATE books SET year = 1969 WHERE id = 1")
      } statements: {
        """
        UPDATE books SET year = 1969 WHERE id = 1
        """
      }
    }
  }

  @Test func bookkeepingIsKeptOnRequest() throws {
    let database = try DatabaseClone.current
    let capture = try database.captureStatements(including: .bookkeeping) {
      try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books") }
    }
    #expect(capture.statements.map(\.sql).contains("SELECT count(*) FROM books"))
    #expect(capture.statements.contains { $0.isBookkeeping })
  }

  @Test func aFreshCloneShowsOnlyTheQueryOfARequest() throws {
    let database = try DatabaseClone.current
    let capture = try database.captureStatements {
      try database.read { try Table("books").fetchAll($0) }
    }
    #expect(capture.statements.map(\.sql) == [#"SELECT * FROM "books""#])
  }

  @Test func triggersAreLeftOutUnlessAskedFor() throws {
    let database = try DatabaseClone.current
    let insert = "INSERT INTO books (title, authorID, addedAt) VALUES ('Tehanu', 1, now())"
    let issued = try database.captureStatements {
      try database.write { try $0.execute(sql: insert) }
    }
    #expect(issued.statements.map(\.sql) == [insert])
    let withTriggers = try database.captureStatements(including: .triggers) {
      try database.write { try $0.execute(sql: insert) }
    }
    #expect(withTriggers.statements.map(\.sql) == [
      insert,
      "-- TRIGGER rememberLastTitle",
      "-- DELETE FROM lastTitle",
      "-- INSERT INTO lastTitle VALUES (NEW.title)",
    ])
  }

  @Test func aCascadingDeleteIsOneStatement() throws {
    let database = try DatabaseClone.current
    try assertStatements {
      try database.write { try $0.execute(sql: "DELETE FROM authors WHERE id = ?", arguments: [1]) }
    } statements: {
      """
      DELETE FROM authors WHERE id = 1
      """
    }
    try database.write { try $0.execute(sql: "INSERT INTO authors (id, name) VALUES (3, 'Tove Jansson')") }
    try assertStatements(including: .triggers) {
      try database.write { try $0.execute(sql: "DELETE FROM authors WHERE id = ?", arguments: [3]) }
    } statements: {
      """
      DELETE FROM authors WHERE id = 3
      -- FOREIGN KEY ACTION
      """
    }
  }

  @Test func aStatementRunTwiceShowsTwice() throws {
    let database = try DatabaseClone.current
    let capture = try database.captureStatements {
      try database.write { db in
        for id in [1, 2] {
          try db.execute(sql: "UPDATE books SET year = year + 1 WHERE id = ?", arguments: [id])
        }
      }
    }
    #expect(capture.transcript == """
      UPDATE books SET year = year + 1 WHERE id = 1
      UPDATE books SET year = year + 1 WHERE id = 2
      """)
  }

  @Test func virtualTableInternalsAreLeftOutUnlessAskedFor() throws {
    let database = try DatabaseClone.current
    try database.write { try $0.execute(sql: "CREATE VIRTUAL TABLE notes USING fts5(body)") }
    let insert = "INSERT INTO notes (rowid, body) VALUES (1, 'winter')"
    try assertStatements {
      try database.write { try $0.execute(sql: insert) }
    } statements: {
      """
      INSERT INTO notes (rowid, body) VALUES (1, 'winter')
      """
    }
    let everything = try database.captureStatements(including: .virtualTableInternals) {
      try database.write { try $0.execute(sql: "INSERT INTO notes (rowid, body) VALUES (2, 'spring')") }
    }
    let internals = everything.statements.filter { $0.kind == .virtualTableInternal }
    #expect(!internals.isEmpty)
    #expect(internals.allSatisfy { $0.sql.contains("notes_") || $0.sql.contains("data_version") })
  }

  @Test func capturesNest() throws {
    let database = try DatabaseClone.current
    let outer = try database.captureStatements {
      try database.read { _ = try Int.fetchOne($0, sql: "SELECT 1") }
      let inner = try database.captureStatements {
        try database.read { _ = try Int.fetchOne($0, sql: "SELECT 2") }
      }
      #expect(inner.statements.map(\.sql) == ["SELECT 2"])
      try database.read { _ = try Int.fetchOne($0, sql: "SELECT 3") }
    }
    #expect(outer.statements.map(\.sql) == ["SELECT 1", "SELECT 2", "SELECT 3"])
  }

  @Test func aPrefetchingQuerySnapshotKeepsTheOuterCaptureGoing() throws {
    let database = try DatabaseClone.current
    let authors = Table("authors")
    let request = authors.including(all: authors.hasMany(Table("books")))
    let outer = try database.captureStatements {
      _ = try database.read { db in QuerySnapshot(request, in: db) }
      try database.read { _ = try Int.fetchOne($0, sql: "SELECT 42") }
    }
    #expect(outer.statements.last?.sql == "SELECT 42")
  }

  @Test func captureStopsAfterTheAction() async throws {
    let database = try DatabaseClone.current
    let capture = try await database.captureStatements {
      try await database.queue.read { try Int.fetchOne($0, sql: "SELECT 1") }
    }
    try database.read { _ = try Int.fetchOne($0, sql: "SELECT 2") }
    #expect(capture.statements.map(\.sql) == ["SELECT 1"])
  }

  @Test(arguments: [
    ("BEGIN DEFERRED TRANSACTION", true),
    ("PRAGMA main.table_xinfo(\"books\")", true),
    ("SELECT * FROM sqlite_master LIMIT 1", true),
    ("SELECT * FROM books", false),
    ("PRAGMA query_only = 1", true),
    ("PRAGMA foreign_keys", false),
    ("PRAGMA database_list", true),
    ("PRAGMA schema_version", true),
    ("PRAGMA library.table_info(\"books\")", true),
  ])
  func classifiesBookkeeping(sql: String, isBookkeeping: Bool) {
    #expect(CapturedStatement(sql: sql, expandedSQL: sql).isBookkeeping == isBookkeeping)
  }
}
