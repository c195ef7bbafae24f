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

    /// A tool that links InlineSnapshot, as the benchmark does, is an XCTest process by what it
    /// loads, and no test by its program: the failure is printed, and the run goes on.
    @Test func aProgramThatOnlyLinksXCTestWarns() {
      let routes = Locked<[TestFailure.Route]>([])
      TestFailure.deliver(
        Self.failure(), through: Self.noSwiftTest, process: .xcTest, program: .none,
        outsideTests: { route, _ in routes.withLock { $0.append(route) } })
      #expect(routes.withLock { $0 } == [.warning])
    }

    /// Asked from threads at once, each failure is judged on its own thread.
    @Test func failuresFromManyThreadsAreEachNotTaken() async {
      let taken = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<16 {
          group.addTask { TestFrameworks.linked.failXCTest?(Self.failure()) ?? true }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(taken == Array(repeating: false, count: 16))
    }
  #endif
}
