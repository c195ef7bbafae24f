import Dump
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// An expected text read as a pattern: `[..]` is any text within a line, a line `...` any
/// lines (issue 53).
@Suite struct WildcardPatternTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let expected: String
    let actual: String
    let matches: Bool
    var testDescription: String { "\(expected.debugDescription) ~ \(actual.debugDescription)" }
  }

  static func yes(_ expected: String, _ actual: String) -> Case {
    Case(expected: expected, actual: actual, matches: true)
  }

  static func no(_ expected: String, _ actual: String) -> Case {
    Case(expected: expected, actual: actual, matches: false)
  }

  @Test(arguments: [
    yes("Finished in [..] s", "Finished in 0.83 s"),
    yes("Finished in [..] s", "Finished in  s"),
    no("Finished in [..] s", "Finished in 0.83 ms\nx"),
    no("Finished in [..] s", "Finished in 0.83"),
    yes("[..]s", "0.83 s"),
    yes("Fin[..]", "Finished"),
    yes("[..]", ""),
    yes("[..][..]", ""),
    yes("[..][..]", "abc"),
    yes("a[..]b", "ab"),
    no("a[..]a", "a"),
    yes("a[..]a", "aa"),
    yes("a[..]b[..]c", "a-c-b-c"),
    no("a[..]b[..]c", "a-c-c-b"),
    no("a[..]b", "a\nb"),
    yes("x[..]aab[..]y", "xaaaby"),
    yes("[..]abac[..]", "ababac"),
  ])
  func withinALine(_ check: Case) {
    #expect(WildcardPattern(check.expected).matches(check.actual) == check.matches)
  }

  @Test(arguments: [
    yes("...\nb", "a\nb"),
    yes("...\nb", "b"),
    yes("...\nb", "x\ny\nb"),
    no("...\nb", "a\nc"),
    no("...\nb", "b\nc"),
    yes("a\n...", "a"),
    yes("a\n...", "a\nx\ny"),
    no("a\n...", "b\nx"),
    yes("a\n...\n...\nb", "a\nb"),
    yes("a\n...\n...\nb", "a\nx\ny\nb"),
    yes("a\n...\nb\n...\nc", "a\nb\nc"),
    yes("a\n...\nb\n...\nc", "a\nx\nb\ny\nb\nc"),
    no("a\n...\nb\n...\nc", "a\nx\nc"),
    no("a\n...\nb\n...\nb", "a\nb"),
    yes("...", ""),
    yes("...", "x\ny"),
    yes("...", "\n"),
    yes("...\n...", ""),
    yes("", ""),
    no("", "\n"),
    no("a", ""),
    no("x\n...", ""),
    no("a\n[..]\nb", "a\nb"),
    yes("a\n\n[..]", "a\n\nx"),
    no("a\n\n[..]", "a\nx"),
  ])
  func overLines(_ check: Case) {
    #expect(WildcardPattern(check.expected).matches(check.actual) == check.matches)
  }

  /// Lines end at "\n" only: a trailing newline is an empty last line, and a "\r" is text.
  @Test(arguments: [
    yes("a\n...", "a\n"),
    no("a\n...\n", "a\nb"),
    yes("a\n...\n", "a\nb\n"),
    yes("a\n...\n", "a\n"),
    no("a\n", "a"),
    no("a", "a\n"),
    yes("a[..]\r\nb\r", "ax\r\nb\r"),
    yes("a[..]", "ax\r"),
    no("a[..]\nb", "ax\r\nb\r"),
    no("...\r\nb", "x\r\nb"),
    yes("...\r\nb", "...\r\nb"),
  ])
  func newlinesAndCarriageReturns(_ check: Case) {
    #expect(WildcardPattern(check.expected).matches(check.actual) == check.matches)
  }

  /// By UTF-8 bytes: é as one scalar and as e + U+0301 are different text.
  @Test(arguments: [
    no("caf\u{E9}", "cafe\u{301}"),
    no("[..]caf\u{E9}", "a cafe\u{301}"),
    no("caf\u{E9}\n...", "cafe\u{301}\nx"),
    yes("caf[..]", "cafe\u{301}"),
  ])
  func bytes(_ check: Case) {
    #expect(WildcardPattern(check.expected).matches(check.actual) == check.matches)
  }

  /// The actual text is in escaped form: a literal `[..]` or `...` in it is text, and a
  /// wildcard in it (text not in escaped form) is taken by a wildcard only, never by text.
  @Test(arguments: [
    yes(#"\[..]"#, #"\[..]"#),
    yes(#"a[..]"#, #"a\[..]"#),
    yes(#"\..."#, #"\..."#),
    no(#"\..."#, "x"),
    no(#"\[..]"#, "x"),
    no(#"\[..]"#, "[..]"),
    no(#"\..."#, "..."),
    no("x", "..."),
    no("[..]", "..."),
    yes("[..]", "[..]"),
    yes("a[..]", "a[..]b"),
    no("a[..]b", "a[..]c"),
    yes("...", "..."),
    yes("a\n...", "a\n...\nb"),
  ])
  func wildcardsOfTheActualText(_ check: Case) {
    #expect(WildcardPattern(check.expected).matches(check.actual) == check.matches)
  }

  @Test func hasWildcardsOnlyWhenAUserWroteOne() {
    #expect(WildcardPattern("a[..]").hasWildcards)
    #expect(WildcardPattern("a\n...\nb").hasWildcards)
    #expect(WildcardPattern(#"\\[..]"#).hasWildcards)
    #expect(!WildcardPattern(#"\[..]"#).hasWildcards)
    #expect(!WildcardPattern(#"\..."#).hasWildcards)
    #expect(!WildcardPattern("....\n ...\n...\r\n[.]\n").hasWildcards)
    #expect(!WildcardPattern("").hasWildcards)
  }

  /// A pattern without wildcards matches exactly the text of the same bytes.
  @Test func withoutWildcardsIsTheSameBytes() {
    let texts = ["", "a", "a\n", "\n", "a\nb", "a\r\nb", #"\[..]"#, #"\..."#, "caf\u{E9}"]
    for expected in texts {
      for actual in texts {
        #expect(
          WildcardPattern(expected).matches(actual) == expected.utf8.elementsEqual(actual.utf8))
      }
    }
  }

  /// Greedy, leftmost first, agrees with a matcher that tries every way, on random patterns.
  @Test func agreesWithAnExhaustiveMatcher() {
    var generator = SplitMix(seed: 5300)
    var failures: [String] = []
    for _ in 0..<3_000 {
      let pattern: [[String]?] = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        if Int.random(in: 0..<4, using: &generator) == 0 { return nil }
        return (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          ["a", "b", "[..]"].randomElement(using: &generator)!
        }
      }
      let actual = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        String((0..<Int.random(in: 0...5, using: &generator)).map { _ in
          Bool.random(using: &generator) ? Character("a") : "b"
        })
      }
      let expected = pattern.map { $0?.joined() ?? "..." }.joined(separator: "\n")
      let matches = WildcardPattern(expected).matches(actual.joined(separator: "\n"))
      if matches != Self.exhaustiveMatch(pattern, actual) {
        failures.append("\(expected.debugDescription) ~ \(actual)")
      }
    }
    expectNoDifference(failures, [])
  }

  /// Lines of items (a character or `[..]`), nil for `...`, matched by trying every way.
  static func exhaustiveMatch(_ pattern: [[String]?], _ actual: [String]) -> Bool {
    func line(_ items: ArraySlice<String>, _ text: Substring) -> Bool {
      guard let item = items.first else { return text.isEmpty }
      if item == "[..]" {
        return text.indices.contains { line(items.dropFirst(), text[$0...]) }
          || line(items.dropFirst(), text[text.endIndex...])
      }
      return text.first.map(String.init) == item && line(items.dropFirst(), text.dropFirst())
    }
    func lines(_ pattern: ArraySlice<[String]?>, _ actual: ArraySlice<String>) -> Bool {
      guard let first = pattern.first else { return actual.isEmpty }
      guard let items = first else {
        return (actual.startIndex...actual.endIndex).contains { start in
          lines(pattern.dropFirst(), actual[start...])
        }
      }
      guard let text = actual.first else { return false }
      return line(items[...], text[...]) && lines(pattern.dropFirst(), actual.dropFirst())
    }
    return lines(pattern[...], actual[...])
  }

  // Each of these would take years by backtracking; here each is linear or close to it. Not a
  // timed assertion: a hang is what fails.

  @Test func manyLineWildcards() {
    let actual = (0..<10_000).map { "line \($0)" }.joined(separator: "\n")
    let dots = Array(repeating: "...", count: 1_000)
    #expect(WildcardPattern(dots.joined(separator: "\n")).matches(actual))
    #expect(WildcardPattern((dots + ["line 9999"]).joined(separator: "\n")).matches(actual))
    #expect(!WildcardPattern((dots + ["line 10000"]).joined(separator: "\n")).matches(actual))
    let interleaved = (0..<1_000).flatMap { ["...", "line \($0 * 10 + 5)"] } + ["..."]
    #expect(WildcardPattern(interleaved.joined(separator: "\n")).matches(actual))
    let unordered = interleaved + ["line 3", "..."]
    #expect(!WildcardPattern(unordered.joined(separator: "\n")).matches(actual))
  }

  @Test func manyBlocksThatAlmostMatch() {
    let actual = Array(repeating: "a", count: 10_000).joined(separator: "\n")
    let block = Array(repeating: "a", count: 20) + ["b"]
    let pattern = (0..<500).flatMap { _ in ["..."] + block } + ["..."]
    #expect(!WildcardPattern(pattern.joined(separator: "\n")).matches(actual))
  }

  @Test func manyTextWildcards() {
    let pattern = String(repeating: "[..]a", count: 5_000) + "[..]"
    #expect(WildcardPattern(pattern).matches(String(repeating: "a", count: 5_000)))
    #expect(!WildcardPattern(pattern).matches(String(repeating: "a", count: 4_999)))
    #expect(!WildcardPattern(pattern + "b").matches(String(repeating: "a", count: 10_000)))
    let long = String(repeating: "a", count: 5_000) + "b"
    #expect(!WildcardPattern("[..]" + long + "[..]").matches(String(repeating: "a", count: 20_000)))
  }
}
