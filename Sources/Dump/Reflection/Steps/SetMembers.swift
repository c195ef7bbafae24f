extension DumpReflector {
  /// Adds a set's members, in dump order where the set has no order of its own.
  ///
  /// Members reflected at least one level deep, without redactions, are put in order once
  /// their nodes are built (``orderMembers(_:)``), from their own shallow dumps; others are
  /// sorted by separate shallow dumps first.
  mutating func addMembers(
    _ members: [Child], of slot: Int, to node: inout DumpNode, remaining: Int
  ) {
    var members = members
    // Earlier values queued now would be reflected among the members. Redacted members are
    // sorted by separate dumps: their nodes hold only redacted texts, and members whose texts
    // tie there would keep their iteration order, which changes from run to run.
    if remaining > 1, node.isUnordered, orderingByValues == 0, earlierValues.isEmpty,
      redactor == nil
    {
      tasks.append(
        .orderMembers(
          MemberOrdering(
            slot: slot, members: members, remaining: remaining, tracker: tracker,
            visitedObjects: visitedObjects)))
    } else if remaining > 0, node.isUnordered {
      members = DumpOrdering.sorted(members, by: { $0.value })
      if redactor != nil { members = redactedOrder(members, by: { $0.value }) }
    }
    addChildren(members, rawCount: nil, to: &node, remaining: remaining)
  }

  /// Puts the members of a set in dump order, now that they are reflected
  /// (``SetMemberOrder``).
  ///
  /// Members that met objects are reflected again in dump order, as their marks (`#1`) and
  /// repeats (`↑`) follow print order.
  mutating func orderMembers(_ ordering: MemberOrdering) {
    let members = nodes[ordering.slot].children
    guard !members.isEmpty else { return }
    guard visitedObjects == ordering.visitedObjects else {
      // Everything after the first member slot belongs to the members.
      nodes.removeSubrange(members.lowerBound...)
      if !memberTexts.isEmpty {
        memberTexts = memberTexts.filter { $0.key < members.lowerBound }
      }
      tracker = ordering.tracker
      var node = nodes[ordering.slot]
      node.children = 0..<0
      let sorted = DumpOrdering.sorted(ordering.members, by: { $0.value })
      orderingByValues += 1
      tasks.append(.endOrderingByValues)
      addChildren(sorted, rawCount: nil, to: &node, remaining: ordering.remaining)
      nodes[ordering.slot] = node
      return
    }
    guard members.count > 1 else { return }
    let (order, texts) = SetMemberOrder.of(
      members, in: nodes, value: { ordering.members[$0].value },
      isComplete: ordering.remaining > Int.max / 2,
      keepsTexts: !computesIdentities)
    // In place, by cycles of swaps of the nodes' memory: copying a node would retain all its
    // strings, and so would swapping elements of the array itself.
    var isPlaced = [Bool](repeating: false, count: order.count)
    nodes.withUnsafeMutableBufferPointer { nodes in
      let members = UnsafeMutableBufferPointer(rebasing: nodes[members])
      for start in order.indices where !isPlaced[start] {
        var position = start
        while order[position] != start {
          members.swapAt(position, order[position])
          isPlaced[position] = true
          position = order[position]
        }
        isPlaced[position] = true
      }
    }
    if let texts {
      memberTexts[members.lowerBound] = texts
    }
  }
}
