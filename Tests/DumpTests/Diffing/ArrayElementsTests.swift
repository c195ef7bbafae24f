@testable import Dump
import Testing

@Suite struct ArrayElementsTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var title: String
  }

  @Test func sameIDsInTheSameOrderAlignOneToOne() {
    let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    let edited = [Item(id: 1, title: "A"), Item(id: 2, title: "B")]
    #expect(items.hasSameIDs(as: edited))
    #expect(items[...].hasSameIDs(as: edited[...]))
    #expect(ContiguousArray(items).hasSameIDs(as: ContiguousArray(edited)))
  }

  @Test func movedMissingOrUnidentifiedElementsNeedAligning() {
    let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    #expect(!items.hasSameIDs(as: Array(items.reversed())))
    #expect(!items.hasSameIDs(as: Array(items.prefix(1))))
    #expect(!items.hasSameIDs(as: ContiguousArray(items)))
    #expect(![1, 2].hasSameIDs(as: [1, 2]))
  }

  @Test func alignedElementsCompareWithTheirEquality() {
    let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
    var edited = items
    edited[1].title = "B"
    let pairs = [(old: 0, new: 0), (old: 1, new: 1), (old: 2, new: 2)]
    #expect(items.equalities(with: edited, at: pairs) == [true, false, true])
    #expect(items[1...].equalities(with: edited[1...], at: Array(pairs.prefix(2))) == [false, true])
    #expect(
      ContiguousArray(items).equalities(with: ContiguousArray(edited), at: pairs)
        == [true, false, true])
    #expect(items.equalities(with: ContiguousArray(edited), at: pairs) == nil)
    #expect([[1]].equalities(with: [[1]], at: [(old: 0, new: 0)]) == [true])
  }

  @Test func diffsOfArraysWithTheSameIDsReadAsBefore() {
    let items = (0..<20).map { Item(id: $0, title: "\($0)") }
    var edited = items
    edited[3].title = "three"
    #expect(
      diff(items, edited) == """
          [
            … (3 unchanged),
            [3]: ArrayElementsTests.Item(
              id: 3,
        -     title: "3"
        +     title: "three"
            ),
            … (16 unchanged)
          ]
        """
    )
  }
}
