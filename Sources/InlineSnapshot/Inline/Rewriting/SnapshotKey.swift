/// Which entry of a keyed snapshot closure a snapshot is: one argument of a parameterized test,
/// or an explicit `key:`.
///
/// Two keys are the same key when their texts are; `order` only places a new entry.
package struct SnapshotKey: Hashable, Codable, Sendable {
  /// The entry's key, as written in the source.
  package var text: String
  /// Every key of the call in the order its entries are written (the order of the test's
  /// arguments); empty when unknown, and a new entry then goes last.
  var order: [String]

  init(_ text: String, order: [String] = []) {
    self.text = text
    self.order = order
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Where an entry with this key goes among `keys`: after the last key that `order` places
  /// before it, else before the first it places after it, else last. Without an order (an
  /// explicit `key:`), before the first key that sorts after it, so that processes recording
  /// different keys into one closure write the same text. Entries already written keep their
  /// places.
  func insertionIndex(among keys: [String]) -> Int {
    guard let own = order.firstIndex(of: text) else {
      return order.isEmpty ? keys.firstIndex { $0 > text } ?? keys.count : keys.count
    }
    func rank(of key: String) -> Int? { order.firstIndex(of: key) }
    if let before = keys.lastIndex(where: { rank(of: $0).map { $0 < own } ?? false }) {
      return before + 1
    }
    return keys.firstIndex { rank(of: $0).map { $0 > own } ?? false } ?? keys.count
  }
}
