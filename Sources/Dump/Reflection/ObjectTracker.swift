/// Numbers objects as a dump meets them and tells first visits from repeats and cycles.
///
/// The first object of each type gets number 0 (printed without a mark), the next distinct
/// object of that type 1 (`#1`), and so on, as in swift-custom-dump.
struct ObjectTracker {
  enum Visit {
    case first(number: Int)
    case repeated(number: Int, isCycle: Bool)
  }

  /// What a dump knows of the objects it met.
  private struct Record {
    var numbers: [ObjectIdentifier: Int] = [:]
    var countsByType: [String: Int] = [:]
    var open: Set<ObjectIdentifier> = []
  }

  private var record = Record()
  /// The records of the earlier values being reflected, innermost last; see
  /// ``beginEarlierValue()``.
  private var earlierValues: [Record] = []

  /// Records a visit; on a first visit the object stays open until ``leave(_:)``.
  mutating func visit(_ object: ObjectIdentifier, typeName: String) -> Visit {
    guard !earlierValues.isEmpty else {
      if let number = record.numbers[object] {
        return .repeated(number: number, isCycle: record.open.contains(object))
      }
      let number = record.countsByType[typeName, default: 0]
      record.countsByType[typeName] = number + 1
      record.numbers[object] = number
      record.open.insert(object)
      return .first(number: number)
    }
    for index in earlierValues.indices.reversed() {
      if let number = earlierValues[index].numbers[object] {
        return .repeated(number: number, isCycle: earlierValues[index].open.contains(object))
      }
    }
    if let number = record.numbers[object] {
      return .repeated(number: number, isCycle: record.open.contains(object))
    }
    let number =
      earlierValues.reversed().lazy.compactMap { $0.countsByType[typeName] }.first
      ?? record.countsByType[typeName, default: 0]
    let last = earlierValues.count - 1
    earlierValues[last].countsByType[typeName] = number + 1
    earlierValues[last].numbers[object] = number
    earlierValues[last].open.insert(object)
    return .first(number: number)
  }

  /// Marks the object as fully printed: later visits are shared references, not cycles.
  mutating func leave(_ object: ObjectIdentifier) {
    if let last = earlierValues.indices.last, earlierValues[last].open.remove(object) != nil {
      return
    }
    record.open.remove(object)
  }

  /// Starts numbering the objects of a custom diff object's earlier value as a dump of that
  /// value would: after the objects met so far, apart from those of its current value.
  ///
  /// Until ``endEarlierValue()``, visits see what was recorded before and record only for the
  /// earlier value, so the current value's numbering does not depend on it.
  mutating func beginEarlierValue() {
    earlierValues.append(Record())
  }

  /// Forgets the objects met since the matching ``beginEarlierValue()``.
  mutating func endEarlierValue() {
    earlierValues.removeLast()
  }
}
