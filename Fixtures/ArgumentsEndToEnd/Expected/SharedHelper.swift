import InlineSnapshot

/// One call that an XCTest test and a Swift Testing test both reach, each with its own key:
/// under `swift test --parallel` they record from different processes into one closure.
func greetingEntry(from runner: String) {
  assertInlineSnapshot(of: "Hello from \(runner)", as: .lines, key: runner) {
    [
      "Swift Testing": """
      Hello from Swift Testing
      """,
      "XCTest": """
      Hello from XCTest
      """,
    ]
  }
}
