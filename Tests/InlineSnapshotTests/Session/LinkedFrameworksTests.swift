import Dump
import InlineSnapshot
import Testing

/// The frameworks InlineSnapshot links: a snapshot failure is Swift Testing's issue, with the
/// assertion's place, and a known one inside `withKnownIssue`.
@Suite struct LinkedFrameworksTests {
  @Test func swiftTestingSeesItsTestAndNotADetachedTask() async {
    #expect(TestFrameworks.linked.runsSwiftTest())
    let detached = await Task.detached { TestFrameworks.linked.runsSwiftTest() }.value
    #expect(!detached)
  }

  @Test func aSnapshotFailureIsAnIssueAtTheAssertionsLine() {
    let line = #line + 2
    withKnownIssue {
      assertInlineSnapshot(of: "Hello, Blob!", as: .lines, record: .never) {
        """
        Hello, Blob
        """
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "InlineSnapshotTests/LinkedFrameworksTests.swift"
    }
  }
}

/// Dump's expectations find InlineSnapshot's calls by the name of the type that exports them.
@Suite struct ExportedFrameworksTests {
  @Test func dumpFindsTheFrameworksInlineSnapshotExports() {
    #expect(TestFrameworks.exported != nil)
  }
}
