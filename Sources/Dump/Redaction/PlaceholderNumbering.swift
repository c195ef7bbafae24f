/// The numbers placeholders got in one text: per type name, equal values (by their key, the
/// value's one-line dump) share a number, and new values take the next one.
///
/// One numbering serves a whole snapshot, so a value redacted in a dump and the same value
/// found by a ``TextScrubber`` in a string read as the same placeholder.
struct PlaceholderNumbering: Sendable {
  private var numbers: [String: [String: Int]] = [:]

  package init() {}

  /// The number of the value keyed `key` among the placeholders named `typeName`.
  package mutating func number(typeName: String, key: String) -> Int {
    if let number = numbers[typeName]?[key] { return number }
    let number = (numbers[typeName]?.count ?? 0) + 1
    numbers[typeName, default: [:]][key] = number
    return number
  }

  /// The number of the value keyed `key` among the placeholders named `typeName`, if it has one.
  func existingNumber(typeName: String, key: String) -> Int? {
    numbers[typeName]?[key]
  }

  /// How many values of the type named `typeName` have a number.
  func count(of typeName: String) -> Int {
    numbers[typeName]?.count ?? 0
  }

  /// The placeholder text of that value, such as `UUID(<1>)`.
  package mutating func placeholder(typeName: String, key: String) -> String {
    DumpRedactor.placeholder(typeName, number: number(typeName: typeName, key: key))
  }
}
