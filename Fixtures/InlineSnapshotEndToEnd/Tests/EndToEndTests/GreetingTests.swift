import InlineSnapshot
import Testing

func greet(_ name: String) -> String {
  "Hello, \(name)!"
}

struct Person: Codable {
  var name: String
  var age: Int
}

@Suite struct GreetingTests {
  @Test func missingSnapshot() {
    // A comment the rewrite must keep.
    assertInlineSnapshot(of: greet("Blob"), as: .lines)
  }

  @Test func wrongSnapshot() {
    assertInlineSnapshot(of: Person(name: "Blob", age: 42), as: .json) {
      """
      {
        "name" : "Blob"
      }
      """
    }
  }

  @Test func passingSnapshot() {
    assertInlineSnapshot(of: greet("Blob Jr."), as: .lines) {
      """
      Hello, Blob Jr.!
      """
    }
  }

  @Test func trickyText() {
    assertInlineSnapshot(of: #"Quotes """ and a backslash \ "#, as: .lines)
  }
}
