import Testing

@testable import Dump

struct LineDiffTests {
  @Test func equalTextsAreUnchanged() {
    #expect(
      LineDiff.stringLines(from: "a\nb", to: "a\nb") == [.init(.unchanged, "a"), .init(.unchanged, "b")]
    )
  }

  @Test func aChangedLineIsShownBetweenItsNeighbours() {
    #expect(
      LineDiff.stringLines(from: "Hello,\nWorld!\nBye", to: "Hello,\nBlob!\nBye") == [
        .init(.unchanged, "Hello,"), .init(.removed, "World!"), .init(.inserted, "Blob!"),
        .init(.unchanged, "Bye"),
      ]
    )
  }

  @Test func removedAndInsertedLinesAtTheSamePlaceArePaired() {
    #expect(
      LineDiff.stringLines(from: "a\nb\nc", to: "x\ny") == [
        .init(.removed, "a"), .init(.inserted, "x"), .init(.removed, "b"), .init(.inserted, "y"),
        .init(.removed, "c"),
      ]
    )
  }

  @Test func aCarriageReturnStaysOnItsLine() {
    // `\r\n` is one character, so it splits no piece; its piece shows as two lines.
    #expect(
      LineDiff.stringLines(from: "a\r\nb", to: "a\nb") == [
        .init(.removed, "a\r"), .init(.removed, "b"), .init(.inserted, "a"),
        .init(.inserted, "b"),
      ]
    )
  }

  @Test func piecesSplitAtLineFeedsOfTheirOwn() {
    let pieces = ["", "one", "a\nb", "a\n", "\n\n", "a\r\nb", "a\rb", "a\r\n\nb", "é\nè"]
      .map { LineDiff.pieces(of: $0).map(String.init) }
    #expect(
      pieces == [
        [], ["one"], ["a", "b"], ["a", ""], ["", "", ""], ["a\r\nb"], ["a\rb"], ["a\r\n", "b"],
        ["é", "è"],
      ]
    )
  }
}
