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
