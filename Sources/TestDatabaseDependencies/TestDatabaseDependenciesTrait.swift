#if canImport(Testing) && Dependencies
import Dependencies
import TestDatabase
import Testing

/// A Swift Testing trait that gives each test a fresh clone of a template, wired into
/// `@Dependency(\.defaultDatabase)`, `@Dependency(\.date)` and `@Dependency(\.uuid)`.
///
/// Create it with `.testDatabaseDependencies(_:_:)` (``TestDatabaseDependenciesTrait``). It does
/// what `.testDatabase(_:)` does (the clone is `DatabaseClone.current`) and also overrides the
/// dependencies, so that models created in the test use the test's own database and clock.
public struct TestDatabaseDependenciesTrait: TestTrait, SuiteTrait, TestScoping, TestDatabaseScoping {
  /// The template each test is cloned from.
  public let template: DatabaseTemplate

  let updateValues: @Sendable (inout DependencyValues) throws -> Void

  /// Runs the test case with a fresh clone wired into the dependencies.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTestDatabaseDependencies(template, updateValues) {
      try await function()
    }
  }
}

extension Trait where Self == TestDatabaseDependenciesTrait {
  /// Gives each test a fresh clone of `template` as its `defaultDatabase`, with the clone's
  /// clock as `date` and its UUID sequence as `uuid`.
  ///
  /// ```swift
  /// @Suite(.testDatabaseDependencies(.app) { $0.timeZone = TimeZone(identifier: "UTC")! })
  /// @MainActor
  /// struct ListsModelTests {
  ///   @Test func addingAList() throws {
  ///     let model = ListsModel()  // reads @Dependency(\.defaultDatabase)
  ///     try model.add(title: "Groceries")
  ///     assertQuery("SELECT title FROM lists")
  ///   }
  /// }
  /// ```
  ///
  /// Costs one clone per test case (a fraction of a millisecond for a small schema), plus the
  /// template's preparation once per process.
  ///
  /// - Parameters:
  ///   - template: The template to clone.
  ///   - updateValues: Further overrides, such as the time zone, applied after the database,
  ///     date and UUID ones.
  public static func testDatabaseDependencies(
    _ template: DatabaseTemplate,
    _ updateValues: @escaping @Sendable (inout DependencyValues) throws -> Void = { _ in }
  ) -> Self {
    TestDatabaseDependenciesTrait(template: template, updateValues: updateValues)
  }
}
#endif
