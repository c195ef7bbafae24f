import Foundation
import Testing

@testable import InlineSnapshot

/// Call shapes written for InlineSnapshotTesting (swift-snapshot-testing 1.19) compile and
/// pass unchanged with `import InlineSnapshot`.
@Suite(.snapshots(record: .missing, diffTool: .ksdiff))
struct PeerCompatibilityTests {
  @Test func everyParameterSpelledOut() {
    assertInlineSnapshot(
      of: ["Hello", "World"],
      as: .customDump,
      message: "Greetings changed",
      record: nil,
      timeout: 5,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(),
      matches: {
        """
        [
          [0]: "Hello",
          [1]: "World"
        ]
        """
      },
      fileID: #fileID,
      file: #filePath,
      function: #function,
      line: #line,
      column: #column
    )
  }

  @Test func escapingRawDelimiters() {
    assertInlineSnapshot(of: "Hello\"\"\"#, world", as: .lines) {
      ##"""
      Hello"""#, world
      """##
    }
  }

  @Test func customHelperAfterAValueClosure() {
    assertCustomInlineSnapshot {
      "Hello"
    } is: {
      """
      - "Hello"

      """
    }
  }

  @Test func customHelperWithTheValueClosureInParentheses() {
    assertCustomInlineSnapshot(of: { "Hello" }) {
      """
      - "Hello"

      """
    }
    assertCustomInlineSnapshot(
      of: { "Hello" },
      is: {
        """
        - "Hello"

        """
      }
    )
  }

  @Test func strategiesAndConfiguration() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    assertInlineSnapshot(of: ["b": 2, "a": 1], as: .json(encoder)) {
      """
      {"a":1,"b":2}
      """
    }
    var uppercased: Snapshotting<String, String> = SimplySnapshotting.lines.pullback {
      $0.uppercased()
    }
    uppercased.pathExtension = "txt"
    withSnapshotTesting(record: .missing, diffTool: .default) {
      assertInlineSnapshot(of: "blob", as: uppercased) {
        """
        BLOB
        """
      }
    }
    let configuration = SnapshotTestingConfiguration(record: .never, diffTool: nil)
    #expect(configuration.record == .never)
    #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
  }

  @Test func aCustomStrategyBuiltFromParts() {
    let strategy = Snapshotting<Int, String>(
      pathExtension: "txt",
      diffing: .lines,
      snapshot: { "\($0) items" }
    )
    assertInlineSnapshot(of: 3, as: strategy) {
      """
      3 items
      """
    }
  }

  private func assertCustomInlineSnapshot(
    of value: () -> String,
    is expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertInlineSnapshot(
      of: value(),
      as: .dump,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
        trailingClosureLabel: "is",
        trailingClosureOffset: 1
      ),
      matches: expected,
      fileID: fileID,
      file: filePath,
      function: function,
      line: line,
      column: column
    )
  }
}
