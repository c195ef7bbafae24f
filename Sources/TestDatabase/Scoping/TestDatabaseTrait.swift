#if canImport(Testing)
import Testing

/// A Swift Testing trait that gives each test (and each argument of a parameterised test) a
/// fresh clone of a template as ``DatabaseClone/current``.
///
/// Create it with `.testDatabase(_:)` (``TestDatabaseTrait``). On a suite it applies to every test
/// inside; on a test inside such a suite it replaces the suite's template. If the template
/// cannot be prepared, the test fails with the template's error before its body runs.
public struct TestDatabaseTrait: TestTrait, SuiteTrait, TestScoping, TestDatabaseScoping {
  /// The template each test is cloned from.
  public let template: DatabaseTemplate

  /// Runs the test case with a fresh clone bound to ``DatabaseClone/current``.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTestDatabase(template) { _ in try await function() }
  }
}

extension Trait where Self == TestDatabaseTrait {
  /// Gives each test a fresh, migrated and seeded in-memory clone of `template`.
  ///
  /// ```swift
  /// @Suite(.testDatabase(.library))
  /// struct BorrowingTests {
  ///   @Test func borrow() throws {
  ///     let database = try DatabaseClone.current
  ///     …
  ///   }
  /// }
  /// ```
  ///
  /// Costs one clone per test case (a fraction of a millisecond for a small schema), plus the
  /// template's preparation once per process.
  public static func testDatabase(_ template: DatabaseTemplate) -> Self {
    TestDatabaseTrait(template: template)
  }
}
#endif
