#if canImport(Testing)
import Testing

// The scoping rule of both test-database traits (`.testDatabase` and
// `.testDatabaseDependencies`), written once.
package protocol TestDatabaseScoping: TestTrait, SuiteTrait, TestScoping {}

extension TestDatabaseScoping {
  /// Always true: a suite's tests each get their own clone.
  public var isRecursive: Bool { true }

  /// Provides a scope per test case only: a suite itself gets no database.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }
}
#endif
