import Testing

@testable import InlineSnapshot

/// A user's test file of two inline assertions, and a run that leaves both pending:
/// `greeting` no longer matches, `farewell` has no snapshot yet.
package enum TwoPendingSnapshots {
  package static let source = #"""
    import InlineSnapshot
    import Testing

    @Test func greeting() {
      assertInlineSnapshot(of: greet("Blob"), as: .lines) {
        """
        Hello, Blob
        """
      }
    }

    @Test func farewell() {
      assertInlineSnapshot(of: bye(), as: .lines)
    }

    """#

  package static let run: [(line: Int, column: Int, actual: String?, expected: String?)] = [
    (5, 23, "Hello, Blob!", "Hello, Blob"),
    (13, 23, "Goodbye,\r\n\"\"\" \\# \u{1}\tBlob", nil),
  ]

  /// What `.failed` writes into `text` for the same run.
  package static func recorded(into text: String) throws -> String {
    let scratch = try ScratchPackage(source: text)
    defer { scratch.remove() }
    let recorder = SnapshotRecorder(files: LiveSourceFiles())
    for assertion in run {
      let site = SnapshotSite(
        filePath: scratch.testFile, line: assertion.line, column: assertion.column)
      #expect(
        recorder.record(assertion.actual, replacing: assertion.expected, at: site) == .recorded)
    }
    #expect(recorder.flush().problems == [])
    return try scratch.text
  }
}
