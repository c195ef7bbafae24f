import Dump
import InlineSnapshot
import XCTest

final class FailingXCTests: XCTestCase {
  func testValuesDiffer() {
    expectNoDifference([1, 2], [1, 3])
  }

  func testSnapshotDiffers() {
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines, record: .never) {
      """
      Hello, Blob
      """
    }
  }
}
