import Dump
import Foundation
import Testing

@testable import InlineSnapshot

/// The public assertion, used the way a test file uses it.
@Suite struct AssertInlineSnapshotTests {
  struct User: Codable {
    var id: Int
    var name: String
  }

  @Test func passesWhenTheSnapshotMatches() {
    assertInlineSnapshot(of: User(id: 1, name: "Blob"), as: .json) {
      """
      {
        "id" : 1,
        "name" : "Blob"
      }
      """
    }
  }

  @Test func matchesInsideTheParentheses() {
    assertInlineSnapshot(of: 42, as: .description, matches: {
      """
      42
      """
    })
  }

  @Test func failsWhenTheSnapshotDiffers() {
    withKnownIssue {
      assertInlineSnapshot(of: "Hello, Blob", as: .lines, record: .never) {
        """
        Hello
        """
      }
    } matching: { issue in
      // On CI the whole value and the recording hint follow as paragraphs of their own.
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          """
          Snapshot did not match. Difference: …

            @@ −1,1 +1,1 @@
            −Hello
            +Hello, Blob
          """
        )
      }
    }
  }

  /// A redacted snapshot is taken once, passing or failing: the failure's redactions and its
  /// text without them come from that take (taken again, a command ran three times).
  @Test func aRedactedSnapshotIsTakenOnceWhetherItPassesOrFails() {
    let takes = Locked(0)
    let scrubbed = Snapshotting<String, String>.lines(redacting: [.scrubbing(.uuids)])
      .pullback { (text: String) in
        takes.withLock { $0 += 1 }
        return text
      }
    let id = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"
    assertInlineSnapshot(of: "opened \(id)", as: scrubbed, record: .never) {
      """
      opened UUID(<1>)
      """
    }
    #expect(takes.withLock { $0 } == 1)
    withKnownIssue {
      assertInlineSnapshot(of: "closed \(id)", as: scrubbed, record: .never) {
        """
        opened UUID(<1>)
        """
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("(Redacted: UUIDs in text)") }
    }
    // Its redactions and its text without them come from the one take.
    #expect(takes.withLock { $0 } == 1 + 1)
  }

  /// As in swift-snapshot-testing, the strategy's diffing decides what matches (issue 12).
  @Test func aDiffingThatToleratesADifferencePasses() {
    let caseInsensitive = Snapshotting<String, String>(
      pathExtension: "txt",
      diffing: .diff(
        toData: { Data($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) }
      ) { expected, actual in
        expected.lowercased() == actual.lowercased() ? nil : ("Case aside, they differ.", [])
      }
    )
    assertInlineSnapshot(of: "HELLO, BLOB", as: caseInsensitive, record: .never) {
      """
      Hello, Blob
      """
    }
  }

  @Test func aHelperOwnsTwoLabelledClosures() {
    assertQuery("SELECT name FROM users") {
      """
      SELECT name FROM users
      """
    } results: {
      """
      Blob
      """
    }
  }

  @Test func aHelperFailureWithoutItsClosureSaysSo() {
    withKnownIssue {
      assertQuery("SELECT id FROM users", record: .never) {
        """
        SELECT id FROM users
        """
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("No expected value to assert against. Actual: …") }
    }
  }
}

/// A helper in the style of a database library: one call, two snapshots.
private func assertQuery(
  _ sql: String,
  record: SnapshotTestingConfiguration.Record? = nil,
  sql expectedSQL: (() -> String)? = nil,
  results expectedResults: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertInlineSnapshot(
    of: sql,
    as: .lines,
    record: record,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql"),
    matches: expectedSQL,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
  assertInlineSnapshot(
    of: sql.contains("name") ? "Blob" : "1",
    as: .lines,
    record: record,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
      trailingClosureLabel: "results",
      trailingClosureOffset: 1
    ),
    matches: expectedResults,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
}
