import Foundation
import Testing
import VerbatimTestSupport

@testable import Dump

/// Dictionaries with `Equatable` values are compared by key with `==`, reflecting only the
/// changed values; the diff must read exactly as the diff of the whole reflected dictionaries.
@Suite struct DictionaryEntriesTests {
  struct Row: Equatable {
    var name: String
    var count: Int
  }

  struct PlainRow {
    var name: String
    var count: Int

    init(_ row: Row) {
      (name, count) = (row.name, row.count)
    }
  }

  struct Screen: Equatable {
    var title: String
    var rows: [String: Row]
  }

  struct PlainScreen {
    var title: String
    var rows: [String: PlainRow]

    init(_ screen: Screen) {
      (title, rows) = (screen.title, screen.rows.mapValues(PlainRow.init))
    }
  }

  @Test func randomEditsDiffAsReflectedDictionariesDo() {
    var generator = SplitMix(seed: 5)
    for _ in 0..<150 {
      let keys = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
        Int.random(in: -20..<40, using: &generator)
      }
      var old: [Int: Row] = [:]
      for key in keys { old[key] = Row(name: "row \(key % 6)", count: key % 3) }
      var new = old
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let key = Int.random(in: -20..<40, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: new[key] = nil
        case 1: new[key] = Row(name: "edited \(key % 4)", count: key % 2)
        default: new[key]?.count += 1
        }
      }
      guard !new.isEmpty else { continue }
      #expect(
        diff(old, new)
          == diff(old.mapValues(PlainRow.init), new.mapValues(PlainRow.init))?
          .replacing("PlainRow", with: "Row"), "\(old) → \(new)")

      let stringKeyed = Dictionary(uniqueKeysWithValues: old.map { ("k\($0.key)", $0.value) })
      let newStringKeyed = Dictionary(uniqueKeysWithValues: new.map { ("k\($0.key)", $0.value) })
      let screens = (
        Screen(title: "A", rows: stringKeyed), Screen(title: "B", rows: newStringKeyed)
      )
      #expect(
        diff(screens.0, screens.1)
          == diff(PlainScreen(screens.0), PlainScreen(screens.1))?
          .replacing("PlainScreen", with: "Screen").replacing("PlainRow", with: "Row"),
        "\(old) → \(new)")
    }
  }

  final class Counter: Equatable {
    var count: Int
    init(_ count: Int) { self.count = count }
    static func == (lhs: Counter, rhs: Counter) -> Bool { lhs.count == rhs.count }
  }

  /// Objects are numbered (`#1`) across the whole value: dictionaries of objects are reflected
  /// whole, as before.
  @Test func objectValuesAreReflectedWhole() {
    let shared = Counter(1)
    let old = ["a": shared, "b": shared, "c": Counter(2)]
    let new = ["a": shared, "b": shared, "c": Counter(3)]
    #expect(([String: Counter]()).orderedKeys() == nil)
    #expect(
      diff(old, new)
        == """
          [
        -   "c": #1 DictionaryEntriesTests.Counter(count: 2),
        +   "c": #1 DictionaryEntriesTests.Counter(count: 3),
            … (2 unchanged)
          ]
        """)
  }

  @Test func onlyChangedValuesAreReflected() {
    let old = Dictionary(uniqueKeysWithValues: (1...1_000).map { ($0, Row(name: "\($0)", count: 0)) })
    var new = old
    new[500]?.count = 1
    #expect(
      diff(old, new)
        == """
          [
            500: DictionaryEntriesTests.Row(
              name: "500",
        -     count: 0
        +     count: 1
            ),
            … (999 unchanged)
          ]
        """)
  }
}
