/// Numbers objects as a dump meets them and tells first visits from repeats and cycles.
///
/// The first object of each type gets number 0 (printed without a mark), the next distinct
/// object of that type 1 (`#1`), and so on, as in swift-custom-dump.
struct ObjectTracker {
  enum Visit {
    case first(number: Int)
    case repeated(number: Int, isCycle: Bool)
  }

  private var numbers: [ObjectIdentifier: Int] = [:]
  private var countsByType: [String: Int] = [:]
  private var open: Set<ObjectIdentifier> = []

  /// Records a visit; on a first visit the object stays open until ``leave(_:)``.
  mutating func visit(_ object: ObjectIdentifier, typeName: String) -> Visit {
    if let number = numbers[object] {
      return .repeated(number: number, isCycle: open.contains(object))
    }
    let number = countsByType[typeName, default: 0]
    countsByType[typeName] = number + 1
    numbers[object] = number
    open.insert(object)
    return .first(number: number)
  }

  /// Marks the object as fully printed: later visits are shared references, not cycles.
  mutating func leave(_ object: ObjectIdentifier) {
    open.remove(object)
  }
}
