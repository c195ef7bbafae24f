@testable import InlineSnapshot
import Testing

@Suite struct SnapshotClosureLocatorTests {
  static let source = ParsedSource(
    """
    func test() {
      assertQuery(sql) {
        \"\"\"
        SELECT 1
        \"\"\"
      } results: {
        \"\"\"
        1
        \"\"\"
      }
      assertInlineSnapshot(of: 1, as: .description, matches: { "1" })
      assertInlineSnapshot(of: 1, as: .description)
    }
    """
  )

  @Test func findsEachLabelledClosure() {
    let call = ParsedSource.CallLocation(line: 2, column: 14)
    #expect(
      Self.source.snapshotClosureLine(
        at: call, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql")
      ) == 2
    )
    #expect(
      Self.source.snapshotClosureLine(
        at: call,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: "results", trailingClosureOffset: 1
        )
      ) == 6
    )
  }

  @Test func findsAClosureInsideTheParentheses() {
    #expect(
      Self.source.snapshotClosureLine(
        at: .init(line: 11, column: 23), syntaxDescriptor: InlineSnapshotSyntaxDescriptor()
      ) == 11
    )
  }

  /// The compiler reads every line break of a multi-line literal as "\n", and so must recording
  /// (it checks the file still holds the snapshot the test ran with); swift-syntax before 602
  /// kept CRLF. An escaped `\r` stays a carriage return.
  @Test func readsASnapshotInACRLFFileAsTheCompilerDoes() {
    let source = ParsedSource(
      [
        "func test() {",
        "  assertQuery(sql) {",
        "    \"\"\"",
        "    a\\r",
        "    b",
        "    \"\"\"",
        "  } results: {",
        "    #\"\"\"",
        "    \\n",
        "",
        "    \"\"\"#",
        "  }",
        "}",
        "",
      ].joined(separator: "\r\n")
    )
    let call = ParsedSource.CallLocation(line: 2, column: 14)
    #expect(
      source.snapshotInSource(
        at: call, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql")
      ) == .text("a\r\nb")
    )
    #expect(
      source.snapshotInSource(
        at: call,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: "results", trailingClosureOffset: 1
        )
      ) == .text("\\n\n")
    )
  }

  @Test func hasNoLineForAMissingClosureOrCall() {
    #expect(
      Self.source.snapshotClosureLine(
        at: .init(line: 12, column: 23), syntaxDescriptor: InlineSnapshotSyntaxDescriptor()
      ) == nil
    )
    #expect(
      Self.source.snapshotClosureLine(
        at: .init(line: 1, column: 1), syntaxDescriptor: InlineSnapshotSyntaxDescriptor()
      ) == nil
    )
  }
}
