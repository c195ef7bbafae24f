import InlineSnapshot
import XCTest

final class LoopXCTests: XCTestCase {
  func testGreetings() {
    for name in ["Blob", "Blob Jr."] {
      assertInlineSnapshot(of: "Hello, \(name)!", as: .lines, key: name)
    }
  }

  func testSharedHelper() {
    greetingEntry(from: "XCTest")
  }
}
