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
    func beginLine(labelledBy text: String) {
      output.beginLine(side, indent: indent)
      output.write(text)
      output.write(literal: ": ")
    }
    switch label {
    case .omitted:
      output.beginLine(side, indent: indent)
    case .custom(let text):
      beginLine(labelledBy: text)
    case .own:
      switch tree.nodes[node].label {
      case .none:
        output.beginLine(side, indent: indent)
      case .field(let name):
        beginLine(labelledBy: name)
      case .index(let position):
        output.beginLine(side, indent: indent)
        output.write(ascii: UInt8(ascii: "["))
        output.writeDecimal(position)
        output.write(literal: "]: ")
      case .key(let key):
        let keyLines = renderer.lines(of: key)
        for line in keyLines.dropLast() { output.append(line, indent: indent, side: side) }
        output.beginLine(side, indent: indent)
        output.write(keyLines.last ?? "")
        output.write(literal: ": ")
      }
    }
    let number = tree.nodes[node].objectNumber
    if number > 0 {
      output.write(ascii: UInt8(ascii: "#"))
      output.writeDecimal(number)
      output.write(ascii: UInt8(ascii: " "))
    }
  }

  /// Writes the text that opens a container node.
  func writeOpening(of node: Int, isRoot: Bool, into output: inout DiffOutput) {
    switch tree.nodes[node].kind {
    case .collection, .dictionary: output.write(ascii: UInt8(ascii: "["))
    case .set: output.write(literal: "Set([")
    case .tuple: output.write(ascii: UInt8(ascii: "("))
    case .enumeration:
      if isRoot && !tree.nodes[node].isUnwrapped { output.write(tree.nodes[node].typeName) }
      output.write(ascii: UInt8(ascii: "."))
      output.write(tree.nodes[node].text)
      output.write(ascii: UInt8(ascii: "("))
    default:
      output.write(tree.nodes[node].typeName)
      output.write(ascii: UInt8(ascii: "("))
    }
  }

  /// Writes the text that closes a container node.
  func writeClosing(of node: Int, into output: inout DiffOutput) {
    switch tree.nodes[node].kind {
    case .collection, .dictionary: output.write(ascii: UInt8(ascii: "]"))
    case .set: output.write(literal: "])")
    default: output.write(ascii: UInt8(ascii: ")"))
    }
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
      output.write(literal: "\"…\"")
    } else {
      writeOpening(of: node, isRoot: isRoot, into: &output)
      output.write(literal: "…")
      writeClosing(of: node, into: &output)
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

  /// How a leaf that prints on one line writes its value.
  enum LeafValue {
    /// The node's text as it is (scalars, descriptions, metatypes).
    case text
    /// The node's text between quotation marks (plain strings).
    case quoted
    case none
    /// `.case`, or `Type.case` when qualified.
    case enumCase(isQualified: Bool)
    /// A string spelled as a literal with escapes or raw delimiters.
    case literal(String)
  }

  /// How the node prints when it is a leaf that fits on one line with `label`, and has no
  /// object mark; `nil` otherwise. Says the same as ``leafLine(_:indent:label:isRoot:)``
  /// without copying the node's texts.
  func leafValue(_ node: Int, label: DumpRenderer.Label, isRoot: Bool) -> LeafValue? {
    let value: LeafValue
    switch tree.nodes[node].kind {
    case .scalar, .customDescription, .metatype:
      guard !tree.nodes[node].text.containsLineFeed else { return nil }
      value = .text
    case .none:
      value = .none
    case .string:
      if StringLiteral.isPlain(tree.nodes[node].text) {
        value = .quoted
      } else {
        guard !StringLiteral.isMultiLine(tree.nodes[node].text) else { return nil }
        value = .literal(StringLiteral.singleLine(tree.nodes[node].text))
      }
    case .enumeration(hasPayload: false):
      value = .enumCase(isQualified: isRoot && !tree.nodes[node].isUnwrapped)
    default:
      return nil
    }
    guard tree.nodes[node].objectNumber == 0 else { return nil }
    if case .own = label, case .key = tree.nodes[node].label { return nil }
    return value
  }

  /// Continues a line begun at the leaf's indent with its label and `value`, as
  /// ``leafValue(_:label:isRoot:)`` found it.
  func writeLeaf(
    _ node: Int, _ value: LeafValue, label: DumpRenderer.Label, into output: inout DiffOutput
  ) {
    switch label {
    case .omitted:
      break
    case .custom(let name):
      output.write(name)
      output.write(literal: ": ")
    case .own:
      switch tree.nodes[node].label {
      case .none, .key:
        break
      case .field(let name):
        output.write(name)
        output.write(literal: ": ")
      case .index(let position):
        output.write(ascii: UInt8(ascii: "["))
        output.writeDecimal(position)
        output.write(literal: "]: ")
      }
    }
    switch value {
    case .text:
      output.write(tree.nodes[node].text)
    case .quoted:
      output.write(ascii: UInt8(ascii: "\""))
      output.write(tree.nodes[node].text)
      output.write(ascii: UInt8(ascii: "\""))
    case .none:
      output.write(literal: "nil")
    case .enumCase(let isQualified):
      if isQualified { output.write(tree.nodes[node].typeName) }
      output.write(ascii: UInt8(ascii: "."))
      output.write(tree.nodes[node].text)
    case .literal(let text):
      output.write(text)
    }
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
    switch value {
    case .text: text = nodes[node].text
    case .quoted: text = nodes[node].text
    case .none: text = "nil"
    case .enumCase(let isQualified):
      text = (isQualified ? nodes[node].typeName + "." : ".") + nodes[node].text
    case .literal(let literal): text = literal
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
    let isQuoted = if case .quoted = value { true } else { false }
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

  /// Whether a set or dictionary has no meaningful order (its dump is sorted), so its diff
  /// lists all unchanged entries once at the end.
  func isUnordered(_ node: Int) -> Bool {
    tree.nodes[node].isUnordered
  }
}
