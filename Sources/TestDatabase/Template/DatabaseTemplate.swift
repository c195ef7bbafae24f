import Dump
import GRDB

/// A database described once (schema, seed, per-connection setup), prepared once per process,
/// and cloned for every test.
///
/// Declare one template per schema, as a static property so that all tests share its
/// preparation:
///
/// ```swift
/// extension DatabaseTemplate {
///   static let library = DatabaseTemplate(
///     "library",
///     requirements: [.jsonFunctions],
///     migrator: LibrarySchema.migrator,
///     seed: { db, inputs in try LibrarySchema.seed(db, now: inputs.now()) }
///   )
/// }
/// ```
///
/// Nothing happens at creation. The first test that asks for a clone prepares the template:
/// it checks the ``requirements``, runs each migration, seeds inside one transaction, and checks
/// foreign keys. Tests that arrive meanwhile wait; a failure is remembered and reported to every
/// test that uses the template. After that, each clone is an in-memory copy of the prepared
/// pages (see ``makeClone()``), which costs a fraction of a millisecond for a small schema.
///
/// A template can also stop at a named migration, or start from a fixture file, to test
/// migrations: see <doc:TestingMigrations>, ``migrated(upTo:)`` and ``startingFrom(fixture:)``.
public final class DatabaseTemplate: Sendable {
  /// The name that failure messages use.
  public let name: String

  /// The capabilities checked before migrating.
  public let requirements: [DatabaseRequirement]

  /// The clock the seed reads; each clone continues its readings.
  public let clock: DatabaseClock

  /// The UUID generator the seed starts from; each clone continues its sequence.
  public let uuidGenerator: DatabaseUUIDGenerator

  /// The fixture file the template starts from, if any: a path to an SQLite database.
  public let fixture: String?

  /// The last migration the template applies, or nil for all of them.
  public let lastMigration: String?

  let migrator: DatabaseMigrator
  let seed: @Sendable (Database, DeterministicInputs) throws -> Void
  let prepareConnection: @Sendable (Database) throws -> Void
  let preparation = Locked<TemplatePreparation.State>(.unprepared)
  // The templates derived from this one, made once each so that each is prepared once.
  let derived = Locked<[String: DatabaseTemplate]>([:])

  /// Describes a template. Cheap: the work happens on first use.
  ///
  /// - Parameters:
  ///   - name: A name for failure messages.
  ///   - requirements: Capabilities checked before migrating, such as ``DatabaseRequirement/jsonFunctions``.
  ///   - clock: The clock of the seed, of `now()`, and of ``DeterministicInputs/now()``.
  ///     Defaults to a fixed date, 2026-01-01 00:00:00 UTC.
  ///   - uuid: The UUID generator of the seed, of `uuid()`, and of ``DeterministicInputs/uuid()``.
  ///   - fixture: The path of an SQLite database file to start from instead of an empty
  ///     database, such as a file your app's first version wrote, kept in `Fixtures/`. It is
  ///     read once and never written; its migrations then run forward.
  ///   - migrator: The application's migrator, the same one production uses.
  ///   - lastMigration: The last migration to apply, to test the ones after it (see
  ///     ``DatabaseClone/migrate(upTo:)``). Defaults to nil: every migration.
  ///   - seed: Inserts the rows every test starts with. It runs once, in one transaction, with
  ///     foreign keys checked at its end.
  ///   - prepareConnection: Per-connection setup (SQL functions, temporary triggers, pragmas),
  ///     applied to the template once every migration has run, and again to every clone, since
  ///     a copy of the pages has none of it. Migrations see only `now()` and `uuid()`.
  public init(
    _ name: String,
    fixture: String? = nil,
    requirements: [DatabaseRequirement] = [],
    clock: DatabaseClock = .january2026,
    uuid: DatabaseUUIDGenerator = .incrementing,
    migrator: DatabaseMigrator,
    upTo lastMigration: String? = nil,
    seed: @escaping @Sendable (Database, DeterministicInputs) throws -> Void = { _, _ in },
    prepareConnection: @escaping @Sendable (Database) throws -> Void = { _ in }
  ) {
    self.name = name
    self.fixture = fixture
    self.lastMigration = lastMigration
    self.requirements = requirements
    self.clock = clock
    self.uuidGenerator = uuid
    self.migrator = migrator
    self.seed = seed
    self.prepareConnection = prepareConnection
  }

  /// Prepares the template now, if no test has yet, and throws its preparation error if any.
  ///
  /// Tests do not need it; call it to fail fast, or to keep preparation out of a measurement.
  public func prepare() throws(TestDatabaseError) {
    _ = try prepared()
  }

  func prepared() throws(TestDatabaseError) -> TemplatePreparation.Prepared {
    try preparation.withLock { state -> Result<TemplatePreparation.Prepared, TestDatabaseError> in
      switch state {
      case .prepared(let prepared):
        return .success(prepared)
      case .failed(let error):
        return .failure(error)
      case .unprepared:
        let result = Result { () throws(TestDatabaseError) in
          try TemplatePreparation(template: self).run()
        }
        switch result {
        case .success(let prepared): state = .prepared(prepared)
        case .failure(let error): state = .failed(error)
        }
        return result
      }
    }
    .get()
  }

  // Applied after the pages are copied, since temporary triggers need the tables; the app's
  // own setup only once the schema is complete, since it is written for that schema.
  func setUpConnection(_ db: Database, inputs: DeterministicInputs, schemaIsComplete: Bool) throws {
    if schemaIsComplete { try prepareConnection(db) }
    DeterministicFunctions.register(in: db, inputs: inputs)
  }

  static func configuration(label: String) -> Configuration {
    var configuration = Configuration()
    configuration.label = label
    configuration.foreignKeysEnabled = true
    // Error messages then show the arguments of the failing statement.
    configuration.publicStatementArguments = true
    return configuration
  }
}
