/// Renders a ``DumpTree`` (or any subtree of it) as indented lines of Swift-like text.
///
/// Rendering is a pure function of the tree: it never looks at the original value, and it
/// walks the tree with an explicit stack, so any depth is safe. Each line is built once.
///
/// The differ renders one changed subtree at a time with ``lines(of:indent:label:separator:qualifiesEnumCase:)``
/// and prefixes the lines it gets back with `-`, `+` or a space.
package struct DumpRenderer {
  /// How to label the rendered subtree's first line.
  package enum Label {
    /// The node's own label in its parent (`name:`, `[0]:`, or its dictionary key).
    case own
    /// No label.
    case omitted
    /// This text followed by `:`, e.g. the `name` of `customDump(_:name:)`.
    case custom(String)
  }

  /// The tree to render.
  package let tree: DumpTree

  /// Creates a renderer for `tree`.
  package init(tree: DumpTree) {
    self.tree = tree
  }

  private enum Step {
    case node(Int, indent: Int, label: [String]?, separator: String, isRoot: Bool)
    case line(String)
  }

  /// Renders the subtree at `node` as lines.
  ///
  /// - Parameters:
  ///   - node: The index of the subtree's root in ``DumpTree/nodes``.
  ///   - indent: Spaces before every line (children get 2 more per level).
  ///   - label: How to label the first line; multi-line dictionary keys take several lines.
  ///   - separator: Text appended to the last line, such as `","` between siblings.
  ///   - qualifiesEnumCase: Print an enum case at `node` as `Type.case` rather than `.case`,
  ///     as dumps do at their root (unless the case was reached through an optional).
  /// - Returns: The lines, each already indented, without line breaks.
  /// - Complexity: Linear in the size of the rendered text.
  package func lines(
    of node: Int,
    indent: Int = 0,
    label: Label = .omitted,
    separator: String = "",
    qualifiesEnumCase: Bool = false
  ) -> [String] {
    var output: [String] = []
    var steps: [Step] = []
    var padding = Padding()
    let rootLabel: [String]? =
      switch label {
      case .own: labelLines(of: node)
      case .omitted: nil
      case .custom(let text): [text]
      }
    steps.append(
      .node(
        node, indent: max(indent, 0), label: rootLabel, separator: separator,
        isRoot: qualifiesEnumCase))

    while let step = steps.popLast() {
      switch step {
      case .line(let line):
        output.append(line)
      case .node(let index, let indent, let label, let separator, let isRoot):
        let node = tree.nodes[index]
        let pad = padding[indent]
        var head = pad
        if let label {
          for line in label.dropLast() {
            output.append(pad + line)
          }
          head += (label.last ?? "") + ": "
        }
        if node.objectNumber > 0 {
          head += "#\(node.objectNumber) "
        }
        let qualifier = isRoot && !node.isUnwrapped ? node.typeName + "." : "."

        switch node.kind {
        case .scalar, .customDescription, .metatype:
          appendText(node.text, head: head, pad: pad, separator: separator, to: &output)
        case .none:
          output.append(head + "nil" + separator)
        case .string:
          appendString(
            node, head: head, contentPad: padding[indent + (label == nil ? 0 : 2)],
            separator: separator, to: &output)
        case .reference(let isCycle):
          output.append(head + node.typeName + (isCycle ? "(↩︎)" : "(↑)") + separator)
        case .enumeration(hasPayload: false):
          output.append(head + qualifier + node.text + separator)
        case .structure, .object, .tuple, .collection, .dictionary, .set,
          .enumeration(hasPayload: true):
          let (open, close, empty) = delimiters(of: node, qualifier: qualifier)
          if node.children.isEmpty {
            output.append(head + (node.isCollapsed ? open + "…" + close : empty) + separator)
          } else if let inline = inlineChild(of: node) {
            output.append(head + open + inline + close + separator)
          } else if node.isCollapsed {
            output.append(head + open + "…" + close + separator)
          } else {
            output.append(head + open)
            steps.append(.line(pad + close + separator))
            let last = node.children.upperBound - 1
            for child in node.children.reversed() {
              steps.append(
                .node(
                  child, indent: indent + 2, label: labelLines(of: child),
                  separator: child == last ? "" : ",", isRoot: false))
            }
          }
        }
      }
    }
    return output
  }

  /// The text of a node's label in its parent, or `nil` when it has none.
  ///
  /// Dictionary keys render as their dump, which can span several lines.
  package func labelLines(of node: Int) -> [String]? {
    switch tree.nodes[node].label {
    case .none: nil
    case .field(let name): [name]
    case .index(let position): ["[\(position)]"]
    case .key(let key): lines(of: key)
    }
  }

  // The single child printed inside the parentheses, when the one-child rule allows.
  private func inlineChild(of node: DumpNode) -> String? {
    guard node.prefersInline, node.children.count == 1 else { return nil }
    let child = node.children.lowerBound
    guard tree.nodes[child].isLeaf else { return nil }
    let rendered = lines(of: child, label: .own)
    return rendered.count == 1 ? rendered[0] : nil
  }

  private func delimiters(
    of node: DumpNode, qualifier: String
  ) -> (open: String, close: String, empty: String) {
    switch node.kind {
    case .collection: ("[", "]", "[]")
    case .dictionary: ("[", "]", "[:]")
    case .set: ("Set([", "])", "Set([])")
    case .tuple: ("(", ")", "()")
    case .enumeration: (qualifier + node.text + "(", ")", qualifier + node.text + "()")
    default: (node.typeName + "(", ")", node.typeName + "()")
    }
  }

  private func appendText(
    _ text: String, head: String, pad: String, separator: String, to output: inout [String]
  ) {
    guard text.utf8.contains(UInt8(ascii: "\n")) else {
      output.append(head + text + separator)
      return
    }
    let lines = StringLiteral.lines(of: text)
    for (offset, line) in lines.enumerated() {
      let start = offset == 0 ? head : pad
      output.append(start + line + (offset == lines.count - 1 ? separator : ""))
    }
  }

  private func appendString(
    _ node: DumpNode, head: String, contentPad: String, separator: String,
    to output: inout [String]
  ) {
    guard StringLiteral.isMultiLine(node.text) else {
      output.append(head + StringLiteral.singleLine(node.text) + separator)
      return
    }
    guard !node.isCollapsed else {
      output.append(head + "\"…\"" + separator)
      return
    }
    let hashes = StringLiteral.multiLineHashes(node.text)
    output.append(head + hashes + "\"\"\"")
    for line in StringLiteral.lines(of: node.text) {
      output.append(contentPad + line)
    }
    output.append(contentPad + "\"\"\"" + hashes + separator)
  }
}

/// Indentation strings, built once per common depth.
private struct Padding {
  // Deeper indents are rare; caching every width of a 10,000-deep dump would cost O(n²).
  private static let cachedWidths = 256
  private var cache: [String] = [""]

  subscript(width: Int) -> String {
    mutating get {
      guard width < Self.cachedWidths else {
        return String(repeating: " ", count: width)
      }
      while cache.count <= width {
        cache.append(cache[cache.count - 1] + " ")
      }
      return cache[width]
    }
  }
}
