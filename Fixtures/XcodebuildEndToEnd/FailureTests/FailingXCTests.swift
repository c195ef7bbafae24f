import Dump
import XCTest

final class FailingXCTests: XCTestCase {
  func testValuesDiffer() {
    expectNoDifference([1, 2], [1, 3])  // fails: testValuesDiffer
  }

  func testPasses() {
    expectNoDifference([1, 2], [1, 2])
  }
}
