// Check/: what every kind of snapshot shares: the value taken once (SnapshotSubject,
// TakenSnapshot), compared (SnapshotDifference, Wildcards/), decided by the record mode
// (SnapshotDecision, SnapshotOutcome) and reported (SnapshotFailure).

/// Matches two sequences of lines the way swift-snapshot-testing does, so that a failing
/// snapshot shows the same difference with either library.
///
/// It takes a long run of lines both sides share (scanning the new side, then the old side, and
/// choosing among runs as swift-snapshot-testing does, which is not always the longest), keeps
/// it, and matches what lies before it and after it the same way. Unmatched old lines come
/// before unmatched new ones.
///
/// Cost: for each run kept, the pairs of equal lines in the part being matched: small for
/// typical snapshots, up to old × new lines when most lines are equal to each other (blank
/// lines, repeated rows).
enum CommonRunMatching {
  enum Side { case old, new, both }

  /// A run of consecutive lines and the side they belong to.
  struct Run: Equatable {
    var side: Side
    var lines: ArraySlice<Substring>
  }

  static func runs(from old: [Substring], to new: [Substring]) -> [Run] {
    // Lines as numbers: equal lines compare and hash once, by their bytes (`String`'s `==`
    // calls é and e + U+0301 equal, and a change between them would pass).
    var numbers: [ExactLine: Int] = [:]
    let oldKeys = old.map { line -> Int in
      if let number = numbers[ExactLine(line)] { return number }
      numbers[ExactLine(line)] = numbers.count
      return numbers.count - 1
    }
    let newKeys = new.map { numbers[ExactLine($0)] ?? -1 }
    var positionsInOld: [Int: [Int]] = [:]
    for (position, key) in oldKeys.enumerated() {
      positionsInOld[key, default: []].append(position)
    }

    enum Work {
      case match(old: Range<Int>, new: Range<Int>)
      case keep(Run)
    }
    var result: [Run] = []
    var lengths = RunLengths(oldCount: old.count)
    // Work still to do, last first, so that lines come out in order.
    var pending: [Work] = [.match(old: 0..<old.count, new: 0..<new.count)]
    while let work = pending.popLast() {
      guard case .match(let oldRange, let newRange) = work else {
        if case .keep(let run) = work { result.append(run) }
        continue
      }
      guard
        let match = longestCommonRun(
          in: oldRange, newKeys, newRange, positionsInOld: positionsInOld, lengths: &lengths)
      else {
        if !oldRange.isEmpty { result.append(Run(side: .old, lines: old[oldRange])) }
        if !newRange.isEmpty { result.append(Run(side: .new, lines: new[newRange])) }
        continue
      }
      pending.append(
        .match(
          old: match.old + match.count..<oldRange.upperBound,
          new: match.new + match.count..<newRange.upperBound))
      pending.append(.keep(Run(side: .both, lines: old[match.old..<match.old + match.count])))
      pending.append(
        .match(old: oldRange.lowerBound..<match.old, new: newRange.lowerBound..<match.new))
    }
    return result
  }

  /// Lengths of the common runs ending at each old position (shifted by one), for the previous
  /// and the current new line. Allocated once per matching; only touched entries are reset.
  private struct RunLengths {
    var previous: [Int]
    var current: [Int]
    var touchedPrevious: [Int] = []
    var touchedCurrent: [Int] = []

    init(oldCount: Int) {
      previous = Array(repeating: 0, count: oldCount + 1)
      current = previous
    }

    /// Makes the current row the previous one, and clears the new current row.
    mutating func advance() {
      for index in touchedPrevious { previous[index] = 0 }
      swap(&previous, &current)
      swap(&touchedPrevious, &touchedCurrent)
      touchedCurrent.removeAll(keepingCapacity: true)
    }

    /// Clears both rows, after the last new line.
    mutating func clear() {
      advance()
    }
  }

  /// The start in each side and the length of the longest run of equal lines, or `nil`.
  private static func longestCommonRun(
    in oldRange: Range<Int>, _ new: [Int], _ newRange: Range<Int>, positionsInOld: [Int: [Int]],
    lengths: inout RunLengths
  ) -> (old: Int, new: Int, count: Int)? {
    defer { lengths.clear() }
    var best: (old: Int, new: Int, count: Int)? = nil
    for newPosition in newRange {
      // swift-snapshot-testing compares each run ending on this new line with the longest run
      // of the lines before, so the last of them that is longer wins, even over a longer one
      // earlier on this line: the same rule gives the same difference.
      let longestBefore = best?.count ?? 0
      for oldPosition in positionsInOld[new[newPosition]] ?? [] {
        guard oldPosition >= oldRange.lowerBound else { continue }
        guard oldPosition < oldRange.upperBound else { break }
        // Shifted by one, so the run before the range's first line reads as 0.
        let index = oldPosition + 1
        let length = (oldPosition > oldRange.lowerBound ? lengths.previous[index - 1] : 0) + 1
        lengths.current[index] = length
        lengths.touchedCurrent.append(index)
        if length > longestBefore {
          best = (oldPosition - length + 1, newPosition - length + 1, length)
        }
      }
      lengths.advance()
    }
    return best
  }
}

/// A line compared and hashed by its UTF-8 bytes, not by `String`'s canonical equivalence.
struct ExactLine: Hashable {
  let line: Substring

  init(_ line: Substring) {
    self.line = line
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line.utf8.elementsEqual(rhs.line.utf8)
  }

  func hash(into hasher: inout Hasher) {
    for byte in line.utf8 { hasher.combine(byte) }
  }
}
