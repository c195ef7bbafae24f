import GRDB
import InlineSnapshot
import Testing
import TestDatabase

@Suite(.testDatabase(.library))
struct AssertSchemaTests {
  @Test func snapshotsTheLibrarySchema() throws {
    try assertSchema {
      """
      TABLE authors
        id INTEGER PRIMARY KEY
        name TEXT NOT NULL
        UNIQUE (name)
      TABLE books
        id INTEGER PRIMARY KEY
        title TEXT NOT NULL
        authorID INTEGER NOT NULL
        year INTEGER
        addedAt TEXT NOT NULL
        FOREIGN KEY (authorID) REFERENCES authors (id) ON DELETE CASCADE
        INDEX books_author (authorID)
      TABLE loans
        code TEXT PRIMARY KEY
        bookID INTEGER NOT NULL
        borrower TEXT NOT NULL
        FOREIGN KEY (bookID) REFERENCES books (id)
      """
    }
  }

  @Test func describesEveryKindOfObject() throws {
    let database = try DatabaseClone.current
    try database.write { db in
      try db.execute(sql: """
        CREATE TABLE shelves (
          room TEXT NOT NULL,
          number INTEGER NOT NULL,
          label TEXT COLLATE NOCASE DEFAULT 'unnamed',
          labelLength INTEGER GENERATED ALWAYS AS (length(label)) STORED,
          PRIMARY KEY (room, number)
        ) WITHOUT ROWID;
        CREATE TABLE placements (
          bookID INTEGER NOT NULL REFERENCES books(id) ON UPDATE CASCADE,
          room TEXT, number INTEGER,
          FOREIGN KEY (room, number) REFERENCES shelves (room, number) ON DELETE SET NULL,
          UNIQUE (bookID)
        );
        CREATE INDEX placements_unshelved ON placements(bookID) WHERE room IS NULL;
        CREATE VIEW recentBooks AS
          SELECT title
          FROM books
          WHERE year > 1970;
        CREATE VIRTUAL TABLE notes USING fts5(body);
        """)
    }
    try assertSchema(excludingTables: ["grdb_migrations", "authors", "books", "loans"]) {
      """
      VIRTUAL TABLE notes
        CREATE VIRTUAL TABLE notes USING fts5(body)
      TABLE placements
        bookID INTEGER NOT NULL
        room TEXT
        number INTEGER
        FOREIGN KEY (room, number) REFERENCES shelves (room, number) ON DELETE SET NULL
        FOREIGN KEY (bookID) REFERENCES books (id) ON UPDATE CASCADE
        INDEX placements_unshelved (bookID) WHERE room IS NULL
        UNIQUE (bookID)
      TABLE shelves WITHOUT ROWID
        room TEXT NOT NULL
        number INTEGER NOT NULL
        label TEXT COLLATE NOCASE DEFAULT 'unnamed'
        labelLength INTEGER GENERATED STORED
        PRIMARY KEY (room, number)
      VIEW recentBooks
        CREATE VIEW recentBooks AS
        SELECT title
        FROM books
        WHERE year > 1970
      """
    }
  }

  @Test func aChangedSchemaFailsWithItsDiff() throws {
    let database = try DatabaseClone.current
    try database.write { try $0.execute(sql: "ALTER TABLE loans ADD COLUMN dueAt TEXT") }
    try withKnownIssue {
      try withSnapshotTesting(record: .never) {
        try assertSchema(excludingTables: ["grdb_migrations", "authors", "books"]) {
          """
          TABLE loans
            code TEXT PRIMARY KEY
            bookID INTEGER NOT NULL
            borrower TEXT NOT NULL
            FOREIGN KEY (bookID) REFERENCES books (id)
          """
        }
      }
    } matching: { issue in
      issue.description.contains("Snapshot did not match") && issue.description.contains("+  dueAt TEXT")
    }
  }
}
