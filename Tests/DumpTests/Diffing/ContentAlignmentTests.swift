import Foundation
import Testing
import VerbatimTestSupport

@testable import Dump

/// Arrays of `Equatable` elements without identity are aligned with `==` (or hashes), never by
/// reflecting every element; the diff must read exactly as the reflected alignment's.
@Suite struct ContentAlignmentTests {
  /// Counts the mirrors Dump asks its values for.
  final class MirrorCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
      lock.withLock { count += 1 }
    }
  }

  struct CountedRow: Equatable, CustomDumpReflectable {
    var id: Int
    var title: String
    let mirrors: MirrorCount

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id && lhs.title == rhs.title
    }

    var customDumpMirror: Mirror {
      mirrors.increment()
      return Mirror(self, children: ["id": id, "title": title], displayStyle: .struct)
    }
  }

  @Test func equalElementsAreNotReflected() {
    let mirrors = MirrorCount()
    let old = (0..<100).map { CountedRow(id: $0, title: "row \($0)", mirrors: mirrors) }
    var new = old
    for index in stride(from: 0, to: new.count, by: 10) { new[index].title += "!" }
    let difference = diff(old, new)
    // Only the 10 changed pairs are reflected; every element was, once more, to be aligned.
    #expect(mirrors.value == 20)
    #expect(
      difference?.hasPrefix(
        """
          [
            [0]: ContentAlignmentTests.CountedRow(
              id: 0,
        -     title: "row 0"
        +     title: "row 0!"
            ),
            … (9 unchanged),
        """) == true, "\(difference ?? "nil")")
  }

  struct Record: Equatable, Identifiable {
    var id: Int
    var name: String
  }

  /// The issue's shape: not `Identifiable`, but holding an `Identifiable` value.
  struct Row: Equatable {
    var record: Record
    var isSelected: Bool
    var labels: [String]
  }

  struct PlainRow {
    var record: Record
    var isSelected: Bool
    var labels: [String]

    init(_ row: Row) {
      (record, isSelected, labels) = (row.record, row.isSelected, row.labels)
    }
  }

  struct HashableRow: Hashable {
    var name: String
    var count: Int
  }

  struct PlainHashableRow {
    var name: String
    var count: Int

    init(_ row: HashableRow) {
      (name, count) = (row.name, row.count)
    }
  }

  enum Item: Equatable {
    case row(HashableRow)
    case note(String)
    case divider
  }

  enum PlainItem {
    case row(PlainHashableRow)
    case note(String)
    case divider

    init(_ item: Item) {
      switch item {
      case .row(let row): self = .row(PlainHashableRow(row))
      case .note(let text): self = .note(text)
      case .divider: self = .divider
      }
    }
  }

  /// Random edits of sequences with repeated elements: aligning with `==` must give the diff
  /// that aligning reflected elements gives, element for element.
  @Test func equalityAlignsAsReflectionDoes() {
    var generator = SplitMix(seed: 42)
    func row(_ value: Int) -> Row {
      Row(
        record: Record(id: value % 5, name: "name \(value % 3)"), isSelected: value % 2 == 0,
        labels: Array(repeating: "x", count: value % 3))
    }
    func item(_ value: Int) -> Item {
      switch value % 3 {
      case 0: .row(HashableRow(name: "row \(value % 4)", count: value % 2))
      case 1: .note("note \(value % 5)")
      default: .divider
      }
    }
    for round in 0..<150 {
      let values = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Int.random(in: 0..<12, using: &generator)
      }
      var edited = values
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let position = Int.random(in: 0...edited.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where position < edited.count: edited.remove(at: position)
        case 1 where position < edited.count: edited[position] = Int.random(in: 0..<12, using: &generator)
        default: edited.insert(Int.random(in: 0..<12, using: &generator), at: position)
        }
      }
      if round % 10 == 0 { edited.reverse() }

      let (rows, editedRows) = (values.map(row), edited.map(row))
      #expect(
        diff(rows, editedRows)
          == diff(rows.map(PlainRow.init), editedRows.map(PlainRow.init))?
          .replacing("PlainRow", with: "Row"), "\(values) → \(edited)")

      let hashable = values.map { HashableRow(name: "row \($0 % 7)", count: $0 % 2) }
      let editedHashable = edited.map { HashableRow(name: "row \($0 % 7)", count: $0 % 2) }
      #expect(
        diff(hashable, editedHashable)
          == diff(hashable.map(PlainHashableRow.init), editedHashable.map(PlainHashableRow.init))?
          .replacing("PlainHashableRow", with: "HashableRow"), "\(values) → \(edited)")

      let (items, editedItems) = (values.map(item), edited.map(item))
      #expect(
        diff(items, editedItems)
          == diff(items.map(PlainItem.init), editedItems.map(PlainItem.init))?
          .replacing("PlainItem", with: "Item").replacing("PlainHashableRow", with: "HashableRow"),
        "\(values) → \(edited)")

      // Nested arrays: the changed ones are compared element by element.
      let groups = stride(from: 0, to: values.count, by: 4).map {
        Array(values[$0..<min($0 + 4, values.count)].map(row))
      }
      let editedGroups = stride(from: 0, to: edited.count, by: 4).map {
        Array(edited[$0..<min($0 + 4, edited.count)].map(row))
      }
      #expect(
        diff(groups, editedGroups)
          == diff(groups.map { $0.map(PlainRow.init) }, editedGroups.map { $0.map(PlainRow.init) })?
          .replacing("PlainRow", with: "Row"), "\(values) → \(edited)")

      let optionals = values.map { $0 % 4 == 0 ? nil : row($0) }
      let editedOptionals = edited.map { $0 % 4 == 0 ? nil : row($0) }
      #expect(
        diff(optionals, editedOptionals)
          == diff(optionals.map { $0.map(PlainRow.init) }, editedOptionals.map { $0.map(PlainRow.init) })?
          .replacing("PlainRow", with: "Row"), "\(values) → \(edited)")
    }
  }

  struct Sample: Equatable {
    var value: Double
  }

  /// Arrays of arrays are compared through boxes of their elements, exactly as `Array`'s `==`
  /// compares them: an array equals itself (the same storage) even with a `nan` inside.
  @Test func arraysOfArraysMatchAsArrayEqualityDoes() {
    let shared = [Sample(value: .nan), Sample(value: 1)]
    let old = [shared, [Sample(value: 2)], [Sample(value: 3)], [], [Sample(value: .nan)]]
    let new = [[Sample(value: 3)], shared, [], [Sample(value: 2)], [Sample(value: .nan)]]
    // Keys by `==` itself: each element takes the key of the first element equal to it.
    var seen: [[Sample]] = []
    func key(_ element: [Sample]) -> Int {
      if let index = seen.firstIndex(where: { $0 == element }) { return index }
      seen.append(element)
      return seen.count - 1
    }
    let (oldKeys, newKeys) = (old.map(key), new.map(key))
    #expect(old.alignmentByContent(with: new) == SequenceDiff.segments(fromKeys: oldKeys, toKeys: newKeys))
  }

  /// Optionals of identifiable values are still matched by id, as reflection matches them.
  @Test func optionalIdentifiableElementsAlignByID() {
    let old: [Record?] = [Record(id: 1, name: "A"), nil, Record(id: 2, name: "B")]
    let new: [Record?] = [Record(id: 2, name: "B!"), nil, Record(id: 1, name: "A")]
    #expect(ElementIdentity.isIdentified(Record?.self))
    #expect(ElementIdentity.isIdentified(Record??.self))
    #expect(!ElementIdentity.isIdentified(Row?.self))
    #expect(old.alignmentByContent(with: new) == nil)
  }
}
