#if canImport(XCTest) && !canImport(Darwin)
  import Dump
  import Foundation
  import XCTest

  /// Tells whether `XCTFail` reached a running test case.
  ///
  /// swift-corelibs-xctest drops a failure made while no test case runs (an assertion in a
  /// class `tearDown`, in a thread that outlived its test, in a program that only links
  /// XCTest): its `XCTFail` documents that such failures "will *not* be reported". A failure it
  /// takes is told to the observers on the failing thread, before `XCTFail` returns.
  final class XCTestFailureProbe: XCTestObservation, @unchecked Sendable {
    /// Registered on the first failure sent to XCTest. XCTest's observer list has no lock, so
    /// this races with a notification on another thread only at that first failure.
    static let shared: XCTestFailureProbe = {
      let probe = XCTestFailureProbe()
      XCTestObservationCenter.shared.addTestObserver(probe)
      return probe
    }()

    /// Set while this task's `XCTFail` runs.
    @TaskLocal private static var taken: Locked<Bool>?

    /// Calls `XCTFail` with `failure`; returns whether a test case took it.
    func fail(_ failure: AssertionFailure) -> Bool {
      let taken = Locked(false)
      Self.$taken.withValue(taken) {
        XCTFail(failure.message, file: failure.site.filePath, line: failure.site.line)
      }
      return taken.withLock { $0 }
    }

    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String,
      inFile filePath: String?, atLine lineNumber: Int
    ) {
      Self.taken?.withLock { $0 = true }
    }
  }
#endif
