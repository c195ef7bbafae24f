/// Keys that align the elements of two collections before they are reflected.
///
/// An `Identifiable` element is keyed by its `id`, a `Hashable` one by its hash, and any other
/// by the structural hash of its reflected dump.
enum ElementKeys {
  /// What equal keys of two elements mean.
  enum Meaning {
    /// The elements are the same entity, whose content may have changed.
    case identity
    /// The elements have equal content (up to hash collisions).
    case content
  }

  /// The key of every element, and what equal keys mean for each.
  static func keys(of elements: [Any]) -> (keys: [Int], meanings: [Meaning]) {
    var keys: [Int] = []
    var meanings: [Meaning] = []
    keys.reserveCapacity(elements.count)
    meanings.reserveCapacity(elements.count)
    for element in elements {
      var hasher = Hasher()
      hasher.combine(ObjectIdentifier(type(of: element)))
      if let id = ElementIdentity.key(of: element) {
        hasher.combine(id)
        meanings.append(.identity)
      } else if let hashable = element as? any Hashable {
        hasher.combine(AnyHashable(hashable))
        meanings.append(.content)
      } else {
        hasher.combine(DumpTree(reflecting: element).nodes[0].structuralHash)
        meanings.append(.content)
      }
      keys.append(hasher.finalize())
    }
    return (keys, meanings)
  }
}
