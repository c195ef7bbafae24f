import Dump
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Text that holds the wildcards' syntax is recorded escaped, one-to-one, so that what a run
/// recorded is matched literally by the next run (issue 53).
@Suite struct WildcardEscapingTests {
  @Test func escapesTheSyntaxAndNothingElse() {
    let texts = [
      "[..]", #"\[..]"#, #"\\[..]"#, "a[..]b[..]", "[..][..]", "[[..]]", "[...]", "[.]",
      "...", #"\..."#, #"\\..."#, " ...", "....", "a...", #"\x \\ ["#,
    ]
    assertInlineSnapshot(
      of: texts.map { "\($0)  →  \(WildcardEscaping.escaped($0))" }.joined(separator: "\n"),
      as: .lines
    ) {
      #"""
      [..]  →  \[..]
      \[..]  →  \\\[..]
      \\[..]  →  \\\\\[..]
      a[..]b[..]  →  a\[..]b\[..]
      [..][..]  →  \[..]\[..]
      [[..]]  →  [\[..]]
      [...]  →  [...]
      [.]  →  [.]
      ...  →  \...
      \...  →  \\...
      \\...  →  \\\...
       ...  →   ...
      ....  →  ....
      a...  →  a...
      \x \\ [  →  \x \\ [
      """#
    }
  }

  @Test func escapesEachLineOnItsOwn() {
    expectNoDifference(
      WildcardEscaping.escaped("a\n...\n[..]\n\n...\r\n..."),
      "a\n\\...\n\\[..]\n\n...\r\n\\..."
    )
  }

  @Test func readsWildcardsAndLiterals() {
    func pieces(_ line: String) -> [String]? {
      guard case .text(let pieces) = WildcardEscaping.read(ArraySlice(line.utf8)) else {
        return nil
      }
      return pieces.map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(pieces("...") == nil)
    #expect(pieces(#"\..."#) == ["..."])
    #expect(pieces(#"\\\..."#) == [#"\\..."#])
    #expect(pieces("Finished in [..] s") == ["Finished in ", " s"])
    #expect(pieces(#"\[..]"#) == ["[..]"])
    #expect(pieces(#"\\[..]"#) == [#"\"#, ""])
    #expect(pieces(#"\\\[..]"#) == [#"\[..]"#])
    #expect(pieces("[..][..]") == ["", "", ""])
    #expect(pieces(#"\x\"#) == [#"\x\"#])
  }

  /// Every text over the syntax's characters, up to a length: escaping reads back, and reading
  /// back escapes again to the same text.
  @Test func isOneToOneOnAllShortTexts() {
    let alphabet: [Character] = ["[", ".", "]", "\\", "\n"]
    var texts = [""]
    var all = [""]
    for _ in 1...6 {
      texts = texts.flatMap { text in alphabet.map { text + String($0) } }
      all += texts
    }
    var failures: [String] = []
    for text in all where !Self.roundTrips(text) { failures.append(text) }
    expectNoDifference(failures, [])
  }

  @Test func isOneToOneOnRandomTexts() {
    let alphabet = ["[", ".", "]", "\\", "a", "\n", "\r", "[..]", "...", "\u{E9}", "e\u{301}"]
    var generator = SplitMix(seed: 53)
    var failures: [String] = []
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
      if !Self.roundTrips(text) { failures.append(text) }
    }
    expectNoDifference(failures, [])
  }

  /// `unescaped(escaped(t)) == t`; `escaped(unescaped(t)) == t` when `t` holds no wildcard,
  /// and `unescaped(t)` is nil exactly when it holds one; the identity without the syntax.
  static func roundTrips(_ text: String) -> Bool {
    let escaped = WildcardEscaping.escaped(text)
    guard let back = WildcardEscaping.unescaped(escaped), back.utf8.elementsEqual(text.utf8)
    else { return false }
    let read = WildcardEscaping.unescaped(text)
    if let read, !WildcardEscaping.escaped(read).utf8.elementsEqual(text.utf8) { return false }
    if (read == nil) != WildcardPattern(text).hasWildcards { return false }
    // By bytes: a `String` splits "\r\n" as one character.
    let lines = Array(text.utf8).split(separator: 10, omittingEmptySubsequences: false)
    let plain = !lines.contains { line in
      line.drop { $0 == UInt8(ascii: "\\") }.elementsEqual("...".utf8)
        || line.indices.contains { line[$0...].starts(with: "[..]".utf8) }
    }
    return !plain || escaped.utf8.elementsEqual(text.utf8)
  }
}
