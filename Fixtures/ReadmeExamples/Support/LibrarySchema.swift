import GRDB

/// The app's schema that the README's TestDatabase example names: in a user's package it is
/// the app's own migrator, the one production uses.
enum LibrarySchema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("Create authors and books") { db in
      try db.create(table: "authors") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull()
      }
      try db.create(table: "books") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("title", .text).notNull()
        table.column("authorID", .integer).notNull().references("authors")
        table.column("year", .integer)
        table.column("addedAt", .datetime).notNull()
      }
    }
    return migrator
  }
}
