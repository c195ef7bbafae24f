/// Which entry of a keyed snapshot closure a snapshot is: one argument of a parameterized test,
/// or an explicit `key:`.
///
/// Two keys are the same key when their texts are; `order` only places a new entry.
package struct SnapshotKey: Hashable, Codable, Sendable {
  /// The entry's key, as written in the source.
  package var text: String
  /// Every key of the call in the order its entries are written (the order of the test's
  /// arguments); empty when unknown, and a new entry then goes last.
  package var order: [String]

  package init(_ text: String, order: [String] = []) {
    self.text = text
    self.order = order
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Where an entry with this key goes among `keys`: before the first key that `order` places
  /// after it, or last. Entries already written keep their places.
  func insertionIndex(among keys: [String]) -> Int {
    guard let rank = order.firstIndex(of: text) else { return keys.count }
    return keys.firstIndex { key in order.firstIndex(of: key).map { $0 > rank } ?? false }
      ?? keys.count
  }
}
