import GRDB

extension DatabaseTemplate {
  /// This template's schema as it was after `migration`, without the seed, to test the
  /// migrations that follow it.
  ///
  /// Insert rows in the old shape, then run the rest with ``DatabaseClone/migrate(upTo:)``:
  ///
  /// ```swift
  /// @Test(.testDatabase(.library.migrated(upTo: "createBooks")))
  /// func addingLoansKeepsBooks() throws {
  ///   let database = try DatabaseClone.current
  ///   try database.write { try $0.execute(sql: "INSERT INTO books (title) VALUES ('Dune')") }
  ///   try assertChanges { try database.migrate() } changes: { … }
  /// }
  /// ```
  ///
  /// The same name returns the same template, so it is prepared once per process. The
  /// per-connection setup, written for the complete schema, is applied once a clone has run
  /// every migration.
  public func migrated(upTo migration: String) -> DatabaseTemplate {
    derivedTemplate(key: "upTo:\(migration)") {
      DatabaseTemplate(
        "\(name) up to \(migration)", fixture: fixture, requirements: requirements,
        clock: clock, uuid: uuidGenerator, migrator: migrator, upTo: migration,
        prepareConnection: prepareConnection
      )
    }
  }

  /// This template's migrations run on a copy of the database file at `path`, without the seed.
  ///
  /// The file (an old version of your app's database, kept in your `Fixtures/`) is read once
  /// and never written. A file that is not a database, that a newer schema migrated, or on
  /// which a migration fails, fails every test that uses the template, naming the file and the
  /// migration.
  ///
  /// The same path returns the same template, so it is prepared once per process.
  public func startingFrom(fixture path: String) -> DatabaseTemplate {
    derivedTemplate(key: "fixture:\(path)") {
      let file = path.split(separator: "/").last.map(String.init) ?? path
      return DatabaseTemplate(
        "\(name) from \(file)", fixture: path, requirements: requirements,
        clock: clock, uuid: uuidGenerator, migrator: migrator, upTo: lastMigration,
        prepareConnection: prepareConnection
      )
    }
  }

  private func derivedTemplate(key: String, make: () -> DatabaseTemplate) -> DatabaseTemplate {
    derived.withLock { templates in
      if let template = templates[key] { return template }
      let template = make()
      templates[key] = template
      return template
    }
  }
}

extension DatabaseClone {
  /// Runs the migrations this clone's template stopped before: all of them, or up to
  /// `migration` included.
  ///
  /// Use it with a template from ``DatabaseTemplate/migrated(upTo:)`` or
  /// ``DatabaseTemplate/startingFrom(fixture:)``, after inserting rows in the old shape; wrap it
  /// in `assertChanges` to see what the migrations did to them. When the last migration has
  /// run, the template's per-connection setup is applied.
  ///
  /// - Throws: ``TestDatabaseError/migrationFailed(template:migration:message:)``, naming the
  ///   migration that failed, an unknown migration name, or a clone already migrated further.
  public func migrate(upTo migration: String? = nil) throws(TestDatabaseError) {
    let run = MigrationRun(migrator: template.migrator, target: migration)
    do {
      let wasComplete = try queue.read { try template.migrator.hasCompletedMigrations($0) }
      if try run.run(on: queue), !wasComplete {
        try queue.inDatabase { try template.prepareConnection($0) }
      }
    } catch let failure as MigrationRun.Failure {
      throw .migrationFailed(template: template.name, migration: failure.migration, message: failure.message)
    } catch {
      throw .migrationFailed(template: template.name, migration: nil, message: String(describing: error))
    }
  }
}
