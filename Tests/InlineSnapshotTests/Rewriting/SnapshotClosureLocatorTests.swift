import InlineSnapshot
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
