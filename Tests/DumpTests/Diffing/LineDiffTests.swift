import Testing

@testable import Dump

struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.render(from: "a\nb", to: "a\nb") == nil)
  }

  @Test func marksChangedLines() {
    #expect(
      LineDiff.render(from: "Hello,\nWorld!\nBye", to: "Hello,\nBlob!\nBye")
        == """
          Hello,
        - World!
        + Blob!
          Bye
        """
    )
  }

  @Test func proportionalFormat() {
    #expect(
      LineDiff.render(from: "a", to: "b", format: .proportional)
        == "\u{2212} a\n+ b"
    )
  }

  @Test func collapsesDistantUnchangedLines() {
    let numbers = (1...20).map(String.init)
    let old = numbers.joined(separator: "\n")
    let new = numbers.map { $0 == "10" ? "ten" : $0 }.joined(separator: "\n")
    #expect(
      LineDiff.render(from: old, to: new, context: 2)
        == """
          … (7 unchanged)
          8
          9
        - 10
        + ten
          11
          12
          … (8 unchanged)
        """
    )
  }

  @Test func splitsCarriageReturnLineFeeds() {
    #expect(
      LineDiff.lines(from: "a\r\nb", to: "a\r\nc") == [
        .init(.unchanged, "a"), .init(.removed, "b"), .init(.inserted, "c"),
      ]
    )
  }

  @Test func splitsLinesAsCharactersWould() {
    let texts = [
      "", "one", "a\nb", "a\n", "\n\n", "a\r\nb", "a\rb", "a\u{0B}b\u{0C}c", "é\nè",
      "a\u{2028}b", "a\u{85}b", "tab\there\nnext",
    ]
    for text in texts {
      #expect(
        LineDiff.splitLines(text)
          == text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline),
        "\(text.debugDescription)")
    }
  }
}
