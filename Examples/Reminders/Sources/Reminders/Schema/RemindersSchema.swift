import GRDB

/// The app's schema: its migrations, in the order they shipped.
///
/// Both the app's file database (``RemindersDatabase``) and the tests' template are built from
/// ``migrator``, so tests run on exactly the schema users have. A migration, once shipped, never
/// changes: a new need is a new migration at the end of ``migrations``.
public enum RemindersSchema {
  /// One step of the schema, by the name GRDB records in `grdb_migrations`.
  public struct Migration: Sendable {
    public let identifier: String
    let migrate: @Sendable (Database) throws -> Void
  }

  /// Every migration, oldest first.
  public static let migrations: [Migration] = [
    Migration(identifier: "createTables", migrate: createTables),
    Migration(identifier: "addManualOrder", migrate: addManualOrder),
    Migration(identifier: "addDetailSettings", migrate: addDetailSettings),
    Migration(identifier: "addSearchIndex", migrate: addSearchIndex),
    Migration(identifier: "addTagLinkCompletion", migrate: addTagLinkCompletion),
    Migration(identifier: "mergeHashTags", migrate: mergeHashTags),
  ]

  /// The migrator for every migration.
  public static var migrator: DatabaseMigrator { migrator(upTo: nil) }

  /// A migrator that stops after `lastIdentifier`, to build a database as an earlier version
  /// of the app left it.
  public static func migrator(upTo lastIdentifier: String?) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for migration in migrations {
      migrator.registerMigration(migration.identifier, migrate: migration.migrate)
      if migration.identifier == lastIdentifier { break }
    }
    return migrator
  }
}
