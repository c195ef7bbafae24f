/// One of the two values being diffed: its tree, a renderer for it, and the per-node facts the
/// differ asks for.
struct DiffSide {
  let tree: DumpTree
  let renderer: DumpRenderer

  init(tree: DumpTree) {
    self.tree = tree
    self.renderer = DumpRenderer(tree: tree)
  }

  /// What matches a collection element or dictionary entry with its counterpart: its key for
  /// dictionary values, its `id` for `Identifiable` values, else its whole content.
  func alignmentKey(of node: Int) -> Int {
    let element = tree[node]
    if case .key(let key) = element.label {
      return tree[key].structuralHash
    }
    if let identity = element.identity {
      var hasher = Hasher()
      hasher.combine(element.typeName)
      hasher.combine(identity)
      return hasher.finalize()
    }
    return element.structuralHash
  }

  /// A hash of the node's label that is comparable across trees (keys are compared by content).
  func labelKey(of node: Int) -> Int {
    var hasher = Hasher()
    switch tree[node].label {
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
      hasher.combine(tree[key].structuralHash)
    }
    return hasher.finalize()
  }

  /// The lines before a container's opening delimiter: its label (dictionary keys may take
  /// several lines) and object mark, indented; the last line is to be continued.
  func header(_ node: Int, indent: Int, label: DumpRenderer.Label) -> [String] {
    let pad = String(repeating: " ", count: indent)
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
    let number = tree[node].objectNumber
    if number > 0 { head += "#\(number) " }
    lines.append(head)
    return lines
  }

  /// The text that opens and closes a container node.
  func delimiters(of node: Int, isRoot: Bool) -> (open: String, close: String) {
    let container = tree[node]
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
    let value = tree[node]
    let isLongString =
      value.kind == .string && !value.isCollapsed && StringLiteral.isMultiLine(value.text)
    guard (value.isContainer && !isSingleLine(node)) || isLongString else {
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

  /// Whether a container prints on one line: it is empty, or holds one short leaf.
  func isSingleLine(_ node: Int) -> Bool {
    let value = tree[node]
    if value.children.isEmpty { return true }
    guard value.prefersInline, value.children.count == 1,
      tree[value.children.lowerBound].isLeaf
    else { return false }
    return renderer.lines(of: node).count == 1
  }

  /// Whether a set or dictionary has no meaningful order (its dump is sorted), so its diff
  /// lists all unchanged entries once at the end.
  func isUnordered(_ node: Int) -> Bool {
    let value = tree[node]
    switch value.kind {
    case .set:
      return value.typeName.hasPrefix("Set") || value.typeName.hasPrefix("NS")
        || value.typeName.hasPrefix("__NS")
    case .dictionary:
      return value.typeName.hasPrefix("[") || value.typeName.hasPrefix("Dictionary")
        || value.typeName.hasPrefix("NS") || value.typeName.hasPrefix("__NS")
    default:
      return false
    }
  }
}
