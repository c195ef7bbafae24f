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
    let element = tree.nodes[node]
    if case .key(let key) = element.label {
      return tree.nodes[key].structuralHash
    }
    if let identity = element.identity {
      var hasher = Hasher()
      hasher.combine(element.typeName)
      hasher.combine(identity)
      return hasher.finalize()
    }
    return element.structuralHash
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

  /// The lines before a container's opening delimiter: its label (dictionary keys may take
  /// several lines) and object mark, indented; the last line is to be continued.
  func header(_ node: Int, indent: Int, label: DumpRenderer.Label) -> [String] {
    let pad = Indentation.spaces(indent)
    var lines: [String] = []
    var head = pad
    let labelLines: [String]? =
      switch label {
      case .own: renderer.labelLines(of: node)
      case .omitted: nil
      case .custom(let text): [text]
      }
    if let labelLines {
      lines = labelLines.dropLast().map { pad + $0 }
      head += (labelLines.last ?? "") + ": "
    }
    let number = tree.nodes[node].objectNumber
    if number > 0 { head += "#\(number) " }
    lines.append(head)
    return lines
  }

  /// The text that opens and closes a container node.
  func delimiters(of node: Int, isRoot: Bool) -> (open: String, close: String) {
    let container = tree.nodes[node]
    switch container.kind {
    case .collection, .dictionary: return ("[", "]")
    case .set: return ("Set([", "])")
    case .tuple: return ("(", ")")
    case .enumeration:
      let qualifier = isRoot && !container.isUnwrapped ? container.typeName + "." : "."
      return (qualifier + container.text + "(", ")")
    default: return (container.typeName + "(", ")")
    }
  }

  /// The node as an unchanged entry: containers as `Type(…)` unless they fit on one line,
  /// multi-line strings as `"…"`.
  func collapsedLines(
    _ node: Int, indent: Int, separator: String = "", label: DumpRenderer.Label
  ) -> [String] {
    let isRoot: Bool
    if case .omitted = label { isRoot = true } else { isRoot = false }
    let value = tree.nodes[node]
    let isLongString =
      value.kind == .string && !value.isCollapsed && StringLiteral.isMultiLine(value.text)
    guard (value.isContainer && !isSingleLine(node)) || isLongString else {
      if let line = leafLine(node, indent: indent, label: label, isRoot: isRoot) {
        return [line.joined + separator]
      }
      return renderer.lines(
        of: node, indent: indent, label: label, separator: separator,
        qualifiesEnumCase: isRoot)
    }
    var lines = header(node, indent: indent, label: label)
    if isLongString {
      lines[lines.count - 1] += "\"…\"" + separator
    } else {
      let (open, close) = delimiters(of: node, isRoot: isRoot)
      lines[lines.count - 1] += open + "…" + close + separator
    }
    return lines
  }

  /// Appends ``collapsedLines(_:indent:separator:label:)`` to both sides of `output`, writing
  /// one-line leaves (most unchanged fields) directly.
  func appendCollapsed(
    _ node: Int, indent: Int, separator: String, label: DumpRenderer.Label,
    to output: inout DiffOutput
  ) {
    var isRoot = false
    if case .omitted = label { isRoot = true }
    if !tree.nodes[node].isContainer,
      let line = leafLine(node, indent: indent, label: label, isRoot: isRoot)
    {
      output.append(line, then: separator, side: .both)
      return
    }
    output.append(
      collapsedLines(node, indent: indent, separator: separator, label: label), side: .both)
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

  /// The one line of a leaf that prints on one line (and has no object mark), else `nil`.
  func leafLine(
    _ node: Int, indent: Int, label: DumpRenderer.Label, isRoot: Bool
  ) -> LeafLine? {
    // Fields are read in place: most lines are leaves, and copying each node costs more.
    let nodes = tree.nodes
    var text: String
    var isQuoted = false
    switch nodes[node].kind {
    case .scalar, .customDescription, .metatype:
      text = nodes[node].text
      guard !text.containsLineFeed else { return nil }
    case .none:
      text = "nil"
    case .string:
      text = nodes[node].text
      isQuoted = StringLiteral.isPlain(text)
      if !isQuoted {
        guard !StringLiteral.isMultiLine(text) else { return nil }
        text = StringLiteral.singleLine(text)
      }
    case .enumeration(hasPayload: false):
      let qualifier = isRoot && !nodes[node].isUnwrapped ? nodes[node].typeName + "." : "."
      text = qualifier + nodes[node].text
    default:
      return nil
    }
    guard nodes[node].objectNumber == 0 else { return nil }
    let lineLabel: LeafLine.Label
    switch label {
    case .omitted:
      lineLabel = .none
    case .custom(let name):
      lineLabel = .name(name)
    case .own:
      switch nodes[node].label {
      case .none: lineLabel = .none
      case .field(let name): lineLabel = .name(name)
      case .index(let position): lineLabel = .index(position)
      case .key: return nil
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

  /// Whether a set or dictionary has no meaningful order (its dump is sorted), so its diff
  /// lists all unchanged entries once at the end.
  func isUnordered(_ node: Int) -> Bool {
    tree.nodes[node].isUnordered
  }
}
