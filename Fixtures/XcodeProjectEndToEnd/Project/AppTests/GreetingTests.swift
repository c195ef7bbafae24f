#sourceLocation(file: "@PROJECT@/AppTests/GreetingTests.swift", line: 2)
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
