/// A dictionary whose entries ``ValueDiffer`` can compare by key with `==`, reflecting only the
/// values that changed, in the order and with the labels a dump gives them.
///
/// Only dictionaries keyed by strings or integers: their keys label entries with one line of
/// text, which the differ can write itself.
protocol DictionaryEntries {
  /// The keys in the order a dump lists them, each with the text that labels its entry; `nil`
  /// when a key's label is not one line of plain text, or values are not `Equatable`.
  func orderedKeys() -> [(key: AnyHashable, text: String)]?
  /// The value for `key`.
  func entryValue(for key: AnyHashable) -> Any?
  /// Whether the values for `key` here and in `other` (a dictionary of this very type) are
  /// equal by `==`; `nil` when values are not `Equatable`.
  func areValuesEqual(for key: AnyHashable, in other: Any) -> Bool?
}

extension Dictionary: DictionaryEntries {
  func orderedKeys() -> [(key: AnyHashable, text: String)]? {
    // Objects are numbered across the whole value, which only a whole reflection can do.
    guard Self.hasTextKeys, self is any EquatableValues, !(Value.self is AnyClass),
      Value.self != AnyHashable.self
    else { return nil }
    if let integerKeyed = self as? any IntegerKeyed {
      return integerKeyed.orderedIntegerKeys()
    }
    var ordered: [(key: AnyHashable, text: String)] = []
    ordered.reserveCapacity(count)
    // Ordered as the reflector orders the entries of a dictionary it dumps.
    for key in DumpOrdering.sorted(Array(keys), by: { $0 }) {
      let text = DumpTree.text(of: key)
      guard !text.containsLineFeed else { return nil }
      ordered.append((AnyHashable(key), text))
    }
    return ordered
  }

  func entryValue(for key: AnyHashable) -> Any? {
    (key.base as? Key).flatMap { self[$0] }
  }

  func areValuesEqual(for key: AnyHashable, in other: Any) -> Bool? {
    (self as? any EquatableValues)?.areValuesEqual(for: key, in: other)
  }

  private static var hasTextKeys: Bool {
    Key.self == String.self || Key.self == Int.self || Key.self == Int64.self
      || Key.self == Int32.self || Key.self == UInt.self || Key.self == UInt64.self
  }
}

private protocol EquatableValues {
  func areValuesEqual(for key: AnyHashable, in other: Any) -> Bool?
}

extension Dictionary: EquatableValues where Value: Equatable {
  fileprivate func areValuesEqual(for key: AnyHashable, in other: Any) -> Bool? {
    guard let other = other as? Self, let key = key.base as? Key else { return nil }
    return self[key] == other[key]
  }
}

private protocol IntegerKeyed {
  func orderedIntegerKeys() -> [(key: AnyHashable, text: String)]
}

extension Dictionary: IntegerKeyed where Key: FixedWidthInteger {
  // Dumps order integers as numbers and print them in decimal: neither needs a dump.
  fileprivate func orderedIntegerKeys() -> [(key: AnyHashable, text: String)] {
    keys.sorted().map { (AnyHashable($0), String($0)) }
  }
}
