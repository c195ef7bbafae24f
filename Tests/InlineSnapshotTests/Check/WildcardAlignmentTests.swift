import Dump
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// A failing snapshot with wildcards, lined up with what the run printed: the diff shows only
/// the lines that truly differ, and a re-recording keeps the wildcards that still match
/// (issue 53).
@Suite struct WildcardAlignmentTests {
  static let expected = """
    $ swift build
    Compiling 3 files
    ...
    Finished in [..] s
    """

  /// Issue 53's "Done when", at this level.
  @Test func aChangedLineOutsideTheWildcards() {
    let pattern = WildcardPattern(Self.expected)
    #expect(pattern.matches("$ swift build\nCompiling 3 files\nFinished in 0.83 s"))
    #expect(
      pattern.matches("$ swift build\nCompiling 3 files\n[1/2] Main.swift\nFinished in 12.1 s"))

    let actual = """
      $ swift build
      Compiling 4 files
      [1/3] Main.swift
      [2/3] Util.swift
      Finished in 0.91 s
      """
    #expect(!pattern.matches(actual))
    let alignment = WildcardAlignment(pattern: pattern, actual: actual)
    assertInlineSnapshot(of: alignment.expectedAsMatched, as: .lines) {
      """
      $ swift build
      Compiling 3 files
      [1/3] Main.swift
      [2/3] Util.swift
      Finished in 0.91 s
      """
    }
    assertInlineSnapshot(of: alignment.recorded, as: .lines) {
      """
      $ swift build
      Compiling 4 files
      ...
      Finished in [..] s
      """
    }
    #expect(WildcardPattern(alignment.recorded).matches(actual))
    expectNoDifference(
      alignment.wildcardMatches.map { "line \($0.expectedLine) \($0.expected) ~ \($0.actual)" },
      [
        "line 3 ... ~ [1/3] Main.swift\n[2/3] Util.swift",
        "line 4 Finished in [..] s ~ Finished in 0.91 s",
      ])
    #expect(alignment.wildcardMatches.map(\.actualLines) == [3..<5, 5..<6])
  }

  @Test func aLineAfterALineWildcardIsReplacedNotDropped() {
    let alignment = WildcardAlignment(pattern: WildcardPattern("...\nx"), actual: "a\nb")
    expectNoDifference(alignment.expectedAsMatched, "a\nx")
    expectNoDifference(alignment.recorded, "...\nb")
  }

  @Test func aLineWildcardTakesWhatNoOtherLineMatches() {
    let alignment = WildcardAlignment(
      pattern: WildcardPattern("a\n...\nb"), actual: "a\nx\nb\ny")
    expectNoDifference(alignment.expectedAsMatched, "a\nx\nb")
    expectNoDifference(alignment.recorded, "a\n...\nb\ny")
  }

  @Test func lineWildcardsAtTheStartTheEndAndTwiceInARow() {
    let pattern = WildcardPattern("...\nCompiling 3 files\n...\n...\nFinished in [..] s\n...")
    let passing = "Fetching\nCompiling 3 files\n[1/2] a\n[2/2] b\nFinished in 1 s\nDone\n!"
    #expect(pattern.matches(passing))
    // A matching text lines up with no change at all.
    expectNoDifference(
      WildcardAlignment(pattern: pattern, actual: passing).recorded,
      "...\nCompiling 3 files\n...\n...\nFinished in [..] s\n...")

    let failing = "Fetching\nCompiling 4 files\n[1/2] a\n[2/2] b\nFinished in 1 s\nDone\n!"
    let alignment = WildcardAlignment(pattern: pattern, actual: failing)
    expectNoDifference(
      alignment.expectedAsMatched,
      "Fetching\nCompiling 3 files\n[1/2] a\n[2/2] b\nFinished in 1 s\nDone\n!")
    expectNoDifference(
      alignment.recorded, "...\nCompiling 4 files\n...\n...\nFinished in [..] s\n...")
  }

  /// Between changes of equal cost, the replacement that looks most like the line it replaces.
  @Test func aReplacementLooksLikeWhatItReplaces() {
    let pattern = WildcardPattern("...\nstep [..] of 3: ok\n...")
    let alignment = WildcardAlignment(
      pattern: pattern, actual: "begin\nloading\nstep 2 of 4: ok\nworking\nend")
    expectNoDifference(
      alignment.expectedAsMatched, "begin\nloading\nstep [..] of 3: ok\nworking\nend")
    expectNoDifference(alignment.recorded, "...\nstep 2 of 4: ok\n...")
  }

  @Test func expectedLinesMatchedByNothingAreDropped() {
    let alignment = WildcardAlignment(
      pattern: WildcardPattern("a\ngone [..]\nb\n...\nz"), actual: "a\nb\nc\nz")
    expectNoDifference(alignment.recorded, "a\nb\n...\nz")
    expectNoDifference(alignment.expectedAsMatched, "a\ngone [..]\nb\nc\nz")
  }

  @Test func carriageReturnsAndAnEmptyActualText() {
    let crlf = WildcardAlignment(
      pattern: WildcardPattern("a [..]\r\n...\r\nb\r"), actual: "a 1\r\n...\r\nc\r")
    expectNoDifference(crlf.recorded, "a [..]\r\n...\r\nc\r")
    let empty = WildcardAlignment(pattern: WildcardPattern("x\n..."), actual: "")
    #expect(WildcardPattern(empty.recorded).matches(""))
  }

  /// The escaped form stays: a literal `[..]` of the actual text is recorded as it is spelled.
  @Test func takesActualLinesAsSpelled() {
    let alignment = WildcardAlignment(
      pattern: WildcardPattern("a [..]\nb"), actual: "a 1\n\\[..] \\...\n\\...")
    expectNoDifference(alignment.recorded, "a [..]\n\\[..] \\...\n\\...")
    #expect(!WildcardPattern(alignment.recorded).matches("a 1\nx \\...\n\\..."))
  }

  // Properties on random texts, with the dynamic programme and with the greedy walk.

  static let lineAlphabet = [
    "a", "b", "c", "", "[..]", "a[..]", "[..]b", "a[..]b", "...", "...", #"\[..]"#, #"\..."#,
    "a\r", "caf\u{E9}", "cafe\u{301}",
  ]

  static func randomText(_ generator: inout SplitMix, lines: ClosedRange<Int>) -> String {
    let count = Int.random(in: lines, using: &generator)
    return (0..<count).map { _ in Self.lineAlphabet.randomElement(using: &generator)! }
      .joined(separator: "\n")
  }

  @Test(arguments: [WildcardAlignment.defaultCellLimit, 0])
  func whatIsRecordedMatches(cellLimit: Int) {
    var generator = SplitMix(seed: 530 + UInt64(cellLimit % 7))
    var failures: [String] = []
    for _ in 0..<3_000 {
      let expected = Self.randomText(&generator, lines: 0...8)
      let actual = Self.randomText(&generator, lines: 0...10)
      let pattern = WildcardPattern(expected)
      let alignment = WildcardAlignment(pattern: pattern, actual: actual, cellLimit: cellLimit)
      var wrong: [String] = []
      if !WildcardPattern(alignment.recorded).matches(actual) { wrong.append("recorded") }
      if !pattern.hasWildcards, !alignment.recorded.utf8.elementsEqual(actual.utf8) {
        wrong.append("recorded is not the actual text")
      }
      if cellLimit > 0, pattern.matches(actual) {
        if !alignment.recorded.utf8.elementsEqual(expected.utf8) {
          wrong.append("a match is recorded again")
        }
        if !alignment.expectedAsMatched.utf8.elementsEqual(actual.utf8) {
          wrong.append("a match shows a change")
        }
      }
      if !wrong.isEmpty {
        failures.append("\(expected.debugDescription) ~ \(actual.debugDescription): \(wrong)")
      }
    }
    expectNoDifference(failures, [])
  }

  /// Without wildcards, the actual text as it is, whatever is escaped in it.
  @Test func withoutWildcardsRecordsTheActualText() {
    var generator = SplitMix(seed: 5353)
    for _ in 0..<1_000 {
      let expected = WildcardEscaping.escaped(Self.randomText(&generator, lines: 0...6))
      let actual = Self.randomText(&generator, lines: 0...6)
      let alignment = WildcardAlignment(pattern: WildcardPattern(expected), actual: actual)
      #expect(alignment.recorded.utf8.elementsEqual(actual.utf8))
    }
  }

  /// Past the dynamic programme's size, the greedy walk: it ends, and what it records matches.
  @Test func largeTextsTakeTheGreedyWalk() {
    let actual = (0..<10_000).map { "line \($0)" }.joined(separator: "\n")
    let pattern = ["line 0", "..."] + (1..<1_000).flatMap { ["line \($0 * 10)", "..."] }
      + ["changed", "line 9999"]
    let alignment = WildcardAlignment(
      pattern: WildcardPattern(pattern.joined(separator: "\n")), actual: actual)
    let recorded = alignment.recorded.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(WildcardPattern(alignment.recorded).matches(actual))
    #expect(recorded.count == pattern.count)
    #expect(recorded.suffix(2) == ["line 9998", "line 9999"])
  }

  /// Repeated lines past the dynamic programme's size (found by the docs-only attack): the last
  /// `...` absorbed nothing, the whole text came out as changes, and a re-recording pasted in
  /// the lines it had matched. The last block is anchored at the end, as matching anchors it.
  @Test(arguments: [WildcardAlignment.defaultCellLimit, 0])
  func repeatedLinesKeepTheirLineWildcard(cellLimit: Int) {
    let expected = (["..."] + Array(repeating: "a", count: 5) + ["b"]).joined(separator: "\n")
    let actual = (Array(repeating: "a", count: 20) + ["c"]).joined(separator: "\n")
    let alignment = WildcardAlignment(
      pattern: WildcardPattern(expected), actual: actual, cellLimit: cellLimit)
    #expect(alignment.recorded == (["..."] + Array(repeating: "a", count: 5) + ["c"])
      .joined(separator: "\n"))
    #expect(SnapshotDifference.patch(from: alignment.expectedAsMatched, to: actual)?
      .split(separator: "\n").filter { $0.hasPrefix("−") || $0.hasPrefix("+") } == ["−b", "+c"])
  }
}
