import GRDB

/// Runs a migrator's migrations on a database, one at a time, up to a named one, so that a
/// failure names the migration; checks first what GRDB would stop the process for.
struct MigrationRun {
  /// Why migrations could not run, and which migration failed, if one did.
  struct Failure: Error {
    let migration: String?
    let message: String
  }

  let migrator: DatabaseMigrator
  /// The last migration to apply, or nil for all of them.
  let target: String?

  /// The migrations up to the target, in order.
  func plannedMigrations() throws(Failure) -> [String] {
    let all = migrator.migrations
    guard let target else { return all }
    guard let index = all.firstIndex(of: target) else {
      throw Failure(
        migration: target,
        message: "no migration is named \"\(target)\"; the migrator has \(Self.list(all))"
      )
    }
    return Array(all[...index])
  }

  /// Applies what is missing up to the target.
  ///
  /// - Returns: Whether every migration of the migrator is now applied.
  @discardableResult
  func run(on queue: DatabaseQueue) throws(Failure) -> Bool {
    let planned = try plannedMigrations()
    let applied: Set<String>
    do {
      applied = try queue.read { try migrator.appliedIdentifiers($0) }
    } catch {
      throw Failure(migration: nil, message: "could not read grdb_migrations: \(error)")
    }
    let unknown = applied.subtracting(migrator.migrations).sorted()
    guard unknown.isEmpty else {
      throw Failure(
        migration: nil,
        message: "the database was migrated by a newer schema: unknown migrations \(Self.list(unknown))"
      )
    }
    let beyond = migrator.migrations.dropFirst(planned.count).filter(applied.contains)
    guard beyond.isEmpty else {
      throw Failure(
        migration: target,
        message: "the database is already migrated beyond it, by \(Self.list(Array(beyond)))"
      )
    }
    for identifier in planned where !applied.contains(identifier) {
      do {
        try migrator.migrate(queue, upTo: identifier)
      } catch {
        throw Failure(migration: identifier, message: String(describing: error))
      }
    }
    return planned.count == migrator.migrations.count
  }

  private static func list(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
