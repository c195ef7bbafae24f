// Built only with the "Dependencies" trait; TraitRequirement.swift says what to add without it.
#if Dependencies
import GRDB

/// The stand-in answered when no database was set: empty, so the first query fails with
/// "no such table" after the issue that explains what to set.
enum UnconfiguredDatabase {
  static func make() -> any DatabaseWriter {
    var configuration = Configuration()
    configuration.label = "unconfigured defaultDatabase"
    do {
      return try DatabaseQueue(configuration: configuration)
    } catch {
      // Nothing a user or a file controls: SQLite fails to open memory only when it has none.
      preconditionFailure("SQLite could not open an in-memory database: \(error)")
    }
  }
}
#endif
