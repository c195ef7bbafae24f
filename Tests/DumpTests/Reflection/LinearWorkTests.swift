import Dump
import Testing

/// Dumping and diffing n values does work in proportion to n: counted at two sizes (values
/// reflected, through a custom mirror; comparisons, through `==`), never timed. A copy of the
/// node array per element, which no count shows, is caught by `DumpBenchmark --linearity`.
///
/// Reflections are exact: each value printed is reflected once. Comparisons are not: within
/// ``SequenceDiff/maximumEditDistance`` edits the search compares up to that many pairs per
/// element, so they are checked past it, where they grow no faster than the values.
@Suite struct LinearWorkTests {
  /// How often the values that share it were reflected and compared.
  final class WorkCounter: @unchecked Sendable {
    var reflections = 0
    var comparisons = 0
  }

  struct Row: Hashable, CustomDumpReflectable {
    var id: Int
    var title: String
    let counter: WorkCounter

    var customDumpMirror: Mirror {
      counter.reflections += 1
      return Mirror(self, children: ["id": id, "title": title], displayStyle: .struct)
    }

    static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.counter.comparisons += 1
      return lhs.id == rhs.id && lhs.title == rhs.title
    }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  static func rows(_ count: Int, counter: WorkCounter) -> [Row] {
    (0..<count).map { Row(id: $0, title: "row \($0)", counter: counter) }
  }

  /// The work counted on `count` values, and on five times as many.
  static func counts(
    _ count: Int, _ work: (_ count: Int, _ counter: WorkCounter) -> Void
  ) -> (small: WorkCounter, large: WorkCounter) {
    let small = WorkCounter()
    work(count, small)
    let large = WorkCounter()
    work(count * 5, large)
    return (small, large)
  }

  @Test func dumpingReflectsEachRowOnce() {
    for count in [1_000, 5_000] {
      let counter = WorkCounter()
      _ = String(customDumping: Self.rows(count, counter: counter))
      #expect(counter.reflections == count)
    }
  }

  /// Sets are sorted from the nodes built for their members: sorting by a separate dump of
  /// each member would reflect every member again.
  @Test func dumpingASetReflectsEachMemberOnce() {
    for count in [1_000, 5_000] {
      let counter = WorkCounter()
      _ = String(customDumping: Set(Self.rows(count, counter: counter)))
      #expect(counter.reflections == count)
    }
  }

  /// Equal rows cost a comparison, not a reflection: only the changed ones, both sides.
  @Test func diffingRowsReflectsOnlyTheChangedOnes() {
    let (small, large) = Self.counts(1_000) { count, counter in
      let old = Self.rows(count, counter: counter)
      var new = old
      for index in stride(from: 0, to: count, by: 10) { new[index].title += "!" }
      _ = diff(old, new)
    }
    #expect(small.reflections == 2 * 100)
    #expect(large.reflections == 5 * small.reflections)
  }

  /// The shape of a screen's rows: not `Identifiable`, holding an `Identifiable` record.
  struct ScreenRow: Equatable, CustomDumpReflectable {
    struct Record: Equatable, Identifiable {
      var id: Int
      var name: String
    }
    var record: Record
    var isSelected: Bool
    var labels: [String]
    let counter: WorkCounter

    var customDumpMirror: Mirror {
      counter.reflections += 1
      return Mirror(
        self, children: ["record": record, "isSelected": isSelected, "labels": labels],
        displayStyle: .struct)
    }

    static func == (lhs: ScreenRow, rhs: ScreenRow) -> Bool {
      lhs.counter.comparisons += 1
      return lhs.record == rhs.record && lhs.isSelected == rhs.isSelected
        && lhs.labels == rhs.labels
    }
  }

  static func screenRows(_ count: Int, counter: WorkCounter) -> [ScreenRow] {
    (0..<count).map {
      ScreenRow(
        record: .init(id: $0, name: "row \($0)"), isSelected: $0 % 2 == 0, labels: ["a", "b"],
        counter: counter)
    }
  }

  @Test func diffingRowsWithoutIdentityReflectsOnlyTheChangedOnes() {
    let (small, large) = Self.counts(1_000) { count, counter in
      let old = Self.screenRows(count, counter: counter)
      var new = old
      for index in stride(from: 0, to: count, by: 10) { new[index].labels.append("c") }
      _ = diff(old, new)
    }
    #expect(small.reflections == 2 * 100)
    #expect(large.reflections == 5 * small.reflections)
  }

  /// Every row moved: each is printed, so reflected, once a side.
  @Test func diffingReversedRowsWithoutIdentityDoesWorkInProportion() {
    let (small, large) = Self.counts(1_000) { count, counter in
      let old = Self.screenRows(count, counter: counter)
      _ = diff(old, Array(old.reversed()))
    }
    #expect(small.reflections == 2 * 1_000)
    #expect(large.reflections == 5 * small.reflections)
    #expect(
      large.comparisons <= 5 * small.comparisons, "\(small.comparisons), \(large.comparisons)")
  }

  enum Entry: Equatable {
    case note(String)
    case divider
  }

  struct CountedEntry: Equatable {
    var entry: Entry
    let counter: WorkCounter

    static func == (lhs: CountedEntry, rhs: CountedEntry) -> Bool {
      lhs.counter.comparisons += 1
      return lhs.entry == rhs.entry
    }
  }

  /// Past the search's limit, repeated elements are found with a few `==` per element and
  /// aligned in O(n log n).
  @Test func diffingReversedEntriesWithRepeatsComparesInProportion() {
    let (small, large) = Self.counts(1_500) { count, counter in
      let old = (0..<count).map {
        CountedEntry(entry: $0 % 3 == 2 ? .divider : .note("note \($0)"), counter: counter)
      }
      _ = diff(old, Array(old.reversed()))
    }
    #expect(
      large.comparisons <= 5 * small.comparisons, "\(small.comparisons), \(large.comparisons)")
  }
}
