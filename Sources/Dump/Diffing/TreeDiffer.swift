/// Compares two reflected values node by node and writes the diff lines.
///
/// Work sits on an explicit stack of steps in output order, so a value nested 10,000 levels
/// deep needs no more call stack than a flat one. Equal subtrees are recognized in O(1) by their
/// structural hashes and printed collapsed (`User(…)`); changed containers print their header,
/// their children's diffs and their footer.
struct TreeDiffer {
  let old: DiffSide
  let new: DiffSide

  init(old: DumpTree, new: DumpTree) {
    self.old = DiffSide(tree: old)
    self.new = DiffSide(tree: new)
  }

  /// Whether the two roots differ at all.
  var rootsDiffer: Bool {
    !areEqual(old.tree.root, new.tree.root)
  }

  /// Whether two nodes are equal subtrees. Hashes decide, except where the first holds a custom
  /// diff object, whose earlier value the hash does not cover.
  private func areEqual(_ oldNode: Int, _ newNode: Int) -> Bool {
    old.tree.nodes[oldNode].structuralHash == new.tree.nodes[newNode].structuralHash
      && !showsEarlierValue(oldNode, newNode)
  }

  /// Whether comparing two subtrees of the same shape would show a custom diff object's earlier
  /// value: one whose earlier value differs, met by the same object at the same place.
  ///
  /// Walks only the parts of the first subtree that hold such objects. A different object at
  /// that place shows its current value, which the hashes already found equal.
  private func showsEarlierValue(_ oldNode: Int, _ newNode: Int) -> Bool {
    // Most trees hold no custom diff object: no walk, and no array to allocate.
    guard old.holdsEarlierValues(oldNode) else { return false }
    var pairs = [(old: oldNode, new: newNode)]
    while var pair = pairs.popLast() {
      guard old.holdsEarlierValues(pair.old) else { continue }
      if let baseline = old.tree.nodes[pair.old].customDiffBaseline,
        let object = old.tree.nodes[pair.old].objectID,
        object == new.tree.nodes[pair.new].objectID
      {
        guard
          old.tree.nodes[baseline].structuralHash == new.tree.nodes[pair.new].structuralHash
        else { return true }
        pair.old = baseline
        guard old.holdsEarlierValues(pair.old) else { continue }
      }
      let oldChildren = old.tree.nodes[pair.old].children
      let newChildren = new.tree.nodes[pair.new].children
      guard oldChildren.count == newChildren.count else { return true }
      pairs += zip(oldChildren, newChildren).map { (old: $0, new: $1) }
    }
    return false
  }

  /// One step of the work, in the order its output appears.
  private enum Step {
    case compare(Pair)
    case line(String, DiffOutput.Side)
    case whole(Int, of: WhichTree, indent: Int, separator: String, side: DiffOutput.Side)
    case unchanged(Int, indent: Int, separator: String)
  }

  private enum WhichTree { case old, new }

  /// Two nodes compared at the same place, with what their lines need.
  private struct Pair {
    var old: Int
    var new: Int
    var indent: Int
    var separator: String
    var isRoot: Bool
    /// A label given by the caller for the roots of the trees, which have none of their own.
    var customLabel: String? = nil
    /// The first root's label, when the caller gives one that differs from the second's.
    var customOldLabel: String? = nil
    /// The custom diff object whose earlier value `old` is: its label and place are the ones
    /// the first side shows.
    var oldOrigin: Int? = nil

    var label: DumpRenderer.Label {
      if let customLabel { return .custom(customLabel) }
      return isRoot ? .omitted : .own
    }

    var oldLabel: DumpRenderer.Label {
      customOldLabel.map { .custom($0) } ?? label
    }
  }

  /// Writes the diff of two nodes, by default the two roots.
  ///
  /// - Parameters:
  ///   - oldNode: The node of the first tree to compare.
  ///   - newNode: The node of the second tree to compare.
  ///   - label: The roots' label, such as a field name, or `nil` for a top-level value.
  ///   - oldLabel: The first root's label when it differs from `label`.
  ///   - indent: Spaces before the roots' lines.
  ///   - separator: Text after the roots' last lines, such as `","`.
  func appendDiff(
    to output: inout DiffOutput,
    oldNode: Int? = nil,
    newNode: Int? = nil,
    label: String? = nil,
    oldLabel: String? = nil,
    indent: Int = 0,
    separator: String = ""
  ) {
    var steps: [Step] = [
      .compare(
        Pair(
          old: oldNode ?? old.tree.root, new: newNode ?? new.tree.root, indent: indent,
          separator: separator,
          isRoot: label == nil, customLabel: label, customOldLabel: oldLabel)
      )
    ]
    while let step = steps.popLast() {
      switch step {
      case .line(let text, let side):
        output.append(text, side: side)
      case .whole(let node, let tree, let indent, let separator, let side):
        let source = tree == .old ? old : new
        output.append(
          source.renderer.lines(of: node, indent: indent, label: .own, separator: separator),
          side: side
        )
      case .unchanged(let node, let indent, let separator):
        new.appendCollapsed(
          node, indent: indent, separator: separator, label: .own, to: &output)
      case .compare(let pair):
        var children: [Step] = []
        compare(pair, into: &output, children: &children)
        steps.append(contentsOf: children.reversed())
      }
    }
  }

  /// Writes the note swift-custom-dump writes when `==` and reflection disagree.
  func appendUndetectedDifference(to output: inout DiffOutput) {
    output.append("// Not equal but no difference detected:", side: .both)
    output.append(old.collapsedLines(old.tree.root, indent: 0, label: .omitted), side: .first)
    output.append(new.collapsedLines(new.tree.root, indent: 0, label: .omitted), side: .second)
  }

  // MARK: Comparing one pair

  /// Writes what can be written now and queues the children's steps.
  private func compare(_ pair: Pair, into output: inout DiffOutput, children: inout [Step]) {
    var pair = pair
    // The same custom diff object on both sides: its earlier value against its current one.
    // Nodes are read field by field throughout: copying a whole node costs more.
    let origin = pair.old
    if pair.oldOrigin == nil, let baseline = old.tree.nodes[origin].customDiffBaseline,
      let object = old.tree.nodes[origin].objectID, object == new.tree.nodes[pair.new].objectID
    {
      pair.oldOrigin = origin
      pair.old = baseline
      if pair.customLabel == nil, !pair.isRoot {
        pair.customOldLabel = old.renderer.labelLines(of: origin)?.joined(separator: " ")
      }
    }
    let sameLabel: Bool
    if let customLabel = pair.customLabel {
      sameLabel = pair.customOldLabel == nil || pair.customOldLabel == customLabel
    } else {
      sameLabel =
        pair.isRoot || old.hasSameLabel(pair.oldOrigin ?? pair.old, as: pair.new, in: new)
    }
    if areEqual(pair.old, pair.new), sameLabel {
      new.appendCollapsed(
        pair.new, indent: pair.indent, separator: pair.separator, label: pair.label,
        to: &output)
      return
    }
    let kind = old.tree.nodes[pair.old].kind
    guard kind == new.tree.nodes[pair.new].kind,
      old.tree.nodes[pair.old].typeName == new.tree.nodes[pair.new].typeName,
      old.tree.nodes[pair.old].isUnwrapped == new.tree.nodes[pair.new].isUnwrapped
        || pair.oldOrigin != nil
    else {
      appendWhole(pair, into: &output)
      return
    }
    switch kind {
    case .string where isLineDiffed(pair):
      appendLineDiff(pair, into: &output)
    case .structure, .tuple:
      compareFields(pair, into: &output, children: &children)
    case .object where old.tree.nodes[pair.old].objectID == new.tree.nodes[pair.new].objectID:
      compareFields(pair, into: &output, children: &children)
    case .enumeration(hasPayload: true)
    where old.tree.nodes[pair.old].text == new.tree.nodes[pair.new].text:
      compareFields(pair, into: &output, children: &children)
    case .collection, .set, .dictionary:
      compareElements(pair, into: &output, children: &children)
    default:
      appendWhole(pair, into: &output)
    }
  }

  /// Whether two strings are diffed line by line: either is multi-line, neither collapsed.
  private func isLineDiffed(_ pair: Pair) -> Bool {
    !old.tree.nodes[pair.old].isCollapsed && !new.tree.nodes[pair.new].isCollapsed
      && (StringLiteral.isMultiLine(old.tree.nodes[pair.old].text)
        || StringLiteral.isMultiLine(new.tree.nodes[pair.new].text))
  }

  /// Both values in full: the first's lines, then the second's.
  ///
  /// When both read the same but their types differ, each gets ` as Type`.
  private func appendWhole(_ pair: Pair, into output: inout DiffOutput) {
    let oldLeaf = old.leafLine(
      pair.old, indent: pair.indent, label: pair.oldLabel, isRoot: pair.isRoot)
    if let oldLeaf,
      let newLeaf = new.leafLine(
        pair.new, indent: pair.indent, label: pair.label, isRoot: pair.isRoot)
    {
      // Most changed values are one-line leaves: written without building line arrays.
      let oldType = old.tree.nodes[pair.old].typeName
      let newType = new.tree.nodes[pair.new].typeName
      let readsAlike = oldType != newType && oldLeaf.readsLike(newLeaf)
      output.append(
        oldLeaf, then: readsAlike ? " as \(oldType)\(pair.separator)" : pair.separator,
        side: .first)
      output.append(
        newLeaf, then: readsAlike ? " as \(newType)\(pair.separator)" : pair.separator,
        side: .second)
      return
    }
    var first = old.lines(
      pair.old, indent: pair.indent, label: pair.oldLabel, isRoot: pair.isRoot)
    var second = new.lines(
      pair.new, indent: pair.indent, label: pair.label, isRoot: pair.isRoot)
    let oldType = old.tree.nodes[pair.old].typeName
    let newType = new.tree.nodes[pair.new].typeName
    if first == second, oldType != newType, !first.isEmpty, !second.isEmpty {
      first[first.count - 1] += " as \(oldType)"
      second[second.count - 1] += " as \(newType)"
    }
    if !first.isEmpty { first[first.count - 1] += pair.separator }
    if !second.isEmpty { second[second.count - 1] += pair.separator }
    output.append(first, side: .first)
    output.append(second, side: .second)
  }

  /// A multi-line string, line by line between its `"""` delimiters.
  private func appendLineDiff(_ pair: Pair, into output: inout DiffOutput) {
    let a = old.tree.nodes[pair.old]
    let b = new.tree.nodes[pair.new]
    let oldHashes = StringLiteral.multiLineHashes(a.text)
    let newHashes = StringLiteral.multiLineHashes(b.text)
    let hashes = newHashes.utf8.count > oldHashes.utf8.count ? newHashes : oldHashes
    let isLabelled = pair.customLabel != nil || (!pair.isRoot && b.label != .none)
    let header = new.header(pair.new, indent: pair.indent, label: pair.label)
    for line in header.dropLast() { output.append(line, side: .both) }
    output.append((header.last ?? "") + hashes + "\"\"\"", side: .both)
    let contentIndent = pair.indent + (isLabelled ? 2 : 0)
    for line in LineDiff.lines(from: a.text, to: b.text) {
      let side: DiffOutput.Side =
        switch line.change {
        case .unchanged: .both
        case .removed: .first
        case .inserted: .second
        }
      output.append(line.text, indent: contentIndent, side: side)
    }
    output.append("\"\"\"" + hashes + pair.separator, indent: contentIndent, side: .both)
  }

  // MARK: Containers

  /// A struct, tuple, object or enum payload: every field shown, unchanged ones collapsed.
  private func compareFields(
    _ pair: Pair, into output: inout DiffOutput, children: inout [Step]
  ) {
    let a = old.tree.nodes[pair.old]
    let b = new.tree.nodes[pair.new]
    if old.isSingleLine(pair.old), new.isSingleLine(pair.new) {
      appendWhole(pair, into: &output)
      return
    }
    let segments: [SequenceDiff.Segment]
    if a.children.count == b.children.count,
      zip(a.children, b.children).allSatisfy({ old.hasSameLabel($0, as: $1, in: new) })
    {
      segments = [.unchanged(old: 0..<a.children.count, new: 0..<b.children.count)]
    } else {
      segments = SequenceDiff.segments(
        fromKeys: a.children.map { old.labelKey(of: $0) },
        toKeys: b.children.map { new.labelKey(of: $0) }
      )
    }
    var items: [Item] = []
    items.reserveCapacity(a.children.count + b.children.count)
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, let newOffsets):
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          items.append(
            .pair(a.children.lowerBound + oldOffset, b.children.lowerBound + newOffset))
        }
      case .changed(let oldOffsets, let newOffsets):
        items += oldOffsets.map { .removed(a.children.lowerBound + $0) }
        items += newOffsets.map { .inserted(b.children.lowerBound + $0) }
      }
    }
    appendContainer(pair, items: items, into: &output, children: &children)
  }

  /// A collection, set or dictionary: elements aligned by identity, content or key, and runs of
  /// unchanged elements collapsed to `… (N unchanged)`.
  private func compareElements(
    _ pair: Pair, into output: inout DiffOutput, children: inout [Step]
  ) {
    let a = old.tree.nodes[pair.old]
    let b = new.tree.nodes[pair.new]
    let segments = SequenceDiff.segments(
      fromKeys: a.children.map { old.alignmentKey(of: $0) },
      toKeys: b.children.map { new.alignmentKey(of: $0) }
    )
    // Unordered collections list every unchanged element in one line at the end.
    let isUnordered = old.isUnordered(pair.old)
    var items: [Item] = []
    var unchangedRun = 0
    var unchangedTotal = 0
    var lastUnchanged = 0
    func flushRun() {
      guard !isUnordered, unchangedRun > 0 else { return }
      items.append(unchangedRun == 1 ? .unchanged(lastUnchanged) : .collapsed(unchangedRun))
      unchangedRun = 0
    }
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, let newOffsets):
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          let oldChild = a.children.lowerBound + oldOffset
          let newChild = b.children.lowerBound + newOffset
          if areEqual(oldChild, newChild) {
            unchangedRun += 1
            unchangedTotal += 1
            lastUnchanged = newChild
          } else {
            flushRun()
            items.append(.pair(oldChild, newChild))
          }
        }
      case .changed(let oldOffsets, let newOffsets):
        flushRun()
        let oldChildren = oldOffsets.map { a.children.lowerBound + $0 }
        let newChildren = newOffsets.map { b.children.lowerBound + $0 }
        // A removal and an insertion at the same place (in sorted order, for sets) read best
        // as one changed element, diffed field by field. Keys that differ are different
        // entries: pairing them would show one key's value under the other's.
        let paired = a.kind != .dictionary ? min(oldChildren.count, newChildren.count) : 0
        for index in 0..<paired {
          items.append(.pair(oldChildren[index], newChildren[index]))
        }
        items += oldChildren.dropFirst(paired).map(Item.removed)
        items += newChildren.dropFirst(paired).map(Item.inserted)
      }
    }
    flushRun()
    if isUnordered, unchangedTotal > 0 {
      items.append(.collapsed(unchangedTotal))
    }
    appendContainer(pair, items: items, into: &output, children: &children)
  }

  /// One entry listed inside a changed container.
  private enum Item {
    case pair(Int, Int)
    case removed(Int)
    case inserted(Int)
    case unchanged(Int)
    case collapsed(Int)
  }

  /// Writes a container's header, queues its items and its footer.
  private func appendContainer(
    _ pair: Pair, items: [Item], into output: inout DiffOutput, children: inout [Step]
  ) {
    let header = new.header(pair.new, indent: pair.indent, label: pair.label)
    for line in header.dropLast() { output.append(line, side: .both) }
    let (open, close) = new.delimiters(of: pair.new, isRoot: pair.isRoot)
    output.append((header.last ?? "") + open, side: .both)
    let indent = pair.indent + 2
    children.reserveCapacity(children.count + items.count + 1)
    let commas = ListPunctuation.commas(
      for: items.map { item in
        switch item {
        case .removed: .removed
        case .inserted: .inserted
        case .pair: .changed
        case .unchanged, .collapsed: .unchanged
        }
      })
    for (offset, item) in items.enumerated() {
      let separator = commas[offset] ? "," : ""
      switch item {
      case .pair(let oldChild, let newChild):
        children.append(
          .compare(
            Pair(
              old: oldChild, new: newChild, indent: indent, separator: separator,
              isRoot: false)))
      case .removed(let child):
        children.append(
          .whole(child, of: .old, indent: indent, separator: separator, side: .first))
      case .inserted(let child):
        children.append(
          .whole(child, of: .new, indent: indent, separator: separator, side: .second))
      case .unchanged(let child):
        children.append(.unchanged(child, indent: indent, separator: separator))
      case .collapsed(let count):
        children.append(
          .line(
            Indentation.spaces(indent) + "… (\(count) unchanged)" + separator,
            .both))
      }
    }
    children.append(
      .line(Indentation.spaces(pair.indent) + close + pair.separator, .both))
  }
}
