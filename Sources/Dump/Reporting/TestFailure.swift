import Foundation
import IssueReporting

/// How every assertion of this package fails its test: through IssueReporting, which records
/// the issue in the running Swift Testing or XCTest test.
///
/// IssueReporting can only do that through the test target's IssueReportingTestSupport (and, in
/// debug builds, XCTest's own `XCTFail`). Without that product it prints the failure and the test
/// passes. A failing assertion must never let a run pass, so then the test process ends with
/// exit status 1, after its tests ran and its snapshots were written (``ProcessExit``), and says
/// which line of `Package.swift` to add.
package enum TestFailure {
  /// Fails the current test with `message`.
  package static func report(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    deliver(message, fileID: fileID, filePath: filePath, line: line)
  }

  /// Fails the current test with a thrown error.
  package static func report(
    _ error: any Error,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
    deliver("Caught error: \(error)", fileID: fileID, filePath: filePath, line: line)
  }

  /// Makes sure the issue IssueReporting was given fails the test: under Swift Build's XCTest
  /// runner, which IssueReporting does not take for a test process, through `XCTFail`; where it
  /// cannot, through the exit status.
  private static func deliver(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt
  ) {
    if IssueDelivery.runsXCTestUnrecognized {
      // Reporters of the test's own got the issue, as they would anywhere.
      guard IssueDelivery.reportsToDefault else { return }
      if IssueDelivery.failXCTest(message, filePath: filePath, line: line) { return }
    }
    checkDelivery(message, fileID: fileID, line: line)
  }

  private static let undelivered = Locked<[String]>([])

  // IssueReporting then prints that an issue was recorded, but not the issue: print it.
  private static func checkDelivery(_ message: String, fileID: StaticString, line: UInt) {
    guard !IssueDelivery.reachesTestFramework else { return }
    _ = exitStatusCheck
    undelivered.withLock { $0.append("\(fileID):\(line)") }
    FileHandle.standardError.write(Data("\(fileID):\(line): error: \(message)\n".utf8))
  }

  private static let exitStatusCheck: Void = {
    ProcessExit.register(.checkFailures) {
      let failures = TestFailure.undelivered.withLock { $0 }
      guard let first = failures.first else { return }
      let message = TestFailure.exitMessage(count: failures.count, first: first)
      FileHandle.standardError.write(Data(message.utf8))
      fflush(nil)
      _exit(1)
    }
  }()

  private static func exitMessage(count: Int, first: String) -> String {
    let failures = count == 1 ? "1 failing assertion (at \(first)) could not fail its test" : """
      \(count) failing assertions (the first at \(first)) could not fail their tests
      """
    return """

    error: \(failures): the test target does not link IssueReportingTestSupport, which delivers \
    failures to Swift Testing and XCTest, so this test process exits with status 1. Add the \
    product to the test target's dependencies in Package.swift:

        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),

    """
  }
}
