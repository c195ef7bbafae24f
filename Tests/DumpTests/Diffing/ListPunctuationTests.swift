import Testing

@testable import Dump

struct ListPunctuationTests {
  /// Whether each entry, in order, is followed by a comma.
  private func commas(for entries: [ListPunctuation.Entry]) -> [Bool] {
    var punctuation = ListPunctuation()
    return entries.reversed().map { punctuation.takesComma($0) }.reversed()
  }

  @Test func eachSideIsPunctuatedAsItsOwnDump() {
    // old: [u, r]  new: [u, i1, i2]
    #expect(
      commas(for: [.unchanged, .removed, .inserted, .inserted])
        == [true, false, true, false])
  }

  @Test func aChangedEntryTakesACommaWhenEitherSideContinues() {
    #expect(commas(for: [.changed, .removed]) == [true, false])
    #expect(commas(for: [.changed, .inserted]) == [true, false])
    #expect(commas(for: [.changed]) == [false])
  }

  @Test func anUnchangedLineFollowsTheSecondSide() {
    #expect(commas(for: [.unchanged, .removed]) == [false, false])
    #expect(commas(for: [.unchanged, .inserted]) == [true, false])
  }
}
