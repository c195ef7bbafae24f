import InlineSnapshot
import Testing

@Test func greeting() {
  assertInlineSnapshot(of: "Hello, Blob!", as: .lines) {
    """
    Hello, Blob!
    """
  }
}

@Test func farewell() {
  assertInlineSnapshot(of: "Goodbye, Blob!", as: .lines) {
    """
    Goodbye, Blob!
    """
  }
}
