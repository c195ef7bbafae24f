/// Aligns arrays of `Equatable` elements that have no identity by their content, without
/// reflecting a single element: with their hashes when they are `Hashable`, else with `==`.
///
/// Reflecting every element to hash its dump, as elements of unknown types need, costs about
/// as much as dumping both arrays, although most elements of a diffed array are equal.
protocol ContentAlignable {
  /// The alignment of this array with `other`, an array of the same type, matching equal
  /// elements; `nil` when elements are matched by identity or cannot be compared so.
  func alignment(with other: Any) -> [SequenceDiff.Segment]?
}

extension ContentAlignable where Self: RandomAccessCollection, Element: Equatable {
  func alignment(with other: Any) -> [SequenceDiff.Segment]? {
    guard Self.alignsByContent, let other = other as? Self else { return nil }
    if let hashable = self as? any HashableElements {
      return hashable.alignmentByHashes(with: other)
    }
    return SequenceDiff.segments(
      old: 0..<count, new: 0..<other.count, matching: EqualElements(old: self, new: other))
  }

  /// Whether equal content is what matches elements: not when they, or the values that
  /// optionals wrap, are `Identifiable` (matched by id), nor for `AnyHashable`, which may
  /// wrap an identifiable value.
  private static var alignsByContent: Bool {
    !ElementIdentity.isIdentified(Element.self) && Element.self != AnyHashable.self
  }
}

extension Array: ContentAlignable where Element: Equatable {}
extension ContiguousArray: ContentAlignable where Element: Equatable {}
extension ArraySlice: ContentAlignable where Element: Equatable {}

/// Elements match when they are equal by `==`.
///
/// Each element is copied once into a box, and compared in its box: code that does not know
/// the elements' type copies an element (retaining each of its fields) for every `==` on a
/// value read from an array or a pointer, but lends the `let` property of an object in place,
/// and the search compares each element many times.
private struct EqualElements: SequenceMatcher {
  // The boxes, kept alive here, and lent without retaining them (the search reads each many
  // times).
  private let boxes: [EquatableBox]
  private let old: [Unmanaged<EquatableBox>]
  private let new: [Unmanaged<EquatableBox>]

  init<Element: Equatable>(old: some Collection<Element>, new: some Collection<Element>) {
    let oldBoxes = EquatableBox.boxes(of: old)
    let newBoxes = EquatableBox.boxes(of: new)
    boxes = oldBoxes + newBoxes
    self.old = oldBoxes.map { Unmanaged.passUnretained($0) }
    self.new = newBoxes.map { Unmanaged.passUnretained($0) }
  }

  func matches(_ old: Int, _ new: Int) -> Bool {
    self.old[old]._withUnsafeGuaranteedRef { lhs in
      self.new[new]._withUnsafeGuaranteedRef { rhs in lhs.isEqual(to: rhs) }
    }
  }

  /// Keys for the values that repeat often, found with a few `==` per element (telling every
  /// class of equal elements apart would take one per pair); every other element gets a key
  /// of its own.
  func anchorKeys(old: Range<Int>, new: Range<Int>) -> (old: [Int], new: [Int]) {
    var frequent = FrequentValues()
    let oldKeys = old.map { frequent.key(of: self.old[$0]) }
    let newKeys = new.map { frequent.key(of: self.new[$0]) }
    return (oldKeys, newKeys)
  }
}

/// Keys elements by the values that repeat most, holding a few candidates at a time
/// (Misra and Gries' frequent items): a value that makes more than one element in
/// `slots + 1` keeps its candidate and its key.
private struct FrequentValues {
  static let slots = 8

  private var candidates: [(box: Unmanaged<EquatableBox>, key: Int, count: Int)] = []
  private var nextKey = 0

  /// The key of the candidate equal to `box`, or a new key.
  mutating func key(of box: Unmanaged<EquatableBox>) -> Int {
    for index in candidates.indices {
      let isEqual = candidates[index].box._withUnsafeGuaranteedRef { lhs in
        box._withUnsafeGuaranteedRef { rhs in lhs.isEqual(to: rhs) }
      }
      if isEqual {
        candidates[index].count += 1
        return candidates[index].key
      }
    }
    nextKey += 1
    if candidates.count < Self.slots {
      candidates.append((box, nextKey, 1))
    } else if let free = candidates.firstIndex(where: { $0.count == 0 }) {
      candidates[free] = (box, nextKey, 1)
    } else {
      for index in candidates.indices { candidates[index].count -= 1 }
    }
    return nextKey
  }
}

/// A value copied into an object, to be compared with `==` in place.
private class EquatableBox {
  /// Whether the boxed values are equal; `other` boxes a value of the same type.
  func isEqual(to other: EquatableBox) -> Bool { false }

  /// Each element boxed. Arrays of arrays box the inner elements too, since the standard
  /// library's `==` on arrays copies every element it compares in code not specialized for
  /// them.
  static func boxes<Element: Equatable>(of elements: some Collection<Element>) -> [EquatableBox] {
    if let arrayType = Element.self as? any BoxableArray.Type {
      return elements.map { arrayType.box($0) ?? ValueBox($0) }
    }
    return elements.map { ValueBox($0) }
  }
}

private final class ValueBox<Value: Equatable>: EquatableBox {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  override func isEqual(to other: EquatableBox) -> Bool {
    value == unsafeDowncast(other, to: ValueBox.self).value
  }
}

/// An array whose elements are boxed one by one: equal as `Array`'s `==` says, when both have
/// as many elements and the same storage, or equal elements.
private final class ArrayBox: EquatableBox {
  let storage: UnsafeRawPointer?
  let elements: [EquatableBox]
  let unmanaged: [Unmanaged<EquatableBox>]

  init<Element: Equatable>(_ array: [Element]) {
    storage = array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    elements = EquatableBox.boxes(of: array)
    unmanaged = elements.map { Unmanaged.passUnretained($0) }
  }

  override func isEqual(to other: EquatableBox) -> Bool {
    let other = unsafeDowncast(other, to: ArrayBox.self)
    guard unmanaged.count == other.unmanaged.count else { return false }
    if unmanaged.isEmpty || storage == other.storage { return true }
    for index in unmanaged.indices {
      let isEqual = unmanaged[index]._withUnsafeGuaranteedRef { lhs in
        other.unmanaged[index]._withUnsafeGuaranteedRef { rhs in lhs.isEqual(to: rhs) }
      }
      if !isEqual { return false }
    }
    return true
  }
}

private protocol BoxableArray {
  /// `value`, an array of this very type, boxed element by element.
  static func box(_ value: Any) -> EquatableBox?
}

extension Array: BoxableArray where Element: Equatable {
  fileprivate static func box(_ value: Any) -> EquatableBox? {
    guard let array = value as? Self else { return nil }
    return ArrayBox(array)
  }
}

/// Arrays of `Hashable` elements, keyed by their hashes with static dispatch.
private protocol HashableElements {
  func alignmentByHashes(with other: Any) -> [SequenceDiff.Segment]?
}

extension HashableElements where Self: RandomAccessCollection, Element: Hashable {
  func alignmentByHashes(with other: Any) -> [SequenceDiff.Segment]? {
    guard let other = other as? Self else { return nil }
    // Equal hashes match, as equal keys of elements of unknown types do: a collision pairs
    // two unequal elements, which then print as one changed element.
    return SequenceDiff.segments(fromKeys: hashes, toKeys: other.hashes)
  }

  private var hashes: [Int] {
    // Read in place: copying a whole element to hash it costs more than the hash.
    // Closures rather than key paths, which a generic context instantiates on every call.
    withContiguousStorageIfAvailable { $0.map { $0.hashValue } } ?? map { $0.hashValue }
  }
}

extension Array: HashableElements where Element: Hashable {}
extension ContiguousArray: HashableElements where Element: Hashable {}
extension ArraySlice: HashableElements where Element: Hashable {}
