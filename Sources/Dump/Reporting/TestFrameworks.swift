/// The calls that fail a test in Swift Testing and XCTest, for ``TestFailure`` to choose from.
///
/// Dump links neither framework, so that it stays usable in app code. A test-only module that
/// links them passes values of its own (InlineSnapshot's `linked`) and exports them through a
/// ``TestFrameworksExport``; Dump's expectations find them in the running process
/// (`lookedUp`): that module's when it is linked, else the frameworks' symbols.
package struct TestFrameworks: Sendable {
  /// Whether a Swift Testing test runs in the current task.
  package var runsSwiftTest: @Sendable () -> Bool
  /// Records an issue in the current Swift Testing test.
  package var recordIssue: @Sendable (AssertionFailure) -> Void
  /// Fails the running XCTest test case, and returns whether one took the failure (XCTest
  /// drops it when none runs); nil when the process has no XCTest.
  package var failXCTest: (@Sendable (AssertionFailure) -> Bool)?

  package init(
    runsSwiftTest: @escaping @Sendable () -> Bool,
    recordIssue: @escaping @Sendable (AssertionFailure) -> Void,
    failXCTest: (@Sendable (AssertionFailure) -> Bool)?
  ) {
    self.runsSwiftTest = runsSwiftTest
    self.recordIssue = recordIssue
    self.failXCTest = failXCTest
  }

  /// Neither framework: a process that is not a test (an app using Dump).
  static let none = TestFrameworks(runsSwiftTest: { false }, recordIssue: { _ in }, failXCTest: nil)
}

/// A type through which a module that links the test frameworks hands Dump its calls into them
/// (InlineSnapshot's `LinkedTestFrameworks`), found by its name,
/// ``TestFrameworks/exportingType``.
package protocol TestFrameworksExport {
  static var frameworks: TestFrameworks { get }
}
