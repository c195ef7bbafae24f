// Built only with the "Dependencies" trait; TraitRequirement.swift says what to add without it.
#if Dependencies
import Dependencies
import Dump
import GRDB

extension DependencyValues {
  /// The database an app's models read and write, reached with
  /// `@Dependency(\.defaultDatabase) var database`.
  ///
  /// Set it once at launch, before any model is created, and let a file that cannot be opened
  /// fail the launch with its error:
  ///
  /// ```swift
  /// try prepareDependencies {
  ///   $0.defaultDatabase = try AppDatabase.open(at: url)
  /// }
  /// ```
  ///
  /// In tests, give each test its own clone of a `DatabaseTemplate` with the
  /// `.testDatabaseDependencies(_:)` trait of the `TestDatabaseDependencies` library, or override
  /// it with `withDependencies { $0.defaultDatabase = … }`.
  ///
  /// Read without being set, it reports an issue that says how to set it (a test failure in
  /// tests), and answers an empty in-memory database so that the caller fails on its first
  /// query rather than crashing.
  public var defaultDatabase: any DatabaseWriter {
    get { self[DefaultDatabaseKey.self] }
    set { self[DefaultDatabaseKey.self] = newValue }
  }
}

enum DefaultDatabaseKey: DependencyKey {
  static var liveValue: any DatabaseWriter {
    reportMissingDatabase(
      """
      @Dependency(\\.defaultDatabase) was read, but no database was set. Set it at launch with \
      'prepareDependencies { $0.defaultDatabase = … }'.
      """
    )
    return UnconfiguredDatabase.make()
  }

  static var testValue: any DatabaseWriter {
    reportMissingDatabase(
      """
      @Dependency(\\.defaultDatabase) was read in a test that provides no database. Add the \
      '.testDatabaseDependencies(<template>)' trait (library TestDatabaseDependencies) to the \
      test or its suite, or use 'withTestDatabaseDependencies(<template>) { … }'.
      """
    )
    return UnconfiguredDatabase.make()
  }

  /// Fails the running test (through Dump's route, which needs no test-support library in the
  /// test target), or prints a warning in an app.
  private static func reportMissingDatabase(
    _ message: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      .fail(message, frameworks: .lookedUp)
  }
}
#endif
