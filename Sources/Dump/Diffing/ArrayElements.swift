/// An array type whose elements can be read without a mirror (which boxes each child and
/// its label, several times slower).
///
/// Only array types conform: their mirrors show exactly their elements, in order.
protocol ArrayElements {
  /// The elements, each boxed as `Any`.
  var anyElements: [Any] { get }
  /// A key per element: the hash of its `id` when elements are `Identifiable`, else `nil`.
  var identityKeys: [Int]? { get }
}

extension Array: ArrayElements {
  var anyElements: [Any] { map { $0 } }
  var identityKeys: [Int]? { IdentityKeys.of(self) }
}

extension ContiguousArray: ArrayElements {
  var anyElements: [Any] { map { $0 } }
  var identityKeys: [Int]? { IdentityKeys.of(self) }
}

extension ArraySlice: ArrayElements {
  var anyElements: [Any] { map { $0 } }
  var identityKeys: [Int]? { IdentityKeys.of(self) }
}

/// Hashes the ids of `Identifiable` elements with static dispatch, once per collection.
enum IdentityKeys {
  static func of<Elements: Collection>(_ elements: Elements) -> [Int]? {
    guard let identifiable = elements as? any IdentifiableCollection else { return nil }
    return identifiable.identityHashes()
  }
}

/// A collection of `Identifiable` elements, so their ids can be hashed without casting each.
protocol IdentifiableCollection {
  func identityHashes() -> [Int]
}

extension Array: IdentifiableCollection where Element: Identifiable {
  func identityHashes() -> [Int] { map { $0.id.hashValue } }
}

extension ContiguousArray: IdentifiableCollection where Element: Identifiable {
  func identityHashes() -> [Int] { map { $0.id.hashValue } }
}

extension ArraySlice: IdentifiableCollection where Element: Identifiable {
  func identityHashes() -> [Int] { map { $0.id.hashValue } }
}
