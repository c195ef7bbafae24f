import GRDB
import Testing
import TestDatabase

@Suite struct DatabaseCloneTests {
  @Test func clonesAreIndependent() throws {
    let first = try DatabaseTemplate.library.makeClone()
    let second = try DatabaseTemplate.library.makeClone()
    try first.write { db in try db.execute(sql: "DELETE FROM loans") }
    #expect(try first.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM loans") } == 0)
    #expect(try second.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM loans") } == 1)
  }

  @Test func foreignKeysAreEnforced() throws {
    let clone = try DatabaseTemplate.library.makeClone()
    #expect {
      try clone.write { db in
        try db.execute(
          sql: "INSERT INTO books (title, authorID, addedAt) VALUES (?, ?, '')",
          arguments: ["Orphan", 42]
        )
      }
    } throws: { error in
      let message = String(describing: error)
      return message.contains("FOREIGN KEY constraint failed")
        && message.contains("INSERT INTO books") && message.contains("\"Orphan\"")
    }
  }

  @Test func perConnectionSetupIsReappliedToEachClone() throws {
    let clone = try DatabaseTemplate.library.makeClone()
    let title = try clone.write { db in
      try db.execute(sql: "INSERT INTO books (title, authorID, addedAt) VALUES ('Children of Dune', 2, now())")
      return try String.fetchOne(db, sql: "SELECT title FROM lastTitle")
    }
    #expect(title == "Children of Dune")
  }

  @Test func invalidSQLIsAnErrorNamingTheSQL() throws {
    let clone = try DatabaseTemplate.library.makeClone()
    #expect {
      try clone.read { db in try Row.fetchAll(db, sql: "SELEKT * FROM books") }
    } throws: { error in
      String(describing: error).contains("SELEKT * FROM books")
    }
    #expect(try clone.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM books") } == 3)
  }

  @Test func failingSetUpOfACloneNamesTheTemplateAndTheError() {
    let template = DatabaseTemplate("fussy", migrator: DatabaseMigrator()) { _, _ in
    } prepareConnection: { db in
      if db.configuration.label?.hasSuffix("clone") == true {
        try db.execute(sql: "CREATE TEMP TRIGGER t AFTER INSERT ON nowhere BEGIN SELECT 1; END")
      }
    }
    #expect {
      try template.makeClone()
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("Could not clone test database template \"fussy\"")
        && message.contains("no such table: nowhere")
    }
  }
}
