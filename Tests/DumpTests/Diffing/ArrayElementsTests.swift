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

  @Test func positionalComparisonFindsIDsAndEqualitiesInOnePass() {
    let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
    var edited = items
    edited[1].title = "B"
    guard case .sameIDs(let equalities) = items.compareByPosition(with: edited) else {
      Issue.record("same ids not found")
      return
    }
    #expect(equalities == [true, false, true])
    for (old, new) in [
      (items[...], edited[...]), (items.dropFirst(), edited.dropFirst()),
    ] {
      guard case .sameIDs(let equalities) = old.compareByPosition(with: new) else {
        Issue.record("same ids not found in slices")
        return
      }
      #expect(equalities == Array([true, false, true].suffix(old.count)))
    }
    guard case .sameIDs = ContiguousArray(items).compareByPosition(with: ContiguousArray(edited))
    else {
      Issue.record("same ids not found in contiguous arrays")
      return
    }
  }

  @Test func positionalComparisonStopsAtMovedOrMissingIDs() {
    let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    guard case .differentIDs = items.compareByPosition(with: Array(items.reversed())),
      case .differentIDs = items.compareByPosition(with: Array(items.prefix(1))),
      case .notComparable = items.compareByPosition(with: ContiguousArray(items)),
      case .notComparable = [1, 2].compareByPosition(with: [1, 2])
    else {
      Issue.record("moved, missing or unidentified elements compared by position")
      return
    }
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
