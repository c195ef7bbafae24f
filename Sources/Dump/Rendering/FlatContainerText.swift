extension DumpRenderer {
  /// The texts of `members` end to end in UTF-8, as
  /// ``utf8Texts(of:qualifiesEnumCase:maxDepth:)`` writes them one level deep, when every
  /// member is a flat container: a structure or tuple whose fields all print as one-line
  /// leaves (a number, `nil`, a string, a case without payload), the shape of most set
  /// members. `nil` when one is not, or when the texts would pass the output limit.
  ///
  /// Sorting a set writes every member's text. Here each text is measured, then written piece
  /// by piece into one buffer of the exact size, without the renderer's steps: a fraction of
  /// the general walk's cost.
  func flatContainerTexts(of members: Range<Int>) -> (bytes: [UInt8], ends: [Int])? {
    tree.nodes.withUnsafeBufferPointer { nodes in
      var ends: [Int] = []
      ends.reserveCapacity(members.count)
      var total = 0
      for member in members {
        guard Self.isFlatContainer(member, in: nodes) else { return nil }
        var counter = ByteCounter()
        Self.writeFlatText(of: member, in: nodes, to: &counter)
        total += counter.count
        ends.append(total)
      }
      guard total <= OutputLimit.bytes else { return nil }
      let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
        var writer = ByteWriter(buffer)
        for member in members {
          Self.writeFlatText(of: member, in: nodes, to: &writer)
        }
        initialized = writer.count
      }
      // Measured and written alike; the ends would be wrong otherwise.
      return bytes.count == total ? (bytes, ends) : nil
    }
  }

  // Nodes are read field by field in place: copying one retains all its strings.

  /// Whether the node is a flat container: a structure or tuple, not collapsed, whose fields
  /// all print as one-line leaves whatever the depth.
  private static func isFlatContainer(
    _ index: Int, in nodes: UnsafeBufferPointer<DumpNode>
  ) -> Bool {
    let kind = nodes[index].kind
    let children = nodes[index].children
    guard kind == .structure || kind == .tuple, !nodes[index].isCollapsed,
      nodes[index].objectNumber == 0, !children.isEmpty,
      // A lone field may print inline, `Type(field: value)`.
      !(nodes[index].prefersInline && children.count == 1)
    else { return false }
    for child in children {
      guard nodes[child].children.isEmpty, nodes[child].objectNumber == 0 else { return false }
      switch nodes[child].label {
      case .index, .key: return false
      case .none, .field: break
      }
      guard leafValue(of: child, in: nodes) != nil else { return false }
    }
    return true
  }

  private static func leafValue(
    of index: Int, in nodes: UnsafeBufferPointer<DumpNode>
  ) -> DumpGrammar.LeafValue? {
    DumpGrammar.leafValue(nodes[index].kind, text: nodes[index].text, isQualified: false)
  }

  /// Writes a flat container's text, as the renderer writes it one level deep: `Type(`, a line
  /// per field, `)`.
  private static func writeFlatText<Writer: DumpLineWriter>(
    of index: Int, in nodes: UnsafeBufferPointer<DumpNode>, to writer: inout Writer
  ) {
    DumpGrammar.writeOpening(
      nodes[index].kind, typeName: nodes[index].typeName, caseName: "", isQualified: false,
      into: &writer)
    let children = nodes[index].children
    for child in children {
      writer.write(ascii: UInt8(ascii: "\n"))
      writer.write(literal: "  ")
      DumpGrammar.writeLabel(nodes[child].label, into: &writer)
      if let value = leafValue(of: child, in: nodes) {
        DumpGrammar.writeLeaf(
          value, text: nodes[child].text, typeName: nodes[child].typeName, into: &writer)
      }
      if child != children.upperBound - 1 {
        DumpGrammar.writeSeparator(into: &writer)
      }
    }
    writer.write(ascii: UInt8(ascii: "\n"))
    DumpGrammar.writeClosing(nodes[index].kind, into: &writer)
  }
}
