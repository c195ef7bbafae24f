/// An array type whose elements can be read without a mirror (which boxes each child and
/// its label, several times slower).
///
/// Only array types conform: their mirrors show exactly their elements, in order.
protocol ArrayElements {
  /// The number of elements.
  var elementCount: Int { get }
  /// The element at an offset from the start, boxed as `Any`.
  func anyElement(at offset: Int) -> Any
  /// Whether any element is an object (objects are numbered across a whole dump).
  var containsObjects: Bool { get }
  /// A key per element: the hash of its `id` when elements are `Identifiable`, else `nil`.
  var identityKeys: [Int]? { get }
  /// Whether `other`, an array of the same type, has as many elements with the same ids in
  /// the same order; `false` when elements are not `Identifiable`.
  func hasSameIDs(as other: any ArrayElements) -> Bool
}

extension ArrayElements where Self: RandomAccessCollection {
  var elementCount: Int { count }

  func anyElement(at offset: Int) -> Any {
    self[index(startIndex, offsetBy: offset)]
  }

  var containsObjects: Bool {
    // Elements of one concrete value type are never objects: only existentials need a look
    // at each element (their first element's type is never the existential itself).
    if let first, type(of: first) == Element.self, !(Element.self is AnyClass) {
      return false
    }
    return contains { type(of: $0) is AnyClass }
  }

  var identityKeys: [Int]? { ElementIdentity.hashedIDs(of: self) }

  func hasSameIDs(as other: any ArrayElements) -> Bool {
    (self as? any IdentifiableCollection)?.hasSameIDs(as: other) ?? false
  }
}

extension ArrayElements {
  /// Every element, boxed as `Any`.
  var anyElements: [Any] {
    (0..<elementCount).map(anyElement(at:))
  }
}

extension Array: ArrayElements {}
extension ContiguousArray: ArrayElements {}
extension ArraySlice: ArrayElements {}

extension ArrayElements {
  /// The alignment with `other` by equal content, when elements are `Equatable` and have no
  /// identity (see ``ContentAlignable``); `nil` otherwise.
  func alignmentByContent(with other: any ArrayElements) -> [SequenceDiff.Segment]? {
    (self as? any ContentAlignable)?.alignment(with: other)
  }

  /// Whether each pair of elements (by offset in `self` and in `other`) is equal by `==`, or
  /// `nil` when the elements are not `Equatable` or `other` is of another type.
  func equalities(with other: any ArrayElements, at pairs: [(old: Int, new: Int)]) -> [Bool]? {
    (self as? any EquatableCollection)?.equalities(with: other, at: pairs)
  }
}

/// A collection of `Equatable` elements, compared with static dispatch rather than one
/// dynamic cast per element.
protocol EquatableCollection {
  func equalities(with other: Any, at pairs: [(old: Int, new: Int)]) -> [Bool]?
}

extension EquatableCollection where Self: RandomAccessCollection, Element: Equatable {
  func equalities(with other: Any, at pairs: [(old: Int, new: Int)]) -> [Bool]? {
    guard let other = other as? Self else { return nil }
    // Compared in place: copying two whole elements per comparison costs more than `==`.
    let inPlace = withContiguousStorageIfAvailable { old in
      other.withContiguousStorageIfAvailable { new in
        pairs.map { old[$0.old] == new[$0.new] }
      }
    }
    if let inPlace = inPlace ?? nil { return inPlace }
    return pairs.map { pair in
      let oldIndex = index(startIndex, offsetBy: pair.old)
      let newIndex = other.index(other.startIndex, offsetBy: pair.new)
      return self[oldIndex] == other[newIndex]
    }
  }
}

extension Array: EquatableCollection where Element: Equatable {}
extension ContiguousArray: EquatableCollection where Element: Equatable {}
extension ArraySlice: EquatableCollection where Element: Equatable {}
