import Dump
import Foundation
@testable import InlineSnapshot
import Testing
import VerbatimTestSupport

/// A failing snapshot's difference is swift-snapshot-testing's, to the byte. Every expected text
/// here is what swift-snapshot-testing 1.19.7's `Diffing.lines` printed for the same texts (run
/// in a scratch package on Linux, Swift 6.3.1).
@Suite
struct SnapshotDifferenceTests {
  func patch(_ expected: String, _ actual: String) -> String? {
    SnapshotDifference.patch(from: expected, to: actual)
  }

  @Test func hunksMatchSwiftSnapshotTesting() {
    let numbers = (1...30).map { "line \($0)" }
    var changed = numbers
    changed[2] = "LINE 3"
    changed[19] = "LINE 20"
    var close = numbers
    close[5] = "X"
    close[12] = "Y"
    // appended element
    expectNoDifference(patch("▿ 2 elements\n  - \"Hello\"\n", "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n"), "@@ −1,3 +1,4 @@\n\u{2007}▿ 2 elements\n\u{2007}  - \"Hello\"\n+  - \"World\"\n\u{2007}")
    // empty to value
    expectNoDifference(patch("", "42"), "@@ −1,1 +1,1 @@\n−\n+42")
    // one line
    expectNoDifference(patch("4", "42"), "@@ −1,1 +1,1 @@\n−4\n+42")
    // two hunks
    expectNoDifference(patch(numbers.joined(separator: "\n"), changed.joined(separator: "\n")), "@@ −1,7 +1,7 @@\n\u{2007}line 1\n\u{2007}line 2\n−line 3\n+LINE 3\n\u{2007}line 4\n\u{2007}line 5\n\u{2007}line 6\n\u{2007}line 7\n@@ −16,9 +16,9 @@\n\u{2007}line 16\n\u{2007}line 17\n\u{2007}line 18\n\u{2007}line 19\n−line 20\n+LINE 20\n\u{2007}line 21\n\u{2007}line 22\n\u{2007}line 23\n\u{2007}line 24")
    // merged hunk and trailing context
    expectNoDifference(patch(close.prefix(20).joined(separator: "\n"), numbers.prefix(20).joined(separator: "\n")), "@@ −2,19 +2,19 @@\n\u{2007}line 2\n\u{2007}line 3\n\u{2007}line 4\n\u{2007}line 5\n−X\n+line 6\n\u{2007}line 7\n\u{2007}line 8\n\u{2007}line 9\n\u{2007}line 10\n\u{2007}line 11\n\u{2007}line 12\n−Y\n+line 13\n\u{2007}line 14\n\u{2007}line 15\n\u{2007}line 16\n\u{2007}line 17\n\u{2007}line 18\n\u{2007}line 19\n\u{2007}line 20")
    // trailing spaces
    expectNoDifference(patch("a \nb", "a \nc"), "@@ −1,2 +1,2 @@\n\u{2007}a ¬\n−b\n+c")
    // repeated lines
    expectNoDifference(patch("a\nb\na\nb\nc", "b\na\nc\na"), "@@ −1,5 +1,4 @@\n−a\n\u{2007}b\n\u{2007}a\n−b\n\u{2007}c\n+a")
    // carriage returns
    expectNoDifference(patch("a\r\nb\r\n", "a\nb\n"), "@@ −1,1 +1,3 @@\n−a\r\nb\r\n\n+a\n+b\n+")
    // all different
    expectNoDifference(patch("a\nb\nc", "x\ny"), "@@ −1,3 +1,2 @@\n−a\n−b\n−c\n+x\n+y")
    // insert at start
    expectNoDifference(patch("b\nc\nd\ne\nf\ng\nh\ni\nj\nk", "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk"), "@@ −1,4 +1,5 @@\n+a\n\u{2007}b\n\u{2007}c\n\u{2007}d\n\u{2007}e")
    // removed at end of long
    expectNoDifference(patch(numbers.joined(separator: "\n"), numbers.dropLast().joined(separator: "\n")), "@@ −26,5 +26,4 @@\n\u{2007}line 26\n\u{2007}line 27\n\u{2007}line 28\n\u{2007}line 29\n−line 30")
    // blank lines
    expectNoDifference(patch("\n\na\n\n\nb\n\n", "\na\n\n\n\nb\n"), "@@ −1,8 +1,7 @@\n−\n\u{2007}\n\u{2007}a\n\u{2007}\n\u{2007}\n+\n\u{2007}b\n\u{2007}\n−")
    // whitespace only
    // Followed by a note of our own, which the peer does not write.
    expectNoDifference(
      patch("a\nb", "a \nb"),
      "@@ −1,2 +1,2 @@\n−a\n+a ¬\n\u{2007}b\n\n" + SnapshotDifference.whitespaceNote)
    // nine unchanged between
    expectNoDifference(patch("a\n1\n2\n3\n4\n5\n6\n7\n8\n9\nb", "A\n1\n2\n3\n4\n5\n6\n7\n8\n9\nB"), "@@ −1,5 +1,5 @@\n−a\n+A\n\u{2007}1\n\u{2007}2\n\u{2007}3\n\u{2007}4\n@@ −7,5 +7,5 @@\n\u{2007}6\n\u{2007}7\n\u{2007}8\n\u{2007}9\n−b\n+B")
    // eight unchanged between
    expectNoDifference(patch("a\n1\n2\n3\n4\n5\n6\n7\n8\nb", "A\n1\n2\n3\n4\n5\n6\n7\n8\nB"), "@@ −1,10 +1,10 @@\n−a\n+A\n\u{2007}1\n\u{2007}2\n\u{2007}3\n\u{2007}4\n\u{2007}5\n\u{2007}6\n\u{2007}7\n\u{2007}8\n−b\n+B")
  }

  @Test func equalTextsHaveNoDifference() {
    #expect(patch("a\nb", "a\nb") == nil)
  }
}

extension SnapshotDifferenceTests {
  /// Lines that mostly equal each other (blank lines between rows) still show only the change.
  /// What this costs, against the peer, is measured in `InlineSnapshotBenchmark`.
  @Test func manyEqualLinesShowOnlyTheChange() {
    let expected = (0..<2_000).flatMap { ["row \($0)", ""] }.joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "row 1000\n", with: "row 1000!\n")
    #expect(
      patch(expected, actual)
        == "@@ −1997,9 +1997,9 @@\n\u{2007}row 998\n\u{2007}\n\u{2007}row 999\n\u{2007}\n−row 1000\n+row 1000!\n\u{2007}\n\u{2007}row 1001\n\u{2007}\n\u{2007}row 1002"
    )
  }
}

extension SnapshotDifferenceTests {
  /// é written as one scalar and as e + U+0301 print differently and are different bytes:
  /// `String`'s `==` calls them equal, and a change between them passed.
  @Test func canonicallyEquivalentTextsAreDifferent() {
    let composed = "caf\u{E9}\nsame"
    let decomposed = "cafe\u{301}\nsame"
    let patch = SnapshotDifference.patch(from: composed, to: decomposed)
    #expect(patch?.contains("−caf\u{E9}") == true)
    #expect(patch?.contains("+cafe\u{301}") == true)
    #expect(patch?.contains("\u{2007}same") == true)
    let outcome = InlineSnapshotAssertion(
      actual: decomposed, expected: composed, record: .never,
      site: SnapshotSite(
        filePath: "/nowhere/T.swift", line: 1, column: 1,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor())
    ).run(recorder: SnapshotRecorder(files: MemoryFiles([:])))
    #expect(outcome.fails)
  }
}
