@testable import InlineSnapshot
import Testing

@Suite struct TextReplacementTests {
  @Test func appliesReplacementsInPositionOrderKeepingOtherBytes() {
    let source = "héllo, wörld"
    let replacements = [
      TextReplacement(start: 8, end: 14, text: "there"),
      TextReplacement(start: 0, end: 0, text: "¡"),
      TextReplacement(start: 0, end: 0, text: "¡"),
    ]
    #expect(TextReplacement.apply(replacements, to: source) == "¡¡héllo, there")
  }

  @Test func insertionsAtOnePointDoNotOverlap() {
    let insertion = TextReplacement(start: 3, end: 3, text: "x")
    #expect(!insertion.overlaps(TextReplacement(start: 3, end: 3, text: "y")))
    #expect(TextReplacement(start: 1, end: 4, text: "").overlaps(insertion))
  }
}
