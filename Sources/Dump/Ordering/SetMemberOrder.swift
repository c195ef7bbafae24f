/// The dump order of a set's members, read from their finished subtrees: by their shallow
/// dumps, as ``DumpOrdering`` orders values, without reflecting the members again.
enum SetMemberOrder {
  /// The dump order of the members at `members` in `nodes`.
  ///
  /// - Parameters:
  ///   - value: The value of a member, by its offset in reflection order, for a full dump
  ///     where shallow ones tie and the nodes do not hold it.
  ///   - isComplete: Whether the members were reflected without a depth limit, so that their
  ///     nodes hold their full dumps.
  ///   - keepsTexts: Whether to return the texts the members print as (dumps print them; diffs
  ///     render members one by one and rarely a whole set).
  /// - Returns: The order (the member at each position, by its offset in reflection order),
  ///   and, when asked, the shallow texts of the members that print as them, in that order.
  static func of(
    _ members: Range<Int>, in nodes: [DumpNode], value: (Int) -> Any, isComplete: Bool,
    keepsTexts: Bool
  ) -> (order: [Int], texts: SetMemberTexts?) {
    let renderer = DumpRenderer(tree: DumpTree(nodes: nodes))
    func fullText(_ offset: Int) -> String {
      isComplete
        ? renderer.text(of: members.lowerBound + offset, qualifiesEnumCase: true)
        : DumpTree.text(of: value(offset), maxDepth: .max)
    }
    // Flat containers all print as their shallow texts.
    if let (bytes, ends) = renderer.flatContainerTexts(of: members) {
      let order = DumpOrdering.order(ofShallowUTF8: bytes, ends: ends, fullText: fullText)
      guard keepsTexts else { return (order, nil) }
      let ranges = order.map { Optional(DumpOrdering.range(of: $0, ends: ends)) }
      return (order, SetMemberTexts(utf8: bytes, ranges: ranges))
    }
    if let (bytes, ends) = renderer.utf8Texts(of: members, qualifiesEnumCase: true, maxDepth: 1) {
      let order = DumpOrdering.order(ofShallowUTF8: bytes, ends: ends, fullText: fullText)
      guard keepsTexts else { return (order, nil) }
      let ranges = order.map { offset -> Range<Int>? in
        guard printsAsShallowText(members.lowerBound + offset, in: nodes) else { return nil }
        return DumpOrdering.range(of: offset, ends: ends)
      }
      return (order, SetMemberTexts(utf8: bytes, ranges: ranges))
    }
    // Past the output limit: sorted all the same, and printed as the renderer cuts them.
    let texts = members.map { renderer.text(of: $0, qualifiesEnumCase: true, maxDepth: 1) }
    return (DumpOrdering.order(ofShallowTexts: texts, fullText: fullText), nil)
  }

  /// Whether a set member prints in its set as its shallow text reads: nothing of it is
  /// collapsed one level down (no child has children, no child is a multi-line string), and
  /// it is no enum case, which sorts as `Type.case` but prints as `.case`. Dictionaries, whose
  /// keys print to their own depth, are left to the renderer.
  static func printsAsShallowText(_ member: Int, in nodes: [DumpNode]) -> Bool {
    switch nodes[member].kind {
    case .enumeration where !nodes[member].isUnwrapped, .dictionary, .reference:
      return false
    default:
      break
    }
    guard nodes[member].objectNumber == 0 else { return false }
    for child in nodes[member].children {
      guard nodes[child].children.isEmpty else { return false }
      if nodes[child].kind == .string, StringLiteral.isMultiLine(nodes[child].text) {
        return false
      }
    }
    return true
  }
}
