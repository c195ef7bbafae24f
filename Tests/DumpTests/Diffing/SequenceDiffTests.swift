import Testing
import VerbatimTestSupport

@testable import Dump

struct SequenceDiffTests {
  @Test func equalSequencesAreOneUnchangedRun() {
    #expect(
      SequenceDiff.segments(from: [1, 2, 3], to: [1, 2, 3])
        == [.unchanged(old: 0..<3, new: 0..<3)]
    )
  }

  @Test func emptySequences() {
    #expect(SequenceDiff.segments(from: [Int](), to: []) == [])
    #expect(SequenceDiff.segments(from: [], to: [1, 2]) == [.changed(old: 0..<0, new: 0..<2)])
    #expect(SequenceDiff.segments(from: [1, 2], to: []) == [.changed(old: 0..<2, new: 0..<0)])
  }

  @Test func insertionsRemovalsAndReplacements() {
    let segments = SequenceDiff.segments(
      from: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      to: [1, 4, 64, 7, 8, 9, 10, 42]
    )
    #expect(
      segments == [
        .unchanged(old: 0..<1, new: 0..<1),
        .changed(old: 1..<3, new: 1..<1),
        .unchanged(old: 3..<4, new: 1..<2),
        .changed(old: 4..<6, new: 2..<3),
        .unchanged(old: 6..<10, new: 3..<7),
        .changed(old: 10..<10, new: 7..<8),
      ]
    )
  }

  @Test func reconstructsBothSequences() {
    let old = Array("the quick brown fox jumps over the lazy dog")
    let new = Array("a quick brown cat leaps over lazy dogs")
    var rebuiltOld: [Character] = []
    var rebuiltNew: [Character] = []
    var edits = 0
    for segment in SequenceDiff.segments(from: old, to: new) {
      switch segment {
      case .unchanged(let o, let n):
        #expect(old[o] == new[n])
        rebuiltOld += old[o]
        rebuiltNew += new[n]
      case .changed(let o, let n):
        rebuiltOld += old[o]
        rebuiltNew += new[n]
        edits += o.count + n.count
      }
    }
    #expect(rebuiltOld == old)
    #expect(rebuiltNew == new)
    // The shortest edit script touches every element outside a longest common subsequence.
    #expect(edits == old.count + new.count - 2 * longestCommonSubsequence(old, new))
  }

  @Test func reversedHugeSequenceFallsBackToPositions() {
    let old = Array(0..<10_000)
    let segments = SequenceDiff.segments(from: old, to: old.reversed())
    #expect(segments == [.changed(old: 0..<10_000, new: 0..<10_000)])
  }

  @Test func fewEditsInHugeSequence() {
    let old = Array(0..<200_000)
    var new = old
    new[50_000] = -1
    new.remove(at: 150_000)
    #expect(
      SequenceDiff.segments(from: old, to: new) == [
        .unchanged(old: 0..<50_000, new: 0..<50_000),
        .changed(old: 50_000..<50_001, new: 50_000..<50_001),
        .unchanged(old: 50_001..<150_000, new: 50_001..<150_000),
        .changed(old: 150_000..<150_001, new: 150_000..<150_000),
        .unchanged(old: 150_001..<200_000, new: 150_000..<199_999),
      ]
    )
  }
}

private func longestCommonSubsequence<E: Equatable>(_ a: [E], _ b: [E]) -> Int {
  var row = [Int](repeating: 0, count: b.count + 1)
  for x in a {
    var diagonal = 0
    for j in b.indices {
      let above = row[j + 1]
      row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j], above)
      diagonal = above
    }
  }
  return row[b.count]
}

extension SequenceDiffTests {
  /// The unique-key shortcut must agree with the search it skips: it may only skip searches
  /// that would give up.
  @Test func uniqueKeyShortcutAgreesWithTheSearch() {
    let count = SequenceDiff.maximumEditDistance
    let base = Array(0..<count)
    var generator = SplitMix(seed: 7)
    let cases: [(old: [Int], new: [Int])] = [
      (base, base.reversed()),
      // Just within the limit: half a block moved to the end.
      (base, Array(base[(count / 4)...]) + Array(base[..<(count / 4)])),
      (base, Array(base[(count / 2 + 1)...]) + Array(base[...(count / 2)])),
      (base, base.map { $0 % 3 == 0 ? $0 + count : $0 }),
      (base, base.shuffled(using: &generator)),
      // Repeated keys: the shortcut declines.
      (base.map { $0 % 10 }, base.map { $0 % 10 }.reversed()),
    ]
    for (old, new) in cases {
      let searchGivesUp = SequenceDiff.shortestEditScript(old[...], new[...]) == nil
      let shortcut = SequenceDiff.exceedsMaximumEditDistance(old[...], new[...])
      #expect(!shortcut || searchGivesUp)
      if Set(old).count == old.count, Set(new).count == new.count {
        #expect(shortcut == searchGivesUp)
      }
    }
  }
}

extension SequenceDiffTests {
  /// Short sequences are keyed by a list lookup instead of a dictionary: the keys differ, the
  /// alignment must not.
  @Test func shortSequencesAlignAsHashedOnesDo() {
    var generator = SplitMix(seed: 11)
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        "line \(Int.random(in: 0...4, using: &generator))"
      }
      let new = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        "line \(Int.random(in: 0...4, using: &generator))"
      }
      var keys: [String: Int] = [:]
      for line in old + new where keys[line] == nil { keys[line] = keys.count }
      let hashed = SequenceDiff.segments(
        fromKeys: old.compactMap { keys[$0] }, toKeys: new.compactMap { keys[$0] })
      #expect(SequenceDiff.segments(from: old, to: new) == hashed, "\(old) → \(new)")
    }
  }
}

extension SequenceDiffTests {
  /// The search skips diagonals from which the end is out of reach within the limit: its
  /// scripts must be exactly those of the search over every diagonal, near the limit too.
  @Test func prunedSearchFindsTheFullSearchsScript() {
    var generator = SplitMix(seed: 5)
    let limit = SequenceDiff.maximumEditDistance
    for edits in [0, 10, 300, limit / 2 - 40, limit / 2 - 2, limit / 2, limit / 2 + 2, limit] {
      let old = (0..<800).map { _ in Int.random(in: 0..<4, using: &generator) }
      var new = old
      for _ in 0..<edits {
        let position = Int.random(in: 0..<new.count, using: &generator)
        if Bool.random(using: &generator) {
          new.remove(at: position)
        } else {
          new.insert(Int.random(in: 4..<8, using: &generator), at: position)
        }
      }
      let script = SequenceDiff.shortestEditScript(old[...], new[...])
      #expect(script == fullSearchScript(old, new), "\(edits) edits")
    }
  }
}

/// Myers' search over every diagonal up to the limit, as the pruned search replaced it.
private func fullSearchScript(_ old: [Int], _ new: [Int]) -> [SequenceDiff.Move]? {
  let (n, m) = (old.count, new.count)
  let limit = min(n + m, SequenceDiff.maximumEditDistance)
  let offset = limit + 1
  var frontier = [Int](repeating: 0, count: 2 * limit + 3)
  var history: [[Int]] = []
  var found: Int?
  search: for d in 0...limit {
    for k in stride(from: -d, through: d, by: 2) {
      var x =
        k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
        ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
      var y = x - k
      while x < n, y < m, old[x] == new[y] {
        x += 1
        y += 1
      }
      frontier[offset + k] = x
      if x >= n, y >= m {
        found = d
        break search
      }
    }
    history.append(frontier)
  }
  guard let distance = found else { return nil }
  var moves: [SequenceDiff.Move] = []
  var (x, y) = (n, m)
  for d in stride(from: distance, to: 0, by: -1) {
    let reach = { (k: Int) in history[d - 1][offset + k] }
    let k = x - y
    let cameDown = k == -d || (k != d && reach(k - 1) < reach(k + 1))
    let previousK = cameDown ? k + 1 : k - 1
    let (previousX, previousY) = (reach(previousK), reach(previousK) - previousK)
    while x > previousX, y > previousY {
      moves.append(.keep)
      (x, y) = (x - 1, y - 1)
    }
    moves.append(cameDown ? .insert : .remove)
    (x, y) = (previousX, previousY)
  }
  moves.append(contentsOf: repeatElement(.keep, count: x))
  return moves.reversed()
}

extension SequenceDiffTests {
  /// Short key lists with no key in common skip the search: they must align as the search
  /// aligns them.
  @Test func disjointShortKeysAlignAsTheSearchAlignsThem() {
    var generator = SplitMix(seed: 21)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        Int.random(in: 0...20, using: &generator)
      }
      let new = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        Int.random(in: 0...20, using: &generator) + 100
      }
      let searched = SequenceDiff.segments(
        old: old.indices, new: new.indices, matching: KeyMatcher(old: old[...], new: new[...]))
      #expect(SequenceDiff.segments(fromKeys: old, toKeys: new) == searched, "\(old) → \(new)")
    }
  }
}
