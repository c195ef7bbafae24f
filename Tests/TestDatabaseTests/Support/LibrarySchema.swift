import Foundation
import GRDB
import TestDatabase

// A small schema of the tests' own: authors, books, loans.
enum LibrarySchema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("create authors") { db in
      try db.execute(sql: """
        CREATE TABLE authors (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE
        )
        """)
    }
    migrator.registerMigration("create books") { db in
      try db.execute(sql: """
        CREATE TABLE books (
          id INTEGER PRIMARY KEY,
          title TEXT NOT NULL,
          authorID INTEGER NOT NULL REFERENCES authors(id) ON DELETE CASCADE,
          year INTEGER,
          addedAt TEXT NOT NULL
        );
        CREATE INDEX books_author ON books(authorID);
        """)
    }
    migrator.registerMigration("create loans") { db in
      try db.execute(sql: """
        CREATE TABLE loans (
          code TEXT PRIMARY KEY,
          bookID INTEGER NOT NULL REFERENCES books(id),
          borrower TEXT NOT NULL
        )
        """)
    }
    return migrator
  }

  // The second version: books gain a lower-cased title to sort by, filled from the titles.
  static var migratorV2: DatabaseMigrator {
    var migrator = migrator
    migrator.registerMigration("add sortTitle") { db in
      try db.execute(sql: """
        ALTER TABLE books ADD COLUMN sortTitle TEXT NOT NULL DEFAULT '';
        UPDATE books SET sortTitle = lower(title);
        """)
    }
    return migrator
  }

  static func seed(_ db: Database, _ inputs: DeterministicInputs) throws {
    let now = inputs.now()
    try db.execute(
      sql: """
        INSERT INTO authors (id, name) VALUES (1, 'Ursula K. Le Guin'), (2, 'Frank Herbert');
        INSERT INTO books (id, title, authorID, year, addedAt) VALUES
          (1, 'A Wizard of Earthsea', 1, 1968, ?),
          (2, 'The Dispossessed', 1, 1974, ?),
          (3, 'Dune', 2, 1965, ?);
        INSERT INTO loans (code, bookID, borrower) VALUES (?, 3, 'Ada');
        """,
      arguments: [now, now, now, inputs.uuid().uuidString.lowercased()]
    )
  }

  static func keepLastTitle(_ db: Database) throws {
    try db.execute(sql: "CREATE TEMP TABLE lastTitle (title TEXT)")
    try db.execute(sql: """
      CREATE TEMP TRIGGER rememberLastTitle AFTER INSERT ON books
      BEGIN
        DELETE FROM lastTitle;
        INSERT INTO lastTitle VALUES (NEW.title);
      END
      """)
  }
}

extension DatabaseTemplate {
  static let library = DatabaseTemplate(
    "library",
    requirements: [.sqliteVersion(atLeast: "3.35.0"), .jsonFunctions],
    migrator: LibrarySchema.migrator,
    seed: LibrarySchema.seed,
    prepareConnection: LibrarySchema.keepLastTitle
  )

  static let libraryV2 = DatabaseTemplate(
    "library v2",
    migrator: LibrarySchema.migratorV2,
    seed: LibrarySchema.seed
  )
}
