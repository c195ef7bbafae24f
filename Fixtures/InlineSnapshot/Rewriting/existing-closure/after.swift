import InlineSnapshot
import Testing

struct GreetingTests {
  @Test func greeting() {
    assertInlineSnapshot(of: "Hello, Blob!", as: .lines) {
      """
      Hello, Blob!
      Second line
      """
    }  // keep me
    assertInlineSnapshot(of: "Same", as: .lines) {
      """
      Same
      """
    }
  }
}
