import Testing

@testable import Dump

struct ListPunctuationTests {
  @Test func eachSideIsPunctuatedAsItsOwnDump() {
    // old: [u, r]  new: [u, i1, i2]
    #expect(
      ListPunctuation.commas(for: [.unchanged, .removed, .inserted, .inserted])
        == [true, false, true, false])
  }

  @Test func aChangedEntryTakesACommaWhenEitherSideContinues() {
    #expect(ListPunctuation.commas(for: [.changed, .removed]) == [true, false])
    #expect(ListPunctuation.commas(for: [.changed, .inserted]) == [true, false])
    #expect(ListPunctuation.commas(for: [.changed]) == [false])
  }

  @Test func anUnchangedLineFollowsTheSecondSide() {
    #expect(ListPunctuation.commas(for: [.unchanged, .removed]) == [false, false])
    #expect(ListPunctuation.commas(for: [.unchanged, .inserted]) == [true, false])
  }
}
