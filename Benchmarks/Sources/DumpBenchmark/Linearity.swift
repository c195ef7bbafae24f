import Dump
import Foundation

/// `--linearity`: each shape at n and 10n values, timed; the ratio must stay under 30 (three
/// times the linear 10; a quadratic walk takes about 100). Run in the debug build too, where tests run: a copy of the node array
/// per element, which the optimizer removes in release builds, is quadratic there, and no
/// count of reflections or comparisons shows it.
enum Linearity {
  struct Shape {
    var title: String
    var size: Int
    /// The work on `count` values, prepared outside the timing.
    var prepare: (_ count: Int) -> () -> Void
  }

  static let growth = 10
  static let bound = 30.0

  struct Row: Equatable {
    var id: Int
    var title: String
  }

  struct Tag: Hashable {
    var name: String
    var color: Int
  }

  /// The shape of a screen's rows: not `Identifiable`, holding an `Identifiable` record.
  struct ScreenRow: Equatable {
    struct Record: Equatable, Identifiable {
      var id: Int
      var name: String
    }
    var record: Record
    var isSelected: Bool
    var labels: [String]
  }

  enum Entry: Equatable {
    case note(String)
    case divider
  }

  static func rows(_ count: Int) -> [Row] {
    (0..<count).map { Row(id: $0, title: "row \($0)") }
  }

  static func screenRows(_ count: Int) -> [ScreenRow] {
    (0..<count).map {
      ScreenRow(
        record: .init(id: $0, name: "row \($0)"), isSelected: $0 % 2 == 0, labels: ["a", "b"])
    }
  }

  static var shapes: [Shape] {
    [
      Shape(title: "dump rows", size: 4_000) { count in
        let rows = rows(count)
        return { _ = String(customDumping: rows) }
      },
      // Sets are sorted from the nodes built for their members (n log n comparisons).
      Shape(title: "dump a set of structs", size: 4_000) { count in
        let tags = Set((0..<count).map { Tag(name: "tag \($0)", color: $0 % 7) })
        return { _ = String(customDumping: tags) }
      },
      Shape(title: "diff rows, every 10th changed", size: 4_000) { count in
        let old = rows(count)
        var new = old
        for index in stride(from: 0, to: count, by: 10) { new[index].title += "!" }
        return { _ = diff(old, new) }
      },
      Shape(title: "diff rows without ids, every 10th changed", size: 2_000) { count in
        let old = screenRows(count)
        var new = old
        for index in stride(from: 0, to: count, by: 10) { new[index].labels.append("c") }
        return { _ = diff(old, new) }
      },
      Shape(title: "diff rows without ids against the reverse", size: 1_000) { count in
        let old = screenRows(count)
        let new = Array(old.reversed())
        return { _ = diff(old, new) }
      },
      // Past the search's limit, repeated elements are aligned in O(n log n).
      Shape(title: "diff entries with repeats against the reverse", size: 1_500) { count in
        let old = (0..<count).map { $0 % 3 == 2 ? Entry.divider : .note("note \($0)") }
        let new = Array(old.reversed())
        return { _ = diff(old, new) }
      },
    ]
  }

  /// The fastest of three runs, in seconds.
  static func seconds(_ work: () -> Void) -> Double {
    let clock = ContinuousClock()
    return (0..<3).map { _ in clock.measure(work).seconds }.min() ?? 0
  }

  /// Times every shape at n and 10n and prints the ratios; returns whether all are in bound.
  static func run() -> Bool {
    var isLinear = true
    for shape in shapes {
      let small = seconds(shape.prepare(shape.size))
      let large = seconds(shape.prepare(shape.size * growth))
      // Below a few milliseconds, the small run's time is mostly noise.
      let times = large / max(small, 0.005)
      let verdict = times < bound ? "linear" : "NOT LINEAR (bound \(Int(bound))×)"
      if times >= bound { isLinear = false }
      print(
        "\(shape.title): \(shape.size.formatted()) in \(format(.seconds(small))),"
          + " \((shape.size * growth).formatted()) in \(format(.seconds(large))):"
          + " \(ratio(times)) the time, \(verdict)")
    }
    print(isLinear ? "All shapes linear." : "Some shapes are not linear.")
    return isLinear
  }
}
