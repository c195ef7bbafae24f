import GRDB
import TestDatabase

// The template the README's migration test names: in a user's package, the app's own
// migrator, whose second version adds "add sortTitle" after "create loans".
extension DatabaseTemplate {
  static let libraryV2 = DatabaseTemplate(
    "library v2", migrator: libraryV2Migrator, seed: { _, _ in })

  private static var libraryV2Migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("create authors") { db in
      try db.execute(sql: "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    }
    migrator.registerMigration("create books") { db in
      try db.execute(
        sql: """
          CREATE TABLE books (
            id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            authorID INTEGER NOT NULL REFERENCES authors(id),
            addedAt TEXT NOT NULL
          )
          """)
    }
    migrator.registerMigration("create loans") { db in
      try db.execute(
        sql: "CREATE TABLE loans (code TEXT PRIMARY KEY, bookID INTEGER NOT NULL REFERENCES books(id))")
    }
    migrator.registerMigration("add sortTitle") { db in
      try db.execute(
        sql: """
          ALTER TABLE books ADD COLUMN sortTitle TEXT NOT NULL DEFAULT '';
          UPDATE books SET sortTitle = lower(title);
          """)
    }
    return migrator
  }
}
