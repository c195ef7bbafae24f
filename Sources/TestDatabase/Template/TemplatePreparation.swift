import GRDB

// The one-time work behind a template: capability check, migrations, seed, foreign key check.
struct TemplatePreparation {
  enum State {
    case unprepared
    case prepared(Prepared)
    case failed(TestDatabaseError)
  }

  struct Prepared: Sendable {
    let image: DatabaseImage
    // Where clones continue the seed's clock and UUID sequence.
    let inputs: DeterministicInputs
    // Whether every migration ran, so that the per-connection setup applies.
    let schemaIsComplete: Bool
  }

  let template: DatabaseTemplate

  func run() throws(TestDatabaseError) -> Prepared {
    let inputs = DeterministicInputs(clock: template.clock, uuid: template.uuidGenerator)
    let fixture = try template.fixture.map { path throws(TestDatabaseError) in
      do {
        return try FixtureFile.image(at: path)
      } catch {
        throw .templatePreparationFailed(
          template: template.name, stage: "reading the fixture", message: "\(error)")
      }
    }
    let queue = try stage("opening the template database") {
      var configuration = DatabaseTemplate.configuration(label: "\(template.name) template")
      configuration.prepareDatabase { db in try fixture?.open(in: db) }
      let queue = try DatabaseQueue(configuration: configuration)
      queue.inDatabase { DeterministicFunctions.register(in: $0, inputs: inputs) }
      return queue
    }
    try checkRequirements(queue)
    let schemaIsComplete = try migrate(queue)
    if schemaIsComplete {
      // After migrating, since temporary triggers need the tables.
      try stage("applying the per-connection setup") {
        try queue.inDatabase { try template.setUpConnection($0, inputs: inputs, schemaIsComplete: true) }
      }
    }
    try stage("seeding") {
      try queue.writeWithoutTransaction { db in
        try db.inTransaction {
          // Deferred, so that the check below can name every violating row.
          try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
          try template.seed(db, inputs)
          try checkForeignKeys(db)
          return .commit
        }
      }
    }
    let image = try stage("copying the prepared database") {
      try queue.inDatabase { try DatabaseImage.serialize($0) }
    }
    return Prepared(image: image, inputs: inputs, schemaIsComplete: schemaIsComplete)
  }

  // Returns whether every migration ran.
  private func migrate(_ queue: DatabaseQueue) throws(TestDatabaseError) -> Bool {
    let onFixture = template.fixture.map { " on the fixture \($0)" } ?? ""
    do {
      return try MigrationRun(migrator: template.migrator, target: template.lastMigration).run(on: queue)
    } catch {
      let stage = error.migration.map { "running migration \"\($0)\"\(onFixture)" } ?? "migrating\(onFixture)"
      throw .templatePreparationFailed(template: template.name, stage: stage, message: error.message)
    }
  }

  private func checkRequirements(_ queue: DatabaseQueue) throws(TestDatabaseError) {
    let unmet = try stage("checking capabilities") {
      try queue.inDatabase { db in
        try template.requirements.compactMap { requirement in
          try requirement.unmetReason(db).map { "\(requirement) (\($0))" }
        }
      }
    }
    guard unmet.isEmpty else {
      throw .templatePreparationFailed(
        template: template.name,
        stage: "checking capabilities",
        message: "missing \(unmet.joined(separator: ", "))"
      )
    }
  }

  private func checkForeignKeys(_ db: Database) throws {
    let violations = try Array(db.foreignKeyViolations())
    guard !violations.isEmpty else { return }
    let lines = try violations.map { try $0.failureDescription(db) }
    throw ForeignKeyViolations(lines: lines)
  }

  private func stage<Value>(
    _ description: String,
    _ work: () throws -> Value
  ) throws(TestDatabaseError) -> Value {
    do {
      return try work()
    } catch let error as TestDatabaseError {
      throw error
    } catch {
      throw .templatePreparationFailed(
        template: template.name,
        stage: description,
        message: String(describing: error)
      )
    }
  }
}

private struct ForeignKeyViolations: Error, CustomStringConvertible {
  let lines: [String]
  var description: String { lines.joined(separator: "\n") }
}
