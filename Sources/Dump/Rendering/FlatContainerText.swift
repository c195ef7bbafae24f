extension DumpRenderer {
  /// The texts of `members` end to end in UTF-8, as
  /// ``utf8Texts(of:qualifiesEnumCase:maxDepth:)`` writes them one level deep, when every
  /// member is a flat container: a structure or tuple whose fields all print as one-line
  /// leaves (a number, `nil`, a plain string, a case without payload), the shape of most set
  /// members. `nil` when one is not, or when the texts would pass the output limit.
  ///
  /// Sorting a set writes every member's text. Here each text is measured, then copied piece
  /// by piece into one buffer of the exact size, without the renderer's steps: a fraction of
  /// the general walk's cost.
  package func flatContainerTexts(of members: Range<Int>) -> (bytes: [UInt8], ends: [Int])? {
    tree.nodes.withUnsafeBufferPointer { nodes in
      var ends: [Int] = []
      ends.reserveCapacity(members.count)
      var total = 0
      for member in members {
        guard let count = Self.flatTextCount(of: member, in: nodes) else { return nil }
        total += count
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

  /// The length in bytes of a flat container's text, or `nil` when the node is not one.
  private static func flatTextCount(
    of index: Int, in nodes: UnsafeBufferPointer<DumpNode>
  ) -> Int? {
    let kind = nodes[index].kind
    let children = nodes[index].children
    guard kind == .structure || kind == .tuple, !nodes[index].isCollapsed,
      nodes[index].objectNumber == 0, !children.isEmpty,
      // A lone field may print inline, `Type(field: value)`.
      !(nodes[index].prefersInline && children.count == 1)
    else { return nil }
    // `Type(` and `)`, then a line per field: line break, indent, `label: `, value, comma. The
    // last field has no comma, and the line break before `)` takes its place.
    var count = (kind == .structure ? nodes[index].typeName.utf8.count : 0) + 2
    for child in children {
      guard let valueCount = oneLineLeafCount(of: child, in: nodes) else { return nil }
      count += 1 + 2 + valueCount + 1
      switch nodes[child].label {
      case .none: break
      case .field(let name): count += name.utf8.count + 2
      case .index, .key: return nil
      }
    }
    return count
  }

  /// The length of a field's value when it prints as one line whatever the depth, in one of
  /// the ways ``writeFlatText(of:in:to:)`` writes; `nil` otherwise.
  private static func oneLineLeafCount(
    of index: Int, in nodes: UnsafeBufferPointer<DumpNode>
  ) -> Int? {
    guard nodes[index].children.isEmpty, nodes[index].objectNumber == 0 else { return nil }
    switch nodes[index].kind {
    case .none:
      return 3
    case .enumeration(hasPayload: false):
      return 1 + nodes[index].text.utf8.count
    case .string:
      let text = nodes[index].text
      return StringLiteral.isPlain(text) ? text.utf8.count + 2 : nil
    case .scalar, .customDescription, .metatype:
      let text = nodes[index].text
      return text.containsLineFeed ? nil : text.utf8.count
    default:
      return nil
    }
  }

  /// Writes a flat container's text, measured by ``flatTextCount(of:in:)``.
  private static func writeFlatText(
    of index: Int, in nodes: UnsafeBufferPointer<DumpNode>, to writer: inout ByteWriter
  ) {
    if nodes[index].kind == .structure {
      writer.write(nodes[index].typeName)
    }
    writer.write(UInt8(ascii: "("))
    let children = nodes[index].children
    for child in children {
      writer.write(UInt8(ascii: "\n"))
      writer.write(UInt8(ascii: " "))
      writer.write(UInt8(ascii: " "))
      if case .field(let name) = nodes[child].label {
        writer.write(name)
        writer.write(UInt8(ascii: ":"))
        writer.write(UInt8(ascii: " "))
      }
      switch nodes[child].kind {
      case .none:
        writer.write("nil")
      case .string:
        writer.write(UInt8(ascii: "\""))
        writer.write(nodes[child].text)
        writer.write(UInt8(ascii: "\""))
      case .enumeration:
        writer.write(UInt8(ascii: "."))
        writer.write(nodes[child].text)
      default:
        writer.write(nodes[child].text)
      }
      if child != children.upperBound - 1 {
        writer.write(UInt8(ascii: ","))
      }
    }
    writer.write(UInt8(ascii: "\n"))
    writer.write(UInt8(ascii: ")"))
  }
}
