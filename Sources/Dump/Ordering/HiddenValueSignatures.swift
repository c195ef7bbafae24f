/// Where each hidden value of a tree appears, as one number per value: values found at the same
/// paths, as often, get the same number, whatever they are.
///
/// A set member or dictionary value is one step `*` whatever its place (places there follow
/// from the order being decided); fields, indices and tuple positions are steps of their own.
/// Members that read alike are told apart by this where nothing else tells them apart: in
/// `members: Set<UUID>` and `admins: Set<UUID>`, the id found in both sorts apart from the
/// others. The hash is written here, so it is the same in every process.
enum HiddenValueSignatures {
  static func of(_ nodes: [DumpNode]) -> [HiddenValue: UInt64] {
    var signatures: [HiddenValue: UInt64] = [:]
    guard !nodes.isEmpty else { return signatures }
    var stack: [(node: Int, path: UInt64)] = [(0, offsetBasis)]
    while let (index, path) = stack.popLast() {
      let node = nodes[index]
      if let key = node.placeholderKey {
        let value = HiddenValue(typeName: node.typeName, key: key)
        // A sum, so the order the paths are met in does not count.
        signatures[value, default: 0] &+= finalized(path)
        continue
      }
      for (offset, child) in node.children.enumerated() {
        if node.isUnordered {
          stack.append((child, hash("*", from: path)))
          if case .key(let key) = nodes[child].label {
            stack.append((key, hash("*key", from: path)))
          }
          continue
        }
        switch nodes[child].label {
        case .field(let name): stack.append((child, hash("." + name, from: path)))
        case .index(let position): stack.append((child, hash("[\(position)]", from: path)))
        case .none, .key: stack.append((child, hash("(\(offset))", from: path)))
        }
        if case .key(let key) = nodes[child].label {
          stack.append((key, hash("(\(offset))key", from: path)))
        }
      }
      if let baseline = node.customDiffBaseline {
        stack.append((baseline, hash("baseline", from: path)))
      }
    }
    return signatures
  }

  private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325

  /// FNV-1a of `step` continued from `path`, with a separator so steps cannot run together.
  private static func hash(_ step: String, from path: UInt64) -> UInt64 {
    var hash = path
    for byte in step.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return (hash ^ 0xFF) &* 0x100_0000_01B3
  }

  /// SplitMix64's finalizer, so that sums of paths rarely collide.
  private static func finalized(_ path: UInt64) -> UInt64 {
    var z = path
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
