/// Why a test could not get its database, or why an assertion could not run.
///
/// Each message says what went wrong and, where there is one, what to change.
public enum TestDatabaseError: Error, Equatable, CustomStringConvertible {
  /// The code asked for the current test database outside any scope that provides one.
  case noTestDatabase

  /// The template could not be prepared. Every test that uses it gets this same error.
  ///
  /// - Parameters:
  ///   - template: The template's name.
  ///   - stage: What was being done: checking capabilities, running a named migration, seeding…
  ///   - message: The underlying error, with its SQL and arguments when SQLite gave them.
  case templatePreparationFailed(template: String, stage: String, message: String)

  /// A clone of a prepared template could not be made.
  case cloneFailed(template: String, message: String)

  /// A clone's migrations could not run (``DatabaseClone/migrate(upTo:)``).
  ///
  /// - Parameters:
  ///   - template: The template's name.
  ///   - migration: The migration that failed or was asked for, if one was.
  ///   - message: What went wrong, with the SQL and arguments when SQLite gave them.
  case migrationFailed(template: String, migration: String?, message: String)

  /// A value observation did not deliver a matching value in time.
  case observationTimedOut(seconds: Double, lastValue: String?)

  public var description: String {
    switch self {
    case .noTestDatabase:
      return """
        No test database: add `.testDatabase(…)` to the test or suite, or wrap the code in \
        `withTestDatabase(…) { … }`. If the test has one, this code runs where it does not \
        reach: `Task.detached`, or a thread of its own, does not inherit the test's task-local \
        `DatabaseClone.current`; read it before and pass the clone (or its `queue`) in.
        """
    case let .templatePreparationFailed(template, stage, message):
      return "Test database template \"\(template)\" failed while \(stage): \(message)"
    case let .cloneFailed(template, message):
      return "Could not clone test database template \"\(template)\": \(message)"
    case let .migrationFailed(template, migration, message):
      let at = migration.map { " at migration \"\($0)\"" } ?? ""
      return "Migrating a clone of test database template \"\(template)\" failed\(at): \(message)"
    case let .observationTimedOut(seconds, lastValue):
      let last = lastValue.map { "the last value was \($0)" } ?? "no value was delivered"
      return "No matching value was observed within \(seconds) seconds; \(last)."
    }
  }
}
