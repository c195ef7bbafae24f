import InlineSnapshot
import Testing

struct GreetingTests {
  @Test func greeting() {
    // A comment that must survive.
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines)
    let after = 1  // trailing comment
  }
}
