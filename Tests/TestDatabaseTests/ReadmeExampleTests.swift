import GRDB
import TestDatabase
import Testing

// The README's example, kept compiling and passing here.
extension DatabaseTemplate {
  static let bookshelf = DatabaseTemplate(
    "bookshelf",
    requirements: [.jsonFunctions],
    migrator: LibrarySchema.migrator,  // the app's own migrator
    seed: { db, _ in try db.execute(sql: "INSERT INTO authors (id, name) VALUES (1, 'Le Guin')") }
  )
}

@Suite(.testDatabase(.bookshelf))  // each test gets its own migrated, seeded clone
struct BookshelfTests {
  @Test func addingABook() throws {
    let database = try DatabaseClone.current
    try assertChanges {
      try database.write { db in
        try db.execute(sql: "INSERT INTO books (title, authorID, addedAt) VALUES ('Tehanu', 1, now())")
      }
    } changes: {
      """
      + books(id: 1, title: "Tehanu", authorID: 1, year: NULL, addedAt: "2026-01-01 00:00:00.000")
      """
    }
    assertQuery(Table("books").select(Column("title")).filter(Column("authorID") == 1)) {
      """
      SELECT "title" FROM "books" WHERE "authorID" = ?
      -- arguments: [1]
      """
    } results: {
      """
      ┌──────────┐
      │ title    │
      ├──────────┤
      │ "Tehanu" │
      └──────────┘
      """
    }
  }
}

// The README's migration test.
@Test(.testDatabase(.libraryV2.migrated(upTo: "create loans")))
func sortTitlesAreFilledFromExistingBooks() throws {
  let database = try DatabaseClone.current
  try database.write { db in
    try db.execute(sql: """
      INSERT INTO authors (id, name) VALUES (1, 'Ursula K. Le Guin');
      INSERT INTO books (id, title, authorID, addedAt) VALUES (1, 'The Dispossessed', 1, '');
      """)
  }
  try assertChanges {
    try database.migrate()  // the migrations after "create loans"
  } changes: {
    """
      books(id: 1)
    -   sortTitle: NULL
    +   sortTitle: "the dispossessed"
    """
  }
}
