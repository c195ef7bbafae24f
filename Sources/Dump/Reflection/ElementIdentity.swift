/// Which values a diff matches by their `id` rather than by their content: `Identifiable`
/// values, and optionals of them.
///
/// Reflection records each element's id by this rule (``DumpNode/identity``); the differ reads
/// it there, or, for values it compares before reflecting them, through the functions below.
enum ElementIdentity {
  /// Whether values of `type` are matched by their `id`.
  static func isIdentified(_ type: Any.Type) -> Bool {
    if type is any Identifiable.Type { return true }
    if let optional = type as? any OptionalProtocol.Type {
      return isIdentified(optional.wrappedType)
    }
    return false
  }

  /// The `id` of `value`, or of the value it wraps; `traits` are `value`'s.
  static func id(of value: Any, traits: TypeTraits) -> Any? {
    // Opened with an exact-type cast where the traits know the type: cheaper than the cast,
    // which also sees through optionals.
    traits.identifiableType?.dumpID(of: value)
      ?? (value as? any Identifiable).map({ $0.id as Any })
  }

  /// The `id` of `value`, or of the value it wraps, as a key, for values not reflected yet.
  static func key(of value: Any) -> AnyHashable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return hashableID(of: identifiable)
  }

  private static func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }

  /// Each element's `id` hashed, when the elements are `Identifiable`, with static dispatch
  /// (once per collection); `nil` otherwise, when ``key(of:)`` decides element by element.
  static func hashedIDs<Elements: Collection>(of elements: Elements) -> [Int]? {
    guard let identifiable = elements as? any IdentifiableCollection else { return nil }
    return identifiable.identityHashes()
  }
}

/// A collection of `Identifiable` elements, so their ids can be hashed and compared without
/// casting each.
protocol IdentifiableCollection {
  func identityHashes() -> [Int]
  /// Whether `other`, a collection of this very type, has the same ids in the same order.
  func hasSameIDs(as other: Any) -> Bool
}

extension IdentifiableCollection
where Self: RandomAccessCollection, Element: Identifiable {
  func hasSameIDs(as other: Any) -> Bool {
    guard let other = other as? Self, other.count == count else { return false }
    // Read in place: copying two whole elements to compare their ids costs more than `==`.
    let inPlace = withContiguousStorageIfAvailable { old in
      other.withContiguousStorageIfAvailable { new in
        old.indices.allSatisfy { old[$0].id == new[$0].id }
      }
    }
    if let inPlace = inPlace ?? nil { return inPlace }
    return zip(self, other).allSatisfy { $0.id == $1.id }
  }
}

// Closures, not key paths: a key path to a generic type's member is instantiated at run time
// on every call (`swift_getKeyPath`), which costs more than hashing ten ids.
extension Array: IdentifiableCollection where Element: Identifiable {
  func identityHashes() -> [Int] { withUnsafeBufferPointer { $0.identityHashes } }
}

extension ContiguousArray: IdentifiableCollection where Element: Identifiable {
  func identityHashes() -> [Int] { withUnsafeBufferPointer { $0.identityHashes } }
}

extension ArraySlice: IdentifiableCollection where Element: Identifiable {
  func identityHashes() -> [Int] { withUnsafeBufferPointer { $0.identityHashes } }
}

extension UnsafeBufferPointer where Element: Identifiable {
  /// Each element's id hashed, read in place: copying a whole element to read its id costs
  /// more than the hash.
  var identityHashes: [Int] {
    indices.map { self[$0].id.hashValue }
  }
}
