import InlineSnapshot
import XCTest

// XCTest runs in its own process, before Swift Testing's; its recordings are written when it
// exits.
final class GreetingXCTests: XCTestCase {
  func testMissingSnapshot() {
    assertInlineSnapshot(of: greet("XCTest"), as: .lines)
  }

  func testWrongSnapshot() {
    assertInlineSnapshot(of: [Person(name: "Blob", age: 42)], as: .customDump) {
      """
      [
        [0]: Person(name: "Blob")
      ]
      """
    }
  }

  func testPassingSnapshot() {
    assertInlineSnapshot(of: greet("Blob Sr."), as: .lines) {
      """
      Hello, Blob Sr.!
      """
    }
  }
}
