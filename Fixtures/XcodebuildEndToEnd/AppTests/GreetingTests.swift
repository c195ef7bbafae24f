import InlineSnapshot
import Testing

@Test func greeting() {
  assertInlineSnapshot(of: "Hello, Blob!", as: .lines)
}

@Test func farewell() {
  assertInlineSnapshot(of: "Goodbye, Blob!", as: .lines) {
    """
    Bye
    """
  }
}
