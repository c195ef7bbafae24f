/// Aligns two sequences: which runs of elements they share, and which were removed or inserted.
///
/// Uses Myers' O(ND) algorithm on integer keys after trimming the common prefix and suffix, so
/// a few edits in a huge sequence cost little. When the edit distance grows past
/// ``maximumEditDistance`` (such as for a reversed array), it falls back to a near-linear
/// alignment: on the elements that repeat in both (see
/// ``alignPastLimit(_:_:matching:into:)``) when they are enough, else position by position,
/// which reads as a list of changed elements.
enum SequenceDiff {
  /// A run of elements, given as ranges of offsets into the old and the new sequence.
  enum Segment: Equatable, Sendable {
    /// Elements equal in both sequences; both ranges have the same length.
    case unchanged(old: Range<Int>, new: Range<Int>)
    /// Elements removed from the old sequence, followed by elements inserted from the new one.
    /// Either range may be empty.
    case changed(old: Range<Int>, new: Range<Int>)
  }

  /// The largest edit distance searched exactly before falling back to a positional alignment.
  ///
  /// Bounds the search's memory to about `maximumEditDistance²` integers.
  static let maximumEditDistance = 1_024

  /// Aligns two sequences of hashable elements, equal elements being matched.
  static func segments<Element: Hashable>(
    from old: some Collection<Element>,
    to new: some Collection<Element>
  ) -> [Segment] {
    // A few elements (the lines of a short text) are keyed faster by looking them up in a
    // list than by hashing each.
    let isShort = old.count + new.count <= 16
    var distinct: [Element] = []
    var keys: [Element: Int] = [:]
    func key(_ element: Element) -> Int {
      if isShort {
        if let key = distinct.firstIndex(of: element) { return key }
        distinct.append(element)
        return distinct.count - 1
      }
      if let key = keys[element] { return key }
      let key = keys.count
      keys[element] = key
      return key
    }
    let oldKeys = old.map(key)
    let newKeys = new.map(key)
    return segments(fromKeys: oldKeys, toKeys: newKeys)
  }

  /// The alignment of two sequences of `count` elements that all match, in order: what
  /// ``segments(fromKeys:toKeys:)`` returns for equal keys.
  static func allUnchanged(count: Int) -> [Segment] {
    var builder = SegmentBuilder()
    builder.unchanged(count: count)
    return builder.segments
  }

  /// Aligns two sequences of integer keys; elements match when their keys are equal.
  static func segments(fromKeys old: [Int], toKeys new: [Int]) -> [Segment] {
    // Short lists without a key in common (the changed leaves of two records, say) are one
    // change: the search would say so after trying every pair, for more than this check.
    if old.count * new.count <= 64, !old.contains(where: new.contains) {
      return old.isEmpty && new.isEmpty ? [] : [.changed(old: old.indices, new: new.indices)]
    }
    return segments(
      old: old.indices, new: new.indices, matching: KeyMatcher(old: old[...], new: new[...]),
      certainlyExceeds: { exceedsMaximumEditDistance(old[$0], new[$1]) })
  }

  /// Aligns the elements at `old` and `new` (offsets into two sequences), matching those for
  /// which `matcher` says so.
  ///
  /// `certainlyExceeds` may tell, more cheaply than the search, that the middle parts (left
  /// after trimming the common prefix and suffix) differ by more than ``maximumEditDistance``.
  static func segments<Matcher: SequenceMatcher>(
    old: Range<Int>,
    new: Range<Int>,
    matching matcher: Matcher,
    certainlyExceeds: (Range<Int>, Range<Int>) -> Bool = { _, _ in false }
  ) -> [Segment] {
    var builder = SegmentBuilder()
    var prefix = 0
    while prefix < min(old.count, new.count),
      matcher.matches(old.lowerBound + prefix, new.lowerBound + prefix)
    {
      prefix += 1
    }
    let maxSuffix = min(old.count, new.count) - prefix
    var suffix = 0
    while suffix < maxSuffix,
      matcher.matches(old.upperBound - 1 - suffix, new.upperBound - 1 - suffix)
    {
      suffix += 1
    }
    builder.unchanged(count: prefix)
    let oldMiddle = (old.lowerBound + prefix)..<(old.upperBound - suffix)
    let newMiddle = (new.lowerBound + prefix)..<(new.upperBound - suffix)
    if oldMiddle.isEmpty || newMiddle.isEmpty || (oldMiddle.count == 1 && newMiddle.count == 1) {
      // One element each, left by the trimming because they differ: the search would say so.
      builder.removed(count: oldMiddle.count)
      builder.inserted(count: newMiddle.count)
    } else if certainlyExceeds(oldMiddle, newMiddle) {
      alignPastLimit(oldMiddle, newMiddle, matching: matcher, into: &builder)
    } else if let moves = shortestEditScript(oldMiddle, newMiddle, matching: matcher) {
      for move in moves { builder.append(move) }
    } else {
      alignPastLimit(oldMiddle, newMiddle, matching: matcher, into: &builder)
    }
    builder.unchanged(count: suffix)
    return builder.segments
  }

  /// A single step of an edit script.
  enum Move {
    case keep, remove, insert
  }

  /// The edit script between two sequences of keys, or `nil` past ``maximumEditDistance``.
  static func shortestEditScript(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> [Move]? {
    shortestEditScript(old.indices, new.indices, matching: KeyMatcher(old: old, new: new))
  }

  /// Myers' greedy forward search, saving the frontier of every edit distance for backtracking.
  ///
  /// Returns `nil` when the edit distance exceeds ``maximumEditDistance``.
  ///
  /// Only diagonals from which the end is still within the limit are searched: from diagonal
  /// `k` (x − y) after `d` edits, reaching diagonal `n − m` takes at least `|n − m − k|` more.
  /// A diagonal within reach only ever reads diagonals within reach, so the frontier and the
  /// script are exactly those of the full search, for about half the comparisons when the
  /// search gives up.
  static func shortestEditScript<Matcher: SequenceMatcher>(
    _ old: Range<Int>, _ new: Range<Int>, matching matcher: Matcher
  ) -> [Move]? {
    let (oldStart, newStart) = (old.lowerBound, new.lowerBound)
    let n = old.count
    let m = new.count
    let limit = min(n + m, maximumEditDistance)
    let end = n - m
    guard abs(end) <= limit else { return nil }
    var frontierStorage = [Int](repeating: 0, count: 2 * limit + 3)
    // Row d of the history: the frontier after distance d, for k in low, low + 2, ..., then
    // low and the row's own start, read backwards by the backtracking.
    var history: [Int32] = []
    var rowStart = 0
    var found: Int?
    // Through a buffer: the search's inner loop is hot, and checking the array's uniqueness on
    // every store cost as much as the loop's arithmetic.
    frontierStorage.withUnsafeMutableBufferPointer { storage in
      // frontier[k], for k in -limit - 1 ... limit + 1.
      guard let frontier = storage.baseAddress.map({ $0 + limit + 1 }) else { return }
      search: for d in 0...limit {
        let slack = limit - d
        // Diagonals of d's parity within reach of the end.
        var low = max(-d, end - slack)
        if (low + d) & 1 != 0 { low += 1 }
        var high = min(d, end + slack)
        if (high + d) & 1 != 0 { high -= 1 }
        rowStart = history.count
        var k = low
        while k <= high {
          var x: Int
          if k == -d || (k != d && frontier[k - 1] < frontier[k + 1]) {
            x = frontier[k + 1]
          } else {
            x = frontier[k - 1] + 1
          }
          var y = x - k
          while x < n, y < m, matcher.matches(oldStart + x, newStart + y) {
            x += 1
            y += 1
          }
          frontier[k] = x
          if x >= n, y >= m {
            found = d
            break search
          }
          history.append(Int32(truncatingIfNeeded: x))
          k += 2
        }
        history.append(Int32(truncatingIfNeeded: low))
        history.append(Int32(truncatingIfNeeded: rowStart))
      }
    }
    guard let distance = found else { return nil }

    var moves: [Move] = []
    moves.reserveCapacity(n + m)
    var x = n
    var y = m
    // Where row d - 1 ends: row `distance` was left unfinished.
    var rowEnd = rowStart
    for d in stride(from: distance, to: 0, by: -1) {
      // The frontier after distance d - 1; the diagonals read are all within reach.
      let (low, start) = (Int(history[rowEnd - 2]), Int(history[rowEnd - 1]))
      rowEnd = start
      func reach(_ k: Int) -> Int { Int(history[start + (k - low) / 2]) }
      let k = x - y
      let cameDown = k == -d || (k != d && reach(k - 1) < reach(k + 1))
      let previousK = cameDown ? k + 1 : k - 1
      let previousX = reach(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        moves.append(.keep)
        x -= 1
        y -= 1
      }
      moves.append(cameDown ? .insert : .remove)
      x = previousX
      y = previousY
    }
    moves.append(contentsOf: repeatElement(.keep, count: x))
    moves.reverse()
    return moves
  }

  /// Whether the search would certainly give up, known in O(n log n) when no key repeats on
  /// either side (as with ids): the search then costs O(n · maximumEditDistance) for nothing.
  ///
  /// With unique keys, the longest common subsequence is the longest run of matched elements
  /// whose positions in `new` increase, and the edit distance is `n + m - 2 · lcs`.
  static func exceedsMaximumEditDistance(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> Bool {
    guard old.count + new.count > maximumEditDistance else { return false }
    var positions: [Int: Int] = [:]
    positions.reserveCapacity(new.count)
    for (position, key) in new.enumerated() {
      guard positions.updateValue(position, forKey: key) == nil else { return false }
    }
    var seen: Set<Int> = []
    seen.reserveCapacity(old.count)
    // tails[i]: the smallest last position of an increasing run of length i + 1.
    var tails: [Int] = []
    for key in old {
      guard seen.insert(key).inserted else { return false }
      guard let position = positions[key] else { continue }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < position { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    return old.count + new.count - 2 * tails.count > maximumEditDistance
  }

  /// Pairs elements at the same offset: matching ones are kept, others become changes.
  static func alignByPosition<Matcher: SequenceMatcher>(
    _ old: Range<Int>,
    _ new: Range<Int>,
    matching matcher: Matcher,
    into builder: inout SegmentBuilder
  ) {
    for (oldOffset, newOffset) in zip(old, new) {
      if matcher.matches(oldOffset, newOffset) {
        builder.unchanged(count: 1)
      } else {
        builder.removed(count: 1)
        builder.inserted(count: 1)
      }
    }
    builder.removed(count: old.count - min(old.count, new.count))
    builder.inserted(count: new.count - min(old.count, new.count))
  }

  /// Accumulates moves into segments, merging adjacent runs of the same kind.
  struct SegmentBuilder {
    var segments: [Segment] = []
    var oldOffset = 0
    var newOffset = 0

    mutating func append(_ move: Move) {
      switch move {
      case .keep: unchanged(count: 1)
      case .remove: removed(count: 1)
      case .insert: inserted(count: 1)
      }
    }

    mutating func unchanged(count: Int) {
      guard count > 0 else { return }
      if case .unchanged(let old, let new)? = segments.last {
        segments[segments.count - 1] = .unchanged(
          old: old.lowerBound..<(old.upperBound + count),
          new: new.lowerBound..<(new.upperBound + count)
        )
      } else {
        segments.append(
          .unchanged(
            old: oldOffset..<(oldOffset + count),
            new: newOffset..<(newOffset + count)
          )
        )
      }
      oldOffset += count
      newOffset += count
    }

    mutating func removed(count: Int) {
      guard count > 0 else { return }
      change(old: count, new: 0)
    }

    mutating func inserted(count: Int) {
      guard count > 0 else { return }
      change(old: 0, new: count)
    }

    private mutating func change(old oldCount: Int, new newCount: Int) {
      if case .changed(let old, let new)? = segments.last {
        segments[segments.count - 1] = .changed(
          old: old.lowerBound..<(old.upperBound + oldCount),
          new: new.lowerBound..<(new.upperBound + newCount)
        )
      } else {
        segments.append(
          .changed(
            old: oldOffset..<(oldOffset + oldCount),
            new: newOffset..<(newOffset + newCount)
          )
        )
      }
      oldOffset += oldCount
      newOffset += newCount
    }
  }
}

/// Says whether the element at an offset of the old sequence matches the one at an offset of
/// the new sequence, for ``SequenceDiff``.
protocol SequenceMatcher {
  func matches(_ old: Int, _ new: Int) -> Bool

  /// A key for each element at `old` and at `new`, for the alignment past the search's limit:
  /// elements with equal keys must match; elements with different keys may match too.
  func anchorKeys(old: Range<Int>, new: Range<Int>) -> (old: [Int], new: [Int])
}

/// Elements match when their keys are equal.
struct KeyMatcher: SequenceMatcher {
  var old: ArraySlice<Int>
  var new: ArraySlice<Int>

  func matches(_ old: Int, _ new: Int) -> Bool {
    self.old[old] == self.new[new]
  }

  func anchorKeys(old: Range<Int>, new: Range<Int>) -> (old: [Int], new: [Int]) {
    (Array(self.old[old]), Array(self.new[new]))
  }
}
