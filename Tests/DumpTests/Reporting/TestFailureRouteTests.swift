import Testing

@testable import Dump

@Suite struct TestFailureRouteTests {
  @Test func aRunningSwiftTestingTestTakesTheFailureWhateverTheProcess() {
    for process in [TestProcess.swiftTesting, .xcTest, .none] {
      #expect(
        TestFailure.route(capturing: false, runsSwiftTest: true, hasXCTest: true, process: process)
          == .swiftTesting)
    }
  }

  @Test func xcTestTakesItInAnXCTestRunOnly() {
    #expect(
      TestFailure.route(capturing: false, runsSwiftTest: false, hasXCTest: true, process: .xcTest)
        == .xcTest)
    // A Swift Testing run with no current test: an assertion that outlived its test.
    #expect(
      TestFailure.route(
        capturing: false, runsSwiftTest: false, hasXCTest: true, process: .swiftTesting)
        == .exitStatus)
    // A test runner whose XCTest could not be found.
    #expect(
      TestFailure.route(capturing: false, runsSwiftTest: false, hasXCTest: false, process: .xcTest)
        == .exitStatus)
  }

  @Test func outsideTestsAFailureIsOnlyAWarning() {
    #expect(
      TestFailure.route(capturing: false, runsSwiftTest: false, hasXCTest: false, process: .none)
        == .warning)
  }

  /// Knowing the kind of process looks XCTest up in it: not done for a failure a test takes.
  @Test func theProcessIsAskedOnlyWhenNoTestTakesTheFailure() {
    let asked = Locked(0)
    func process() -> TestProcess {
      asked.withLock { $0 += 1 }
      return .xcTest
    }
    _ = TestFailure.route(capturing: true, runsSwiftTest: true, hasXCTest: true, process: process())
    _ = TestFailure.route(
      capturing: false, runsSwiftTest: true, hasXCTest: true, process: process())
    #expect(asked.withLock { $0 } == 0)
    #expect(
      TestFailure.route(capturing: false, runsSwiftTest: false, hasXCTest: true, process: process())
        == .xcTest)
    #expect(asked.withLock { $0 } == 1)
  }

  /// `XCTFail` with no test case running: a test program fails its run, a tool warns.
  @Test func aFailureXCTestDidNotTakeFailsATestProgramOnly() {
    #expect(TestFailure.routeNotTakenByXCTest(program: .xcTest) == .exitStatus)
    #expect(TestFailure.routeNotTakenByXCTest(program: .swiftTesting) == .exitStatus)
    #expect(TestFailure.routeNotTakenByXCTest(program: .none) == .warning)
  }

  @Test func aCaptureComesFirst() {
    #expect(
      TestFailure.route(capturing: true, runsSwiftTest: true, hasXCTest: true, process: .xcTest)
        == .capture)
  }
}

@Suite struct TestProcessTests {
  @Test func swiftTestingRunsAreNamedByTheirArgument() {
    for program in ["/p/.build/debug/MyPackageTests.xctest", "/p/.build/debug/My-test-runner"] {
      #expect(
        TestProcess(arguments: [program, "--testing-library", "swift-testing"], hasXCTest: true)
          == .swiftTesting)
      #expect(
        TestProcess(arguments: [program, "--testing-library", "xctest"], hasXCTest: true)
          == .xcTest)
    }
  }

  @Test func xcTestRunsAreKnownByTheirProgramOrByXCTest() {
    // swift test's XCTest run, Swift Build's runner, Darwin's xctest tool: XCTest may be absent
    // from the look-up; the process is still a test process, so failures end it with status 1.
    #expect(TestProcess(arguments: ["/p/debug/MyPackageTests.xctest"], hasXCTest: false) == .xcTest)
    #expect(TestProcess(arguments: ["/p/debug/My-test-runner", "T/t"], hasXCTest: false) == .xcTest)
    #expect(TestProcess(arguments: ["/usr/bin/xctest", "bundle"], hasXCTest: false) == .xcTest)
    // Xcode's test host: an app with XCTest loaded.
    #expect(TestProcess(arguments: ["/Apps/My.app/My"], hasXCTest: true) == .xcTest)
  }

  @Test func appsAreNotTestProcesses() {
    #expect(TestProcess(arguments: ["/usr/bin/app"], hasXCTest: false) == .none)
    #expect(TestProcess(arguments: [], hasXCTest: false) == .none)
    // An argument that ends the list is no library.
    #expect(
      TestProcess(arguments: ["/usr/bin/app", "--testing-library"], hasXCTest: false) == .none)
  }

  @Test func thisProcessIsATestProcess() {
    #expect(TestProcess.current != .none)
  }
}

/// The run-time look-up, in the process it is for: Swift Testing's issue comes with the
/// message and the line it was given, as a known issue inside `withKnownIssue`.
@Suite struct LookedUpFrameworksTests {
  @Test func swiftTestingIsFoundAndSeesItsTest() async {
    #expect(TestFrameworks.lookedUp.runsSwiftTest())
    // A detached task has no current test: its failures must not count as delivered.
    let detached = await Task.detached { TestFrameworks.lookedUp.runsSwiftTest() }.value
    #expect(!detached)
  }

  @Test func anIssueIsRecordedWithItsMessageAndPlace() {
    let message = "looked up \(UInt64.random(in: 0...UInt64.max))"
    let line = UInt.random(in: 1...10_000)
    let failure = AssertionFailure(
      message,
      at: CallSite(
        fileID: "Somewhere/Else.swift", filePath: "/Somewhere/Else.swift", line: line, column: 7))
    withKnownIssue {
      TestFrameworks.lookedUp.recordIssue(failure)
    } matching: { issue in
      issue.description.hasSuffix(message) && issue.sourceLocation?.line == Int(line)
        && issue.sourceLocation?.column == 7
        && issue.sourceLocation?.fileID == "Somewhere/Else.swift"
    }
  }

  @Test func lineAndColumnZeroBecomeOne() {
    let failure = AssertionFailure(
      "zero", at: CallSite(fileID: "A/B.swift", filePath: "/A/B.swift", line: 0, column: 0))
    withKnownIssue {
      TestFrameworks.lookedUp.recordIssue(failure)
    } matching: { issue in
      issue.sourceLocation?.line == 1 && issue.sourceLocation?.column == 1
    }
  }

  @Test func manyIssuesAtOnce() async {
    await withKnownIssue {
      await withTaskGroup(of: Void.self) { group in
        for index in 1...200 {
          group.addTask {
            TestFrameworks.lookedUp.recordIssue(
              AssertionFailure(
                String(repeating: "é", count: index),
                at: CallSite(
                  fileID: "A/B.swift", filePath: "/A/B.swift", line: UInt(index), column: 1)))
          }
        }
      }
    }
  }

  @Test func anExpectationFailsTheRunningTestAtItsLine() {
    let line = #line + 2
    withKnownIssue {
      expectNoDifference(1, 2)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.description.contains("(First: −, Second: +)")
    }
  }
}
