extension SequenceDiff {
  /// Anchors must keep at least one element in this many of the shorter side to replace the
  /// positional alignment: a reversed array of distinct elements has an anchor by chance, which
  /// would only shift every pair by one.
  static let anchorShare = 16

  /// Gaps between anchors up to this many elements (both sides) are searched exactly; longer
  /// ones are paired by position, so that the whole alignment stays linear.
  static let searchedGap = 64

  /// Aligns the elements at `old` and `new` once the search gave up, in O(n log n): equal
  /// elements found by the matcher's anchor keys (dividers, `nil`s, any value that repeats)
  /// are kept in the longest chain whose positions increase on both sides, and the elements
  /// between two anchors are aligned by a search when few, else by position.
  ///
  /// Falls back to ``alignByPosition(_:_:matching:into:)`` when the chain keeps too few
  /// elements (see ``anchorShare``) or no more than pairing by position would.
  static func alignPastLimit<Matcher: SequenceMatcher>(
    _ old: Range<Int>,
    _ new: Range<Int>,
    matching matcher: Matcher,
    into builder: inout SegmentBuilder
  ) {
    let keys = matcher.anchorKeys(old: old, new: new)
    let anchors = anchorChain(oldKeys: keys.old, newKeys: keys.new)
    guard anchors.count * anchorShare >= min(old.count, new.count),
      anchors.count > zip(old, new).count(where: { matcher.matches($0, $1) })
    else {
      alignByPosition(old, new, matching: matcher, into: &builder)
      return
    }
    var (oldStart, newStart) = (old.lowerBound, new.lowerBound)
    for anchor in anchors {
      let (oldAnchor, newAnchor) = (old.lowerBound + anchor.old, new.lowerBound + anchor.new)
      alignGap(oldStart..<oldAnchor, newStart..<newAnchor, matching: matcher, into: &builder)
      builder.unchanged(count: 1)
      (oldStart, newStart) = (oldAnchor + 1, newAnchor + 1)
    }
    alignGap(oldStart..<old.upperBound, newStart..<new.upperBound, matching: matcher, into: &builder)
  }

  /// The elements between two anchors: searched exactly when few, else paired by position.
  private static func alignGap<Matcher: SequenceMatcher>(
    _ old: Range<Int>,
    _ new: Range<Int>,
    matching matcher: Matcher,
    into builder: inout SegmentBuilder
  ) {
    if old.isEmpty || new.isEmpty {
      builder.removed(count: old.count)
      builder.inserted(count: new.count)
    } else if old.count + new.count <= searchedGap,
      let moves = shortestEditScript(old, new, matching: matcher)
    {
      for move in moves { builder.append(move) }
    } else {
      alignByPosition(old, new, matching: matcher, into: &builder)
    }
  }

  /// The longest chain of anchors (pairs of offsets whose keys are equal) whose offsets
  /// increase in both sequences.
  ///
  /// The k-th occurrence of a key in `oldKeys` is paired with its k-th occurrence in
  /// `newKeys`, so that each key gives at most one candidate per element; the chain is the
  /// longest increasing subsequence of the candidates, found in O(n log n).
  static func anchorChain(oldKeys: [Int], newKeys: [Int]) -> [(old: Int, new: Int)] {
    // The first unpaired offset of each key in `newKeys`, and the next offset with the same key
    // after each offset (or -1).
    var unpaired: [Int: Int] = [:]
    unpaired.reserveCapacity(newKeys.count)
    var nextWithSameKey = [Int](repeating: -1, count: newKeys.count)
    for offset in newKeys.indices.reversed() {
      if let next = unpaired.updateValue(offset, forKey: newKeys[offset]) {
        nextWithSameKey[offset] = next
      }
    }
    var candidates: [(old: Int, new: Int)] = []
    for (offset, key) in oldKeys.enumerated() {
      guard let index = unpaired.index(forKey: key) else { continue }
      let newOffset = unpaired.values[index]
      candidates.append((offset, newOffset))
      if nextWithSameKey[newOffset] < 0 {
        unpaired.remove(at: index)
      } else {
        unpaired.values[index] = nextWithSameKey[newOffset]
      }
    }
    // tails[i]: the candidate ending the best chain of length i + 1 found so far, the one with
    // the smallest new offset.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: candidates.count)
    for (index, candidate) in candidates.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if candidates[tails[middle]].new < candidate.new { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var chain: [(old: Int, new: Int)] = []
    chain.reserveCapacity(tails.count)
    var index = tails.last ?? -1
    while index >= 0 {
      chain.append(candidates[index])
      index = previous[index]
    }
    chain.reverse()
    return chain
  }
}
