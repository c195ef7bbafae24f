import Dump
import Testing

/// Multi-line strings are aligned line by line, as swift-custom-dump aligns them.
struct MultiLineStringDiffTests {
  @Test func aRemovedAndAnInsertedLineAtTheSamePlaceAreShownTogether() {
    #expect(
      diff("a\nb\nc", "x\ny\nc")
        == """
          \"""
        - a
        + x
        - b
        + y
          c
          \"""
        """
    )
  }

  @Test func emptyTextHasNoLines() {
    #expect(
      diff("", "a\nb")
        == """
          \"""
        + a
        + b
          \"""
        """
    )
  }
}
