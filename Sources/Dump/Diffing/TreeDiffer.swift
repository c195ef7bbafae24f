/// Compares two reflected values node by node and writes the diff lines: every line of a diff
/// is written here, those of a plan made by ``ValueDiffer`` too (``append(_:texts:to:)``).
///
/// Work sits on an explicit stack of steps (``DiffStep``) in output order, so a value nested
/// 10,000 levels deep needs no more call stack than a flat one. Equal subtrees are recognized in
/// O(1) by their structural hashes and printed collapsed (`User(…)`); changed containers print
/// their header, their children's diffs and their footer. Steps hold node indices and flags,
/// never strings, and lines are written piece by piece into the output: a large diff builds no
/// string per line.
struct TreeDiffer {
  let old: DiffSide
  let new: DiffSide
  /// The values ``ValueDiffer`` found equal, when it planned the diff.
  let unchangedValues: DiffSide?

  init(old: DumpTree, new: DumpTree, unchangedValues: DumpTree? = nil) {
    self.old = DiffSide(tree: old)
    self.new = DiffSide(tree: new)
    self.unchangedValues = unchangedValues.map(DiffSide.init(tree:))
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

  private typealias Pair = DiffStep.Pair

  /// The state of one diff: the steps left, and the texts they refer to.
  private struct Walk {
    var steps: [DiffStep] = []
    /// The texts steps refer to by index: labels given in place of a node's own, and type
    /// names of containers that were not reflected.
    var texts: [String] = []

    func label(_ text: Int?) -> DumpRenderer.Label {
      text.map { .custom(texts[$0]) } ?? .own
    }

    func label(of pair: Pair) -> DumpRenderer.Label {
      if let label = pair.label { return .custom(texts[label]) }
      return pair.isRoot ? .omitted : .own
    }

    func oldLabel(of pair: Pair) -> DumpRenderer.Label {
      pair.oldLabel.map { .custom(texts[$0]) } ?? label(of: pair)
    }
  }

  /// Writes the diff of the two roots.
  func appendDiff(to output: inout DiffOutput) {
    var walk = Walk()
    // Room for a record's fields and their closings without regrowing.
    walk.steps.reserveCapacity(32)
    walk.steps.append(
      .compare(Pair(old: old.tree.root, new: new.tree.root, indent: 0, isRoot: true)))
    write(&walk, into: &output)
  }

  /// Writes planned steps, in output order, whose texts are `texts`.
  func append(_ steps: [DiffStep], texts: [String], to output: inout DiffOutput) {
    var walk = Walk(steps: steps.reversed(), texts: texts)
    write(&walk, into: &output)
  }

  /// Writes every step, queueing those that comparing a pair finds.
  private func write(_ walk: inout Walk, into output: inout DiffOutput) {
    while let step = walk.steps.popLast() {
      switch step {
      case .compare(let pair):
        compare(pair, walk: &walk, into: &output)
      case .whole(let node, let tree, let indent, let hasComma, let label):
        let source = side(tree)
        let label = walk.label(label)
        let side: DiffOutput.Side = tree == .old ? .first : .second
        if let value = source.leafValue(node, label: label, isRoot: false) {
          guard output.beginLine(side, indent: indent) else { continue }
          source.writeLeaf(node, value, label: label, into: &output)
          Self.writeSeparator(hasComma, into: &output)
        } else {
          output.append(
            source.renderer.lines(
              of: node, indent: indent, label: label, separator: Self.separator(hasComma)),
            side: side)
        }
      case .unchanged(let node, let tree, let indent, let hasComma, let label):
        side(tree).appendCollapsed(
          node, indent: indent, separator: Self.separator(hasComma), label: walk.label(label),
          into: &output)
      case .unchangedRun(let count, let indent, let hasComma):
        guard output.beginLine(.both, indent: indent) else { continue }
        DumpGrammar.writeUnchangedRun(count, into: &output)
        Self.writeSeparator(hasComma, into: &output)
      case .opening(let kind, let typeName, let label, let indent):
        guard output.beginLine(.both, indent: indent) else { continue }
        if let label { DumpGrammar.writeFieldLabel(walk.texts[label], into: &output) }
        DumpGrammar.writeOpening(
          kind, typeName: typeName.map { walk.texts[$0] } ?? "", caseName: "",
          isQualified: false, into: &output)
      case .closing(let kind, let indent, let hasComma):
        guard output.beginLine(.both, indent: indent) else { continue }
        DumpGrammar.writeClosing(kind, into: &output)
        Self.writeSeparator(hasComma, into: &output)
      }
    }
  }

  private func side(_ tree: DiffStep.Tree) -> DiffSide {
    switch tree {
    case .old: old
    case .new: new
    // Only a planned diff names these values, and it gives them.
    case .unchangedValues: unchangedValues ?? new
    }
  }

  /// What follows an entry's last line.
  private static func separator(_ hasComma: Bool) -> String {
    hasComma ? DumpGrammar.separator : ""
  }

  /// Continues the current line with what follows an entry's last line.
  private static func writeSeparator(_ hasComma: Bool, into output: inout DiffOutput) {
    if hasComma { DumpGrammar.writeSeparator(into: &output) }
  }

  /// Writes the note swift-custom-dump writes when `==` and reflection disagree.
  func appendUndetectedDifference(to output: inout DiffOutput) {
    output.append("// Not equal but no difference detected:", side: .both)
    old.appendCollapsed(
      old.tree.root, indent: 0, separator: "", label: .omitted, side: .first, into: &output)
    new.appendCollapsed(
      new.tree.root, indent: 0, separator: "", label: .omitted, side: .second, into: &output)
  }

  // MARK: Comparing one pair

  /// Writes what can be written now and queues the children's steps.
  private func compare(_ pair: Pair, walk: inout Walk, into output: inout DiffOutput) {
    var pair = pair
    // The same custom diff object on both sides: its earlier value against its current one,
    // under the label and at the place of the object (its origin).
    // Nodes are read field by field throughout: copying a whole node costs more.
    var oldOrigin: Int? = nil
    let origin = pair.old
    if let baseline = old.tree.nodes[origin].customDiffBaseline,
      let object = old.tree.nodes[origin].objectID, object == new.tree.nodes[pair.new].objectID
    {
      oldOrigin = origin
      pair.old = baseline
      if pair.label == nil, !pair.isRoot {
        pair.oldLabel = old.renderer.labelLines(of: origin).map { lines in
          walk.texts.append(lines.joined(separator: " "))
          return walk.texts.count - 1
        }
      }
    }
    let sameLabel: Bool
    if let label = pair.label {
      sameLabel = pair.oldLabel.map { walk.texts[$0] == walk.texts[label] } ?? true
    } else {
      sameLabel = pair.isRoot || old.hasSameLabel(oldOrigin ?? pair.old, as: pair.new, in: new)
    }
    if areEqual(pair.old, pair.new), sameLabel {
      new.appendCollapsed(
        pair.new, indent: pair.indent, separator: Self.separator(pair.hasComma),
        label: walk.label(of: pair), into: &output)
      return
    }
    let kind = old.tree.nodes[pair.old].kind
    guard kind == new.tree.nodes[pair.new].kind,
      old.tree.nodes[pair.old].typeName == new.tree.nodes[pair.new].typeName,
      old.tree.nodes[pair.old].isUnwrapped == new.tree.nodes[pair.new].isUnwrapped
        || oldOrigin != nil
    else {
      appendWhole(pair, walk: walk, into: &output)
      return
    }
    switch kind {
    case .string where isLineDiffed(pair):
      appendLineDiff(pair, walk: walk, into: &output)
    case .structure, .tuple:
      compareFields(pair, walk: &walk, into: &output)
    case .object where old.tree.nodes[pair.old].objectID == new.tree.nodes[pair.new].objectID:
      compareFields(pair, walk: &walk, into: &output)
    case .enumeration(hasPayload: true)
    where old.tree.nodes[pair.old].text == new.tree.nodes[pair.new].text:
      compareFields(pair, walk: &walk, into: &output)
    case .collection, .set, .dictionary:
      compareElements(pair, walk: &walk, into: &output)
    default:
      appendWhole(pair, walk: walk, into: &output)
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
  private func appendWhole(_ pair: Pair, walk: Walk, into output: inout DiffOutput) {
    let oldLabel = walk.oldLabel(of: pair)
    let newLabel = walk.label(of: pair)
    // Most changed values are one-line leaves of one type: written piece by piece, with no
    // line built. Leaves of different types may read alike, which takes their lines.
    if old.tree.nodes[pair.old].typeName == new.tree.nodes[pair.new].typeName,
      let oldValue = old.leafValue(pair.old, label: oldLabel, isRoot: pair.isRoot),
      let newValue = new.leafValue(pair.new, label: newLabel, isRoot: pair.isRoot)
    {
      if output.beginLine(.first, indent: pair.indent) {
        old.writeLeaf(pair.old, oldValue, label: oldLabel, into: &output)
        Self.writeSeparator(pair.hasComma, into: &output)
      }
      if output.beginLine(.second, indent: pair.indent) {
        new.writeLeaf(pair.new, newValue, label: newLabel, into: &output)
        Self.writeSeparator(pair.hasComma, into: &output)
      }
      return
    }
    let oldLeaf = old.leafLine(pair.old, indent: pair.indent, label: oldLabel, isRoot: pair.isRoot)
    if let oldLeaf,
      let newLeaf = new.leafLine(
        pair.new, indent: pair.indent, label: newLabel, isRoot: pair.isRoot)
    {
      let readsAlike =
        old.tree.nodes[pair.old].typeName != new.tree.nodes[pair.new].typeName
        && oldLeaf.readsLike(newLeaf)
      func write(_ leaf: LeafLine, typeName: String, on side: DiffOutput.Side) {
        guard output.beginLine(side, indent: leaf.indent) else { return }
        output.write(leaf)
        if readsAlike { DumpGrammar.writeTypeNote(typeName, into: &output) }
        Self.writeSeparator(pair.hasComma, into: &output)
      }
      write(oldLeaf, typeName: old.tree.nodes[pair.old].typeName, on: .first)
      write(newLeaf, typeName: new.tree.nodes[pair.new].typeName, on: .second)
      return
    }
    var first = old.lines(
      pair.old, indent: pair.indent, label: walk.oldLabel(of: pair), isRoot: pair.isRoot)
    var second = new.lines(
      pair.new, indent: pair.indent, label: walk.label(of: pair), isRoot: pair.isRoot)
    let oldType = old.tree.nodes[pair.old].typeName
    let newType = new.tree.nodes[pair.new].typeName
    let separator = Self.separator(pair.hasComma)
    if first == second, oldType != newType, !first.isEmpty, !second.isEmpty {
      DumpGrammar.writeTypeNote(oldType, into: &first[first.count - 1])
      DumpGrammar.writeTypeNote(newType, into: &second[second.count - 1])
    }
    if !first.isEmpty { first[first.count - 1] += separator }
    if !second.isEmpty { second[second.count - 1] += separator }
    output.append(first, side: .first)
    output.append(second, side: .second)
  }

  /// A multi-line string, line by line between its `"""` delimiters.
  private func appendLineDiff(_ pair: Pair, walk: Walk, into output: inout DiffOutput) {
    let oldText = old.tree.nodes[pair.old].text
    let newText = new.tree.nodes[pair.new].text
    let oldHashes = StringLiteral.multiLineHashes(oldText)
    let newHashes = StringLiteral.multiLineHashes(newText)
    let hashes = newHashes.utf8.count > oldHashes.utf8.count ? newHashes : oldHashes
    let isLabelled =
      pair.label != nil || (!pair.isRoot && new.tree.nodes[pair.new].label != .none)
    new.beginHeader(
      pair.new, indent: pair.indent, label: walk.label(of: pair), side: .both, into: &output)
    DumpGrammar.writeMultiLineOpening(hashes: hashes, into: &output)
    let contentIndent = pair.indent + (isLabelled ? 2 : 0)
    for line in LineDiff.stringLines(from: oldText, to: newText) {
      let side: DiffOutput.Side =
        switch line.change {
        case .unchanged: .both
        case .removed: .first
        case .inserted: .second
        }
      output.append(line.text, indent: contentIndent, side: side)
    }
    guard output.beginLine(.both, indent: contentIndent) else { return }
    DumpGrammar.writeMultiLineClosing(hashes: hashes, into: &output)
    Self.writeSeparator(pair.hasComma, into: &output)
  }

  // MARK: Containers

  /// A struct, tuple, object or enum payload: every field shown, unchanged ones collapsed, or
  /// the whole value when it ``DiffSide/showsWhole(_:)``.
  private func compareFields(_ pair: Pair, walk: inout Walk, into output: inout DiffOutput) {
    if old.showsWhole(pair.old) || new.showsWhole(pair.new) {
      appendWhole(pair, walk: walk, into: &output)
      return
    }
    let start = beginContainer(pair, walk: walk, into: &output)
    let indent = pair.indent + 2
    alignChildren(
      of: pair, indent: indent, pairsChanges: false, walk: &walk,
      matchInPlace: { old.hasSameLabel($0, as: $1, in: new) },
      key: { side, node in side.labelKey(of: node) },
      aligned: { oldChild, newChild, walk in
        walk.steps.append(
          .compare(
            Pair(old: oldChild, new: newChild, indent: indent)))
      })
    DiffStep.finishContainer(
      .closing(new.tree.nodes[pair.new].kind, indent: pair.indent, hasComma: pair.hasComma),
      from: start, in: &walk.steps)
  }

  /// A collection, set or dictionary: elements aligned by identity, content or key, and runs of
  /// unchanged elements collapsed to `… (N unchanged)`.
  private func compareElements(_ pair: Pair, walk: inout Walk, into output: inout DiffOutput) {
    // Unordered collections list every unchanged element in one line at the end.
    let isUnordered = old.isUnordered(pair.old)
    let start = beginContainer(pair, walk: walk, into: &output)
    let indent = pair.indent + 2
    var unchangedRun = 0
    var unchangedTotal = 0
    var lastUnchanged = 0
    func flushRun(_ walk: inout Walk) {
      guard !isUnordered, unchangedRun > 0 else { return }
      walk.steps.append(
        unchangedRun == 1
          ? .unchanged(lastUnchanged, of: .new, indent: indent, hasComma: false, label: nil)
          : .unchangedRun(unchangedRun, indent: indent, hasComma: false))
      unchangedRun = 0
    }
    // Most changed collections keep their elements in place: their keys match one to one,
    // which needs neither key arrays nor a search.
    alignChildren(
      of: pair, indent: indent,
      // Keys that differ are different entries: pairing them would show one key's value under
      // the other's.
      pairsChanges: old.tree.nodes[pair.old].kind != .dictionary, walk: &walk,
      matchInPlace: { old.alignmentKey(of: $0) == new.alignmentKey(of: $1) },
      key: { side, node in side.alignmentKey(of: node) },
      aligned: { oldChild, newChild, walk in
        if areEqual(oldChild, newChild) {
          unchangedRun += 1
          unchangedTotal += 1
          lastUnchanged = newChild
        } else {
          flushRun(&walk)
          walk.steps.append(
            .compare(
              Pair(old: oldChild, new: newChild, indent: indent)))
        }
      },
      beforeChangedRun: flushRun)
    flushRun(&walk)
    if isUnordered, unchangedTotal > 0 {
      walk.steps.append(.unchangedRun(unchangedTotal, indent: indent, hasComma: false))
    }
    DiffStep.finishContainer(
      .closing(new.tree.nodes[pair.new].kind, indent: pair.indent, hasComma: pair.hasComma),
      from: start, in: &walk.steps)
  }

  /// Lines up two containers' children: one to one when `matchInPlace` holds for every pair
  /// (no keys, no search), else by `key` through ``SequenceDiff``. Each aligned pair goes to
  /// `aligned`; in a run that changed, after `beforeChangedRun`, a removal and an insertion at
  /// the same place are compared as one changed entry when `pairsChanges`, and the rest are
  /// queued whole.
  // Inlined into both callers, whose closures then cost no call per child.
  @inline(__always)
  private func alignChildren(
    of pair: Pair, indent: Int, pairsChanges: Bool, walk: inout Walk,
    matchInPlace: (Int, Int) -> Bool,
    key: (DiffSide, Int) -> Int,
    aligned: (Int, Int, inout Walk) -> Void,
    beforeChangedRun: (inout Walk) -> Void = { _ in }
  ) {
    let oldChildren = old.tree.nodes[pair.old].children
    let newChildren = new.tree.nodes[pair.new].children
    if oldChildren.count == newChildren.count,
      zip(oldChildren, newChildren).allSatisfy(matchInPlace)
    {
      for (oldChild, newChild) in zip(oldChildren, newChildren) {
        aligned(oldChild, newChild, &walk)
      }
      return
    }
    let segments = SequenceDiff.segments(
      fromKeys: oldChildren.map { key(old, $0) }, toKeys: newChildren.map { key(new, $0) })
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, let newOffsets):
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          aligned(oldChildren.lowerBound + oldOffset, newChildren.lowerBound + newOffset, &walk)
        }
      case .changed(let oldOffsets, let newOffsets):
        beforeChangedRun(&walk)
        // A removal and an insertion at the same place (in sorted order, for sets) read best
        // as one changed element, diffed field by field.
        let paired = pairsChanges ? min(oldOffsets.count, newOffsets.count) : 0
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets).prefix(paired) {
          walk.steps.append(
            .compare(
              Pair(
                old: oldChildren.lowerBound + oldOffset,
                new: newChildren.lowerBound + newOffset, indent: indent)))
        }
        for offset in oldOffsets.dropFirst(paired) {
          walk.steps.append(
            .whole(
              oldChildren.lowerBound + offset, of: .old, indent: indent, hasComma: false,
              label: nil))
        }
        for offset in newOffsets.dropFirst(paired) {
          walk.steps.append(
            .whole(
              newChildren.lowerBound + offset, of: .new, indent: indent, hasComma: false,
              label: nil))
        }
      }
    }
  }

  /// Writes a container's first line (label and opening delimiter), and returns where its
  /// entries' steps begin.
  private func beginContainer(
    _ pair: Pair, walk: Walk, into output: inout DiffOutput
  ) -> Int {
    new.beginHeader(
      pair.new, indent: pair.indent, label: walk.label(of: pair), side: .both, into: &output)
    new.writeOpening(of: pair.new, isRoot: pair.isRoot, into: &output)
    return walk.steps.count
  }
}
