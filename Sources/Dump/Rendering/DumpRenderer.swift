/// Renders a ``DumpTree`` (or any subtree of it) as indented lines of Swift-like text.
///
/// Rendering is a pure function of the tree: it never looks at the original value, and it
/// walks the tree with an explicit stack, so any depth is safe. Each piece of text is written
/// once.
///
/// The differ renders one changed subtree at a time with
/// ``lines(of:indent:label:separator:qualifiesEnumCase:maxDepth:)`` and prefixes the lines it
/// gets back with `-`, `+` or a space.
struct DumpRenderer {
  /// How to label the rendered subtree's first line.
  enum Label {
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
    case node(Int, indent: Int, label: Label, separator: String, isRoot: Bool, depth: Int)
    /// The line that closes a container node.
    case close(Int, indent: Int, separator: String)
    /// A set member's text already rendered (``DumpTree/memberTexts``), to indent.
    case rendered(ArraySlice<UInt8>, indent: Int, separator: String)
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
  ///   - maxDepth: Print containers more than `maxDepth` levels below `node` collapsed
  ///     (`User(…)`), as a tree reflected to that depth would print them. Object marks
  ///     (`#1`) stay those of the whole tree, so they can differ where an object of the same
  ///     type appears deeper first.
  /// - Returns: The lines, each already indented, without line breaks.
  /// - Complexity: Linear in the size of the rendered text.
  package func lines(
    of node: Int,
    indent: Int = 0,
    label: Label = .omitted,
    separator: String = "",
    qualifiesEnumCase: Bool = false,
    maxDepth: Int = .max
  ) -> [String] {
    var collector = DumpLineCollector()
    render(
      node, indent: indent, label: label, separator: separator,
      qualifiesEnumCase: qualifiesEnumCase, maxDepth: maxDepth, into: &collector)
    return collector.lines
  }

  /// Renders the subtree at `node` as one string, lines joined by `\n`, no trailing newline.
  ///
  /// Same parameters as ``lines(of:indent:label:separator:qualifiesEnumCase:maxDepth:)``;
  /// cheaper when the lines themselves are not needed.
  package func text(
    of node: Int,
    indent: Int = 0,
    label: Label = .omitted,
    separator: String = "",
    qualifiesEnumCase: Bool = false,
    maxDepth: Int = .max
  ) -> String {
    var collector = DumpTextCollector()
    // Most nodes print one short line; reserving avoids regrowing a large dump's text.
    if node == tree.root {
      collector.reserveCapacity(min(tree.nodes.count, 1 << 20) * 24)
    }
    render(
      node, indent: indent, label: label, separator: separator,
      qualifiesEnumCase: qualifiesEnumCase, maxDepth: maxDepth, into: &collector)
    return collector.text
  }

  /// Renders each node in `nodes` as ``text(of:indent:label:separator:qualifiesEnumCase:maxDepth:)``
  /// would, end to end in one buffer of UTF-8, sparing a string per node (as sorting a set's
  /// members by their texts needs).
  ///
  /// - Returns: The bytes and where each node's text ends, or `nil` when they would pass the
  ///   output limit.
  func utf8Texts(
    of nodes: Range<Int>, qualifiesEnumCase: Bool = false, maxDepth: Int = .max
  ) -> (bytes: [UInt8], ends: [Int])? {
    var collector = DumpTextCollector()
    var ends: [Int] = []
    ends.reserveCapacity(nodes.count)
    for node in nodes {
      render(
        node, indent: 0, label: .omitted, separator: "", qualifiesEnumCase: qualifiesEnumCase,
        maxDepth: maxDepth, into: &collector)
      collector.endText()
      ends.append(collector.byteCount)
    }
    return collector.utf8.map { ($0, ends) }
  }

  /// The text of a node's label in its parent, or `nil` when it has none.
  ///
  /// Dictionary keys render as their dump, which can span several lines.
  package func labelLines(of node: Int) -> [String]? {
    switch tree.nodes[node].label {
    case .none: nil
    case .field(let name): [name]
    case .index(let position): [DumpGrammar.indexLabel(position)]
    case .key(let key): lines(of: key)
    }
  }

  private func render<Sink: DumpTextSink>(
    _ root: Int,
    indent: Int,
    label: Label,
    separator: String,
    qualifiesEnumCase: Bool,
    maxDepth: Int,
    into sink: inout Sink
  ) {
    // Depths below zero print as zero does, as in reflection.
    let maxDepth = max(maxDepth, 0)
    var steps: [Step] = []
    // Room for a small value's children: sorting a set renders each member on its own.
    steps.reserveCapacity(8)
    steps.append(
      .node(
        root, indent: max(indent, 0), label: label, separator: separator,
        isRoot: qualifiesEnumCase, depth: 0))
    while let step = steps.popLast() {
      switch step {
      case .close(let index, let indent, let separator):
        sink.write(Indentation.spaces(indent))
        DumpGrammar.writeClosing(tree.nodes[index].kind, into: &sink)
        sink.write(separator)
        sink.endLine()

      case .rendered(let text, let indent, let separator):
        sink.writeLines(ofUTF8: text, indent: indent, separator: separator)

      case .node(let index, let indent, let label, let separator, let isRoot, let depth):
        let node = tree.nodes[index]
        let pad = Indentation.spaces(indent)
        // Below `maxDepth`, render as a tree reflected to that depth: collapsed.
        let isCollapsed = node.isCollapsed || depth >= maxDepth
        let hasLabel = writeHead(
          of: index, label: label, pad: pad, keyDepth: maxDepth - depth, into: &sink)
        let isQualified = isRoot && !node.isUnwrapped

        switch node.kind {
        case .scalar, .customDescription, .metatype:
          writeText(node.text, pad: pad, into: &sink)
        case .none:
          DumpGrammar.writeNil(into: &sink)
        case .string:
          let contentPad = Indentation.spaces(indent + (hasLabel ? 2 : 0))
          writeString(node, isCollapsed: isCollapsed, contentPad: contentPad, into: &sink)
        case .reference(let isCycle):
          DumpGrammar.writeReference(typeName: node.typeName, isCycle: isCycle, into: &sink)
        case .enumeration(hasPayload: false):
          DumpGrammar.writeCaseName(
            node.text, typeName: node.typeName, isQualified: isQualified, into: &sink)
        case .structure, .object, .tuple, .collection, .dictionary, .set,
          .enumeration(hasPayload: true):
          if node.children.isEmpty {
            if node.isCollapsed {
              DumpGrammar.writeElided(
                node.kind, typeName: node.typeName, caseName: node.text,
                isQualified: isQualified, into: &sink)
            } else {
              DumpGrammar.writeEmpty(
                node.kind, typeName: node.typeName, caseName: node.text,
                isQualified: isQualified, into: &sink)
            }
          } else if let inline = inlineChild(of: node, maxDepth: maxDepth - depth - 1) {
            DumpGrammar.writeOpening(
              node.kind, typeName: node.typeName, caseName: node.text, isQualified: isQualified,
              into: &sink)
            sink.write(inline)
            DumpGrammar.writeClosing(node.kind, into: &sink)
          } else if isCollapsed {
            DumpGrammar.writeElided(
              node.kind, typeName: node.typeName, caseName: node.text, isQualified: isQualified,
              into: &sink)
          } else {
            DumpGrammar.writeOpening(
              node.kind, typeName: node.typeName, caseName: node.text, isQualified: isQualified,
              into: &sink)
            sink.endLine()
            steps.append(.close(index, indent: indent, separator: separator))
            let last = node.children.upperBound - 1
            // Members sorted by their texts print as those texts, unless collapsed here.
            let memberTexts =
              node.kind == .set && !tree.memberTexts.isEmpty && maxDepth - depth > 1
              ? tree.memberTexts[node.children.lowerBound] : nil
            if let memberTexts, memberTexts.coversEveryMember {
              // All at once, now: the close just queued follows them.
              sink.writeMembers(memberTexts, indent: indent + 2)
              continue
            }
            for child in node.children.reversed() {
              let separator = child == last ? "" : DumpGrammar.separator
              if let memberTexts,
                let text = memberTexts.text(ofMemberAt: child - node.children.lowerBound)
              {
                steps.append(.rendered(text, indent: indent + 2, separator: separator))
                continue
              }
              steps.append(
                .node(
                  child, indent: indent + 2, label: .own,
                  separator: separator, isRoot: false, depth: depth + 1))
            }
            continue
          }
        }
        sink.write(separator)
        sink.endLine()
      }
    }
  }

  /// Writes indentation, label and object mark; returns whether there was a label.
  ///
  /// A dictionary key is printed to `keyDepth` levels, as its value is.
  private func writeHead<Sink: DumpTextSink>(
    of index: Int, label: Label, pad: String, keyDepth: Int = .max, into sink: inout Sink
  ) -> Bool {
    sink.write(pad)
    var hasLabel = true
    switch label {
    case .omitted:
      hasLabel = false
    case .custom(let text):
      DumpGrammar.writeFieldLabel(text, into: &sink)
    case .own:
      if case .key(let key) = tree.nodes[index].label {
        let keyLines = lines(of: key, maxDepth: keyDepth)
        for line in keyLines.dropLast() {
          sink.write(line)
          sink.endLine()
          sink.write(pad)
        }
        DumpGrammar.writeFieldLabel(keyLines.last ?? "", into: &sink)
      } else {
        hasLabel = DumpGrammar.writeLabel(tree.nodes[index].label, into: &sink)
      }
    }
    DumpGrammar.writeObjectMark(tree.nodes[index].objectNumber, into: &sink)
    return hasLabel
  }

  // The single child printed inside the parentheses, when the one-child rule allows.
  private func inlineChild(of node: DumpNode, maxDepth: Int) -> String? {
    guard node.prefersInline, node.children.count == 1 else { return nil }
    let child = node.children.lowerBound
    guard tree.nodes[child].isLeaf else { return nil }
    let rendered = lines(of: child, label: .own, maxDepth: maxDepth)
    return rendered.count == 1 ? rendered[0] : nil
  }

  // Multi-line descriptions continue at the node's indentation.
  private func writeText<Sink: DumpTextSink>(_ text: String, pad: String, into sink: inout Sink) {
    guard text.containsLineFeed else {
      sink.write(text)
      return
    }
    for (offset, line) in StringLiteral.lines(of: text).enumerated() {
      if offset > 0 {
        sink.endLine()
        sink.write(pad)
      }
      sink.write(line)
    }
  }

  private func writeString<Sink: DumpTextSink>(
    _ node: DumpNode, isCollapsed: Bool, contentPad: String, into sink: inout Sink
  ) {
    // Most strings are plain: written between quotes as they are, without building a literal.
    if StringLiteral.isPlain(node.text) {
      DumpGrammar.writeQuoted(node.text, into: &sink)
      return
    }
    guard StringLiteral.isMultiLine(node.text) else {
      sink.write(StringLiteral.singleLine(node.text))
      return
    }
    guard !isCollapsed else {
      DumpGrammar.writeElidedString(into: &sink)
      return
    }
    let hashes = StringLiteral.multiLineHashes(node.text)
    DumpGrammar.writeMultiLineOpening(hashes: hashes, into: &sink)
    for line in StringLiteral.lines(of: node.text) {
      sink.endLine()
      sink.write(contentPad)
      sink.write(line)
    }
    sink.endLine()
    sink.write(contentPad)
    DumpGrammar.writeMultiLineClosing(hashes: hashes, into: &sink)
  }
}
