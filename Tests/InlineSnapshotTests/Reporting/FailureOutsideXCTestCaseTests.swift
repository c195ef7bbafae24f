import Testing

@testable import Dump
import InlineSnapshot

/// A failure that no XCTest test case takes: swift-corelibs-xctest drops an `XCTFail` made
/// while none runs (an assertion in a class `tearDown`, in a thread that outlived its test,
/// or in a program that only links XCTest), so the failure must end the run or be printed.
@Suite struct FailureOutsideXCTestCaseTests {
  /// `linked` as a process with no running Swift Testing test sees it.
  private static let noSwiftTest = TestFrameworks(
    runsSwiftTest: { false },
    recordIssue: TestFrameworks.linked.recordIssue,
    failXCTest: TestFrameworks.linked.failXCTest)

  private static func failure() -> AssertionFailure {
    AssertionFailure(
      "Snapshot did not match. (test of an XCTest failure that no test case takes)",
      at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
  }

  // Only swift-corelibs-xctest is known to drop it; Apple's XCTest has not been run here.
  #if !canImport(Darwin)
    /// This Swift Testing process links XCTest, and no XCTest test case runs in it.
    @Test func anXCTestRunFailsWithExitStatusOne() {
      let routes = Locked<[TestFailure.Route]>([])
      TestFailure.deliver(
        Self.failure(), through: Self.noSwiftTest, process: .xcTest,
        outsideTests: { route, _ in routes.withLock { $0.append(route) } })
      #expect(routes.withLock { $0 } == [.exitStatus])
    }
  #endif
}
