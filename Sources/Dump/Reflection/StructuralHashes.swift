extension DumpReflector {
  /// Children and keys always come after their parent, so one backward pass hashes bottom-up.
  mutating func computeStructuralHashes() {
    for index in nodes.indices.reversed() {
      var hasher = Hasher()
      // Fields are read in place: copying each node would cost more than hashing it.
      hasher.combine(Self.shape(of: nodes[index]))
      hasher.combine(nodes[index].text)
      hasher.combine(nodes[index].typeName)
      for child in nodes[index].children {
        switch nodes[child].label {
        case .none: hasher.combine(0)
        case .field(let name): hasher.combine(name)
        case .index(let position): hasher.combine(position)
        case .key(let key): hasher.combine(nodes[key].structuralHash)
        }
        hasher.combine(nodes[child].structuralHash)
      }
      nodes[index].structuralHash = hasher.finalize()
    }
  }

  /// A node's kind, collapse and object number in one word, hashed at once.
  static func shape(of node: DumpNode) -> Int {
    let kind: Int
    switch node.kind {
    case .scalar: kind = 0
    case .string: kind = 1
    case .customDescription: kind = 2
    case .metatype: kind = 3
    case .structure: kind = 4
    case .object: kind = 5
    case .enumeration(let hasPayload): kind = hasPayload ? 6 : 7
    case .tuple: kind = 8
    case .collection: kind = 9
    case .dictionary: kind = 10
    case .set: kind = 11
    case .none: kind = 12
    case .reference(let isCycle): kind = isCycle ? 13 : 14
    }
    return kind | (node.isCollapsed ? 16 : 0) | node.objectNumber << 5
  }
}
