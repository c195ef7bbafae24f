import Dump
import XCTest

#if !DUMP_ONLY
import InlineSnapshot
#endif

final class FailingXCTests: XCTestCase {
  func testValuesDiffer() {
    expectNoDifference([1, 2], [1, 3])  // fails: testValuesDiffer
  }

  #if !DUMP_ONLY
  func testInlineSnapshotDiffers() {
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines, record: .never) {  // fails: testInlineSnapshotDiffers
      """
      Hello, Blob
      """
    }
  }

  func testFileSnapshotDiffers() {
    assertSnapshot(of: "Hello, Blob!", as: .lines, record: .never)  // fails: testFileSnapshotDiffers
  }
  #endif

  func testPasses() {
    expectNoDifference([1, 2], [1, 2])
    #if !DUMP_ONLY
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines) {
      """
      Hello, Blob!
      """
    }
    assertSnapshot(of: "Hello, Blob!", as: .lines, record: .never)
    #endif
  }
}

// A class whose tearDown runs while no test case does: XCTest drops a failure made there, so
// it must end the run with status 1 (run.sh runs this class alone, with the variable set).
final class ClassTearDownXCTests: XCTestCase {
  func testPasses() {}

  override class func tearDown() {
    if ProcessInfo.processInfo.environment["FAILURES_E2E_FAIL_IN_CLASS_TEARDOWN"] == "1" {
      expectNoDifference([1, 2], [1, 3])  // fails: classTearDown
    }
    super.tearDown()
  }
}
