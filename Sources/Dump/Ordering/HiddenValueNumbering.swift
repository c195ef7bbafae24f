/// A value a placeholder hides, known by its type's name and its one-line dump: the values
/// that share a placeholder number.
struct HiddenValue: Hashable {
  var typeName: String
  var key: String
}

/// How a member of a set or dictionary shows one of its hidden values when it is compared with
/// members that read alike: by the number the value already has, or by the number it would
/// take if the member came next, counted from the member's own first hidden value.
enum HiddenValueLabel: Comparable {
  case known(Int)
  case new(Int)
}

/// Numbers given to hidden values while sets and dictionaries are put in order, which can be
/// taken back: a member's numbers are tried to compare it with its rivals, then undone.
///
/// Numbers count per type, on from those of the text this one is part of.
struct HiddenValueNumbering {
  private let prior: PlaceholderNumbering
  private var numbers: [HiddenValue: (number: Int, step: Int)] = [:]
  private var counts: [String: Int] = [:]
  /// The values numbered, in order, to undo the last ones.
  private var steps: [HiddenValue] = []

  init(continuing prior: PlaceholderNumbering) {
    self.prior = prior
  }

  /// Where numbering stands: ``undo(to:)`` returns to it.
  var mark: Int { steps.count }

  /// Gives `value` the next number of its type, unless it has one.
  mutating func number(_ value: HiddenValue) {
    guard numbers[value] == nil,
      prior.existingNumber(typeName: value.typeName, key: value.key) == nil
    else { return }
    let number = (counts[value.typeName] ?? prior.count(of: value.typeName)) + 1
    counts[value.typeName] = number
    numbers[value] = (number, steps.count)
    steps.append(value)
  }

  /// The label of a value numbered so far: `known` when it was numbered before `mark`.
  func label(of value: HiddenValue, since mark: Int) -> HiddenValueLabel? {
    if let number = prior.existingNumber(typeName: value.typeName, key: value.key) {
      return .known(number)
    }
    guard let (number, step) = numbers[value] else { return nil }
    return step < mark ? .known(number) : .new(number)
  }

  /// Takes back the numbers given since `mark`.
  mutating func undo(to mark: Int) {
    while steps.count > mark {
      let value = steps.removeLast()
      if let (number, _) = numbers.removeValue(forKey: value) {
        counts[value.typeName] = number - 1
      }
    }
  }
}
