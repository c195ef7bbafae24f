import Dump
import InlineSnapshot
import XCTest

final class FailingXCTests: XCTestCase {
  func testValuesDiffer() {
    expectNoDifference([1, 2], [1, 3])  // fails: testValuesDiffer
  }

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

  func testPasses() {
    expectNoDifference([1, 2], [1, 2])
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines) {
      """
      Hello, Blob!
      """
    }
    assertSnapshot(of: "Hello, Blob!", as: .lines, record: .never)
  }
}
