import InlineSnapshot
import XCTest

// run.sh deletes the first test while the build links: each call then stands where the one
// before it stood, at the same column.
final class RaceTests: XCTestCase {
  func testUser() {
    assertInlineSnapshot(of: User(name: "Blob", age: 42), as: .customDump)
  }

  func testGreeting() {
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines)
  }

  func testNumbers() {
    assertInlineSnapshot(of: [1, 2, 3], as: .customDump)
  }
}

struct User {
  var name: String
  var age: Int
}
