#if canImport(XCTest) && !canImport(Darwin)
  import Dump
  import Foundation
  import InlineSnapshot
  import Testing
  import XCTest

  /// A failing assertion in an XCTest class's `tearDown`, where no test case runs, must still
  /// fail the run: swift-corelibs-xctest's `XCTFail` drops a failure made then. (Apple's XCTest
  /// has not been run here.)
  @Suite struct FailureOutsideXCTestCaseEndToEndTests {
    @Test func aFailureInAClassTearDownFailsTheRun() throws {
      let failing = try runClass(failingInTearDown: "snapshot")
      #expect(failing.status == 1, "\(failing.log)")
      #expect(failing.log.contains("could not fail its test"), "\(failing.log)")
      // The same class with a passing tearDown: its run passes.
      let passing = try runClass(failingInTearDown: "")
      #expect(passing.status == 0, "\(passing.log)")
    }

    /// Dump's expectations take the same route as InlineSnapshot's assertions (a process that
    /// links InlineSnapshot, as this one does), from the class `tearDown` and from a thread it
    /// starts. Before, `XCTFail` dropped them and the run passed.
    @Test(arguments: ["expectation", "thread"])
    func aDumpExpectationInAClassTearDownFailsTheRun(failing kind: String) throws {
      let failing = try runClass(failingInTearDown: kind)
      #expect(failing.status == 1, "\(failing.log)")
      #expect(failing.log.contains("could not fail its test"), "\(failing.log)")
      #expect(failing.log.contains("FailureOutsideXCTestCaseEndToEndTests.swift:"), "\(failing.log)")
    }

    /// Runs ``FailureInClassTearDownXCTests`` alone under XCTest, in this test binary started
    /// again.
    private func runClass(failingInTearDown: String) throws -> (status: Int32, log: String) {
      let log = FileManager.default.temporaryDirectory
        .appendingPathComponent("class-teardown-\(UUID().uuidString).log")
      defer { try? FileManager.default.removeItem(at: log) }
      try Data().write(to: log)
      let handle = try FileHandle(forWritingTo: log)
      let process = Process()
      process.executableURL = Bundle.main.executableURL
      process.arguments = ["InlineSnapshotEndToEndTests.FailureInClassTearDownXCTests"]
      process.environment = ProcessInfo.processInfo.environment.merging([
        FailureInClassTearDownXCTests.environmentKey: failingInTearDown
      ]) { $1 }
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      process.waitUntilExit()
      try handle.close()
      return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
  }

  /// One passing test; its class `tearDown` fails what the environment names: an inline
  /// snapshot, a Dump expectation, or one on a thread it starts and waits for.
  final class FailureInClassTearDownXCTests: XCTestCase {
    static let environmentKey = "VERBATIM_E2E_FAIL_IN_CLASS_TEARDOWN"

    func testPasses() {}

    override class func tearDown() {
      switch ProcessInfo.processInfo.environment[environmentKey] {
      case "snapshot":
        assertInlineSnapshot(of: "actual", as: .lines, record: .never) {
          """
          expected
          """
        }
      case "expectation":
        expectNoDifference([1, 2], [1, 3])
      case "thread":
        let done = DispatchSemaphore(value: 0)
        Thread {
          expectNoDifference([1, 2], [1, 3])
          done.signal()
        }.start()
        done.wait()
      default: break
      }
      super.tearDown()
    }
  }
#endif
