import InlineSnapshot
import XCTest

final class GreetingXCTests: XCTestCase {
  func testWelcome() {
    assertInlineSnapshot(of: "Welcome, Blob!", as: .lines) {
      """
      Welcome, Blob!
      """
    }
  }
}
