import Dump
import Foundation
import Testing

/// Dumping and diffing n values cost O(n), also in the debug builds tests run in.
///
/// A complexity check, not a timing test: it compares 5 times more data with the time it
/// takes, and allows 3 times the linear ratio. A quadratic walk (a copy of the node array per
/// element, as an instance method passed as a closure once caused) takes 25 times longer and
/// fails; at 20,000 values it took 12 s instead of 0.1 s.
@Suite(.serialized) struct LinearTimeTests {
  struct Row: Equatable {
    var id: Int
    var title: String
  }

  static func rows(_ count: Int) -> [Row] {
    (0..<count).map { Row(id: $0, title: "row \($0)") }
  }

  /// The fastest of three runs, in seconds.
  static func seconds(_ work: () -> Void) -> Double {
    (0..<3).map { _ in
      let start = Date()
      work()
      return Date().timeIntervalSince(start)
    }
    .min() ?? 0
  }

  @Test func dumpingGrowsLinearly() {
    let small = Self.rows(4_000)
    let large = Self.rows(20_000)
    let smallTime = Self.seconds { _ = String(customDumping: small) }
    let largeTime = Self.seconds { _ = String(customDumping: large) }
    #expect(largeTime < max(smallTime, 0.005) * 15, "4,000 rows: \(smallTime) s; 20,000: \(largeTime) s")
  }

  struct Tag: Hashable {
    var name: String
    var color: Int
  }

  /// Sets sort their members from the nodes built for them (n log n); a copy of the node
  /// array per member would be quadratic in debug builds.
  @Test func dumpingSetsGrowsLinearly() {
    let small = Set((0..<4_000).map { Tag(name: "tag \($0)", color: $0 % 7) })
    let large = Set((0..<20_000).map { Tag(name: "tag \($0)", color: $0 % 7) })
    let smallTime = Self.seconds { _ = String(customDumping: small) }
    let largeTime = Self.seconds { _ = String(customDumping: large) }
    #expect(largeTime < max(smallTime, 0.005) * 15, "4,000 tags: \(smallTime) s; 20,000: \(largeTime) s")
  }

  @Test func diffingGrowsLinearly() {
    func changed(_ rows: [Row]) -> [Row] {
      var rows = rows
      for index in stride(from: 0, to: rows.count, by: 10) { rows[index].title += "!" }
      return rows
    }
    let small = Self.rows(4_000)
    let large = Self.rows(20_000)
    let (changedSmall, changedLarge) = (changed(small), changed(large))
    let smallTime = Self.seconds { _ = diff(small, changedSmall) }
    let largeTime = Self.seconds { _ = diff(large, changedLarge) }
    #expect(largeTime < max(smallTime, 0.005) * 15, "4,000 rows: \(smallTime) s; 20,000: \(largeTime) s")
  }

  /// The shape of a screen's rows: not `Identifiable`, holding an `Identifiable` record.
  struct Record: Equatable, Identifiable {
    var id: Int
    var name: String
  }

  struct ScreenRow: Equatable {
    var record: Record
    var isSelected: Bool
    var labels: [String]
  }

  static func screenRows(_ count: Int) -> [ScreenRow] {
    (0..<count).map {
      ScreenRow(
        record: Record(id: $0, name: "row \($0)"), isSelected: $0 % 2 == 0, labels: ["a", "b"])
    }
  }

  @Test func diffingRowsWithoutIdentityGrowsLinearly() {
    func changed(_ rows: [ScreenRow]) -> [ScreenRow] {
      var rows = rows
      for index in stride(from: 0, to: rows.count, by: 10) { rows[index].labels.append("c") }
      return rows
    }
    let small = Self.screenRows(2_000)
    let large = Self.screenRows(10_000)
    let (changedSmall, changedLarge) = (changed(small), changed(large))
    let smallTime = Self.seconds { _ = diff(small, changedSmall) }
    let largeTime = Self.seconds { _ = diff(large, changedLarge) }
    #expect(
      largeTime < max(smallTime, 0.005) * 15, "2,000 rows: \(smallTime) s; 10,000: \(largeTime) s")
  }

  @Test func diffingReversedRowsWithoutIdentityGrowsLinearly() {
    let small = Self.screenRows(1_000)
    let large = Self.screenRows(5_000)
    let (reversedSmall, reversedLarge) = (Array(small.reversed()), Array(large.reversed()))
    let smallTime = Self.seconds { _ = diff(small, reversedSmall) }
    let largeTime = Self.seconds { _ = diff(large, reversedLarge) }
    #expect(
      largeTime < max(smallTime, 0.005) * 15, "1,000 rows: \(smallTime) s; 5,000: \(largeTime) s")
  }

  enum Entry: Equatable {
    case note(String)
    case divider
  }

  /// Past the search's limit, repeated elements are found with a few `==` per element and
  /// aligned in O(n log n).
  @Test func diffingReversedEntriesWithRepeatsGrowsLinearly() {
    func entries(_ count: Int) -> [Entry] {
      (0..<count).map { $0 % 3 == 2 ? .divider : .note("note \($0)") }
    }
    let (small, large) = (entries(1_500), entries(7_500))
    let (reversedSmall, reversedLarge) = (Array(small.reversed()), Array(large.reversed()))
    let smallTime = Self.seconds { _ = diff(small, reversedSmall) }
    let largeTime = Self.seconds { _ = diff(large, reversedLarge) }
    #expect(
      largeTime < max(smallTime, 0.005) * 15, "1,500 entries: \(smallTime) s; 7,500: \(largeTime) s")
  }
}
