/// One of the two values being diffed: its tree, a renderer for it, and the per-node facts the
/// differ asks for.
struct DiffSide {
  let tree: DumpTree
  let renderer: DumpRenderer
  /// Per node, whether its subtree holds a custom diff object whose earlier value differs from
  /// its current one; `nil` when the tree holds no custom diff object (the common case).
  private let earlierValueHolders: [Bool]?

  init(tree: DumpTree) {
    self.tree = tree
    self.renderer = DumpRenderer(tree: tree)
    let nodes = tree.nodes
    if nodes.contains(where: { $0.customDiffBaseline != nil }) {
      // Children come after their parent, so one backward pass sees children first.
      var holders = [Bool](repeating: false, count: nodes.count)
      for index in nodes.indices.reversed() {
        let changed = nodes[index].customDiffBaseline.map {
          nodes[$0].structuralHash != nodes[index].structuralHash
        }
        holders[index] = changed == true || nodes[index].children.contains { holders[$0] }
      }
      earlierValueHolders = holders
    } else {
      earlierValueHolders = nil
    }
  }

  /// Whether the node's subtree holds a custom diff object whose earlier value differs, which
  /// its structural hash does not cover.
  func holdsEarlierValues(_ node: Int) -> Bool {
    earlierValueHolders?[node] ?? false
  }

  /// What matches a collection element or dictionary entry with its counterpart: its key for
  /// dictionary values, its `id` for `Identifiable` values, else its whole content.
  func alignmentKey(of node: Int) -> Int {
    // Read in place: copying the node retains each of its texts.
    if case .key(let key) = tree.nodes[node].label {
      return tree.nodes[key].structuralHash
    }
    if let identity = tree.nodes[node].identity {
      var hasher = Hasher()
      hasher.combine(tree.nodes[node].typeName)
      hasher.combine(identity)
      return hasher.finalize()
    }
    return tree.nodes[node].structuralHash
  }

  /// Whether a node of this tree and one of `other` have the same label (keys are compared by
  /// content).
  func hasSameLabel(_ node: Int, as otherNode: Int, in other: DiffSide) -> Bool {
    switch (tree.nodes[node].label, other.tree.nodes[otherNode].label) {
    case (.key(let key), .key(let otherKey)):
      return tree.nodes[key].structuralHash == other.tree.nodes[otherKey].structuralHash
    case (let label, let otherLabel):
      return label == otherLabel
    }
  }

  /// A hash of the node's label that is comparable across trees (keys are compared by content).
  func labelKey(of node: Int) -> Int {
    var hasher = Hasher()
    switch tree.nodes[node].label {
    case .none:
      hasher.combine(0)
    case .field(let name):
      hasher.combine(1)
      hasher.combine(name)
    case .index(let position):
      hasher.combine(2)
      hasher.combine(position)
    case .key(let key):
      hasher.combine(3)
      hasher.combine(tree.nodes[key].structuralHash)
    }
    return hasher.finalize()
  }

  /// Begins a container's first line on `side`: its label (a dictionary key may take lines of
  /// its own before it) and object mark, indented; the line is left open for its delimiter.
  func beginHeader(
    _ node: Int, indent: Int, label: DumpRenderer.Label, side: DiffOutput.Side,
    into output: inout DiffOutput
  ) {
    switch label {
    case .omitted:
      output.beginLine(side, indent: indent)
    case .custom(let text):
      output.beginLine(side, indent: indent)
      DumpGrammar.writeFieldLabel(text, into: &output)
    case .own:
      if case .key(let key) = tree.nodes[node].label {
        let keyLines = renderer.lines(of: key)
        for line in keyLines.dropLast() { output.append(line, indent: indent, side: side) }
        output.beginLine(side, indent: indent)
        DumpGrammar.writeFieldLabel(keyLines.last ?? "", into: &output)
      } else {
        output.beginLine(side, indent: indent)
        DumpGrammar.writeLabel(tree.nodes[node].label, into: &output)
      }
    }
    DumpGrammar.writeObjectMark(tree.nodes[node].objectNumber, into: &output)
  }

  /// Writes the text that opens a container node.
  func writeOpening(of node: Int, isRoot: Bool, into output: inout DiffOutput) {
    DumpGrammar.writeOpening(
      tree.nodes[node].kind, typeName: tree.nodes[node].typeName,
      caseName: tree.nodes[node].text, isQualified: isRoot && !tree.nodes[node].isUnwrapped,
      into: &output)
  }

  /// Writes the node as an unchanged entry on `side`: containers as `Type(…)` unless they fit
  /// on one line, multi-line strings as `"…"`, anything else whole.
  func appendCollapsed(
    _ node: Int, indent: Int, separator: String, label: DumpRenderer.Label,
    side: DiffOutput.Side = .both, into output: inout DiffOutput
  ) {
    var isRoot = false
    if case .omitted = label { isRoot = true }
    let kind = tree.nodes[node].kind
    let isLongString =
      kind == .string && !tree.nodes[node].isCollapsed
      && StringLiteral.isMultiLine(tree.nodes[node].text)
    guard (tree.nodes[node].isContainer && !isSingleLine(node)) || isLongString else {
      // Most unchanged entries are one-line leaves: written without building line arrays.
      if let value = leafValue(node, label: label, isRoot: isRoot) {
        guard output.beginLine(side, indent: indent) else { return }
        writeLeaf(node, value, label: label, into: &output)
        output.write(separator)
      } else {
        output.append(
          renderer.lines(
            of: node, indent: indent, label: label, separator: separator,
            qualifiesEnumCase: isRoot),
          side: side)
      }
      return
    }
    beginHeader(node, indent: indent, label: label, side: side, into: &output)
    if isLongString {
      DumpGrammar.writeElidedString(into: &output)
    } else {
      DumpGrammar.writeElided(
        kind, typeName: tree.nodes[node].typeName, caseName: tree.nodes[node].text,
        isQualified: isRoot && !tree.nodes[node].isUnwrapped, into: &output)
    }
    output.write(separator)
  }

  /// The node's whole dump, as
  /// ``DumpRenderer/lines(of:indent:label:separator:qualifiesEnumCase:maxDepth:)`` writes it,
  /// built directly for one-line leaves (most changed fields), which avoids the renderer's
  /// per-call setup.
  func lines(_ node: Int, indent: Int, label: DumpRenderer.Label, isRoot: Bool) -> [String] {
    if let line = leafLine(node, indent: indent, label: label, isRoot: isRoot) {
      return [line.joined]
    }
    return renderer.lines(of: node, indent: indent, label: label, qualifiesEnumCase: isRoot)
  }

  /// How the node prints when it is a leaf that fits on one line with `label`, and has no
  /// object mark; `nil` otherwise. Says the same as ``leafLine(_:indent:label:isRoot:)``
  /// without copying the node's texts.
  func leafValue(
    _ node: Int, label: DumpRenderer.Label, isRoot: Bool
  ) -> DumpGrammar.LeafValue? {
    guard
      let value = DumpGrammar.leafValue(
        tree.nodes[node].kind, text: tree.nodes[node].text,
        isQualified: isRoot && !tree.nodes[node].isUnwrapped)
    else { return nil }
    guard tree.nodes[node].objectNumber == 0 else { return nil }
    if case .own = label, case .key = tree.nodes[node].label { return nil }
    return value
  }

  /// Continues a line begun at the leaf's indent with its label and `value`, as
  /// ``leafValue(_:label:isRoot:)`` found it.
  func writeLeaf(
    _ node: Int, _ value: DumpGrammar.LeafValue, label: DumpRenderer.Label,
    into output: inout DiffOutput
  ) {
    switch label {
    case .omitted:
      break
    case .custom(let name):
      DumpGrammar.writeFieldLabel(name, into: &output)
    case .own:
      DumpGrammar.writeLabel(tree.nodes[node].label, into: &output)
    }
    DumpGrammar.writeLeaf(
      value, text: tree.nodes[node].text, typeName: tree.nodes[node].typeName, into: &output)
  }

  /// The one line of a leaf that prints on one line (and has no object mark), else `nil`:
  /// what ``leafValue(_:label:isRoot:)`` found, as text.
  func leafLine(
    _ node: Int, indent: Int, label: DumpRenderer.Label, isRoot: Bool
  ) -> LeafLine? {
    guard let value = leafValue(node, label: label, isRoot: isRoot) else { return nil }
    // Fields are read in place: most lines are leaves, and copying each node costs more.
    let nodes = tree.nodes
    let text: String
    var isQuoted = false
    switch value {
    case .text:
      text = nodes[node].text
    case .quoted:
      text = nodes[node].text
      isQuoted = true
    default:
      var written = ""
      DumpGrammar.writeLeaf(
        value, text: nodes[node].text, typeName: nodes[node].typeName, into: &written)
      text = written
    }
    let lineLabel: LeafLine.Label
    switch label {
    case .omitted:
      lineLabel = .none
    case .custom(let name):
      lineLabel = .name(name)
    case .own:
      switch nodes[node].label {
      case .none, .key: lineLabel = .none
      case .field(let name): lineLabel = .name(name)
      case .index(let position): lineLabel = .index(position)
      }
    }
    return LeafLine(indent: indent, label: lineLabel, text: text, isQuoted: isQuoted)
  }

  /// Whether a container prints on one line: it is empty, or holds one short leaf.
  func isSingleLine(_ node: Int) -> Bool {
    let value = tree.nodes[node]
    if value.children.isEmpty { return true }
    guard value.prefersInline, value.children.count == 1,
      tree.nodes[value.children.lowerBound].isLeaf
    else { return false }
    return renderer.lines(of: node).count == 1
  }

  /// Whether a diff shows this struct, tuple, object or enum payload whole, old and new, as
  /// swift-custom-dump does, rather than field by field: it has no field, or one that holds a
  /// value without parts (a string, multi-line too; a number; `nil`; a case without payload),
  /// and it is not a custom diff object shown by its fields.
  func showsWhole(_ node: Int) -> Bool {
    let value = tree.nodes[node]
    guard !value.showsItsDiffObject else { return false }
    if value.children.isEmpty { return true }
    guard value.prefersInline, value.children.count == 1 else { return false }
    let child = tree.nodes[value.children.lowerBound]
    return child.isLeaf || child.kind == .none
  }

  /// Whether a set or dictionary has no meaningful order (its dump is sorted), so its diff
  /// lists all unchanged entries once at the end.
  func isUnordered(_ node: Int) -> Bool {
    tree.nodes[node].isUnordered
  }
}
