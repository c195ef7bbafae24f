import Foundation

/// How every assertion of this package fails its test: straight to the test framework running
/// it, Swift Testing's `Issue.record` or XCTest's `XCTFail`, at the assertion's line.
///
/// A failing assertion never lets a run pass: in a test process where neither framework can
/// take the failure (an assertion outside any test or in a task that outlived it; or one that
/// `XCTFail` dropped because no test case ran, which ``XCTestFailureWatch`` tells on Linux),
/// the failure is printed and the process ends with exit status 1 after its tests ran and its
/// snapshots were written (``ProcessExit``). Dump's expectations and InlineSnapshot's
/// assertions take this one route with the same calls when InlineSnapshot is linked
/// (``TestFrameworks/lookedUp``). Outside tests
/// (Dump in app code, a program that links XCTest but runs no tests) it is printed as a warning
/// and nothing else happens.
enum TestFailure {
  /// Fails the current test with `message`.
  ///
  /// - Parameter frameworks: The calls into the test frameworks: a module that links them
  ///   passes its own (InlineSnapshot's `linked`), Dump's expectations find them in the
  ///   process (`lookedUp`). No default, so that each caller chooses.
  static func report(_ message: String, at site: CallSite, frameworks: TestFrameworks) {
    deliver(AssertionFailure(message, at: site), through: frameworks)
  }

  /// Where a failure goes.
  enum Route: Equatable {
    /// To the ``FailureCapture`` of the current task.
    case capture
    /// To the current Swift Testing test.
    case swiftTesting
    /// To the running XCTest test case.
    case xcTest
    /// Nowhere in a test process: printed, and the process exits with status 1.
    case exitStatus
    /// Outside tests: printed as a warning.
    case warning
  }

  /// The route a failure takes, from the facts of the moment. The kind of process is asked
  /// only when no test takes the failure: finding it looks up XCTest in the process.
  static func route(
    capturing: Bool, runsSwiftTest: Bool, hasXCTest: Bool,
    process: @autoclosure () -> TestProcess
  ) -> Route {
    if capturing { return .capture }
    if runsSwiftTest { return .swiftTesting }
    switch process() {
    case .xcTest: return hasXCTest ? .xcTest : .exitStatus
    case .swiftTesting: return .exitStatus
    case .none: return .warning
    }
  }

  /// Sends `failure` where ``route(capturing:runsSwiftTest:hasXCTest:process:)`` says.
  ///
  /// - Parameters:
  ///   - process: The kind of process, asked only when no test takes the failure.
  ///   - program: The kind of process its program tells, asked only when XCTest did not take
  ///     the failure.
  ///   - outsideTests: What happens to a failure no test framework takes (the exit status or
  ///     a warning); tests pass their own, to see it without ending their process.
  static func deliver(
    _ failure: AssertionFailure,
    through frameworks: TestFrameworks,
    process: @autoclosure () -> TestProcess = TestProcess.current,
    program: @autoclosure () -> TestProcess = TestProcess.ofProgram,
    outsideTests: (Route, AssertionFailure) -> Void = TestFailure.outsideTests
  ) {
    let capture = FailureCapture.current
    let route = route(
      capturing: capture != nil,
      runsSwiftTest: frameworks.runsSwiftTest(),
      hasXCTest: frameworks.failXCTest != nil,
      process: process())
    switch route {
    case .capture: capture?.append(failure)
    case .swiftTesting: frameworks.recordIssue(failure)
    case .xcTest:
      guard frameworks.failXCTest?(failure) != true else { return }
      outsideTests(routeNotTakenByXCTest(program: program()), failure)
    case .exitStatus, .warning: outsideTests(route, failure)
    }
  }

  /// Where a failure goes that XCTest did not take, because no test case was running (an
  /// assertion in a class `tearDown` or a thread that outlived its test): a test program's run
  /// fails; a program that only links XCTest (a tool using InlineSnapshot) warns.
  static func routeNotTakenByXCTest(program: TestProcess) -> Route {
    program == .none ? .warning : .exitStatus
  }

  private static func outsideTests(_ route: Route, _ failure: AssertionFailure) {
    if route == .exitStatus {
      failLater(failure)
    } else {
      print(failure, as: "warning")
    }
  }

  private static let undelivered = Locked<[AssertionFailure]>([])

  private static func failLater(_ failure: AssertionFailure) {
    _ = exitStatusCheck
    undelivered.withLock { $0.append(failure) }
    print(failure, as: "error")
  }

  private static func print(_ failure: AssertionFailure, as severity: String) {
    FileHandle.standardError.write(Data("\(failure.place): \(severity): \(failure.message)\n".utf8))
  }

  private static let exitStatusCheck: Void = {
    ProcessExit.register(.failUndelivered) {
      let failures = TestFailure.undelivered.withLock { $0 }
      guard let first = failures.first else { return }
      let message = TestFailure.exitMessage(count: failures.count, first: first.place)
      FileHandle.standardError.write(Data(message.utf8))
      fflush(nil)
      _exit(1)
    }
  }()

  static func exitMessage(count: Int, first: String) -> String {
    let failures = count == 1 ? "1 failing assertion (at \(first)) could not fail its test" : """
      \(count) failing assertions (the first at \(first)) could not fail their tests
      """
    return """

    error: \(failures): no Swift Testing test or XCTest test case was running where it \
    failed (an assertion in a task that outlived its test, or in a process whose test framework \
    could not be found), so this test process exits with status 1.

    """
  }
}
