#if canImport(XCTest) && !canImport(Darwin)
  import Dump
  import XCTest

  /// The XCTest observer that tells Dump's ``XCTestFailureWatch`` of each failure a test case
  /// took.
  final class XCTestFailureProbe: XCTestObservation, Sendable {
    /// Registered on the first failure sent to XCTest. XCTest's observer list has no lock, so
    /// this races with a notification on another thread only at that first failure.
    static let registered: Void = XCTestObservationCenter.shared.addTestObserver(
      XCTestFailureProbe())

    /// Calls `XCTFail` with `failure`; returns whether a test case took it.
    static func fail(_ failure: AssertionFailure) -> Bool {
      _ = registered
      return XCTestFailureWatch.fail {
        XCTFail(failure.message, file: failure.site.filePath, line: failure.site.line)
      }
    }

    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String,
      inFile filePath: String?, atLine lineNumber: Int
    ) {
      XCTestFailureWatch.observedFailure()
    }
  }
#endif
