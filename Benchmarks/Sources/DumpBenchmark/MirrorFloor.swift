import Foundation

/// The least work any library that reads values through `Mirror` must do, as a third subject:
/// it shows how fast a reflection-based dump could possibly be on the same values.
///
/// Its dump reflects every structured value once and writes each field as `label: text` on an
/// indented line: no escaping, no type names, no customization, no object tracking. Its diff
/// compares `Equatable` values with `==` (arrays element by element at the same position,
/// dictionaries by key, sets by membership) and prints both sides of each unequal pair that
/// way, without comparing their fields; values that are not `Equatable` are dumped whole, both
/// sides, and compared as text (arrays element by element). Every correct dump or diff does at
/// least this much, so a target that this floor cannot reach is out of reach of `Mirror`.
enum MirrorFloor: Subject {
  static let name = "Mirror floor"

  static func dump<Value>(_ value: Value) -> String {
    var printer = FloorPrinter()
    printer.write(value, indent: 0)
    return printer.text
  }

  static func diff<Value>(_ old: Value, _ new: Value) -> String? {
    if let comparable = old as? any FloorComparable {
      return comparable.floorDiff(with: new)
    }
    if let old = old as? any Equatable {
      return floorDiff(old, new)
    }
    if let elements = (old as? any FloorArray)?.floorElements,
      let newElements = (new as? any FloorArray)?.floorElements
    {
      var printer = FloorPrinter()
      for (old, new) in zip(elements, newElements) {
        // Both written, then dropped when equal: one printer keeps its cache of kinds.
        let start = printer.bytes.count
        printer.write(old, indent: 2)
        let middle = printer.bytes.count
        printer.write(new, indent: 2)
        if printer.bytes[start..<middle].elementsEqual(printer.bytes[middle...]) {
          printer.bytes.removeSubrange(start...)
        }
      }
      return printer.text
    }
    let (oldText, newText) = (dump(old), dump(new))
    return oldText == newText ? nil : oldText + newText
  }

  private static func floorDiff<Value: Equatable>(_ old: Value, _ new: Any) -> String? {
    guard let new = new as? Value, old != new else { return nil }
    var printer = FloorPrinter()
    printer.write(old, indent: 0)
    printer.write(new, indent: 0)
    return printer.text
  }
}

/// Collections of `Equatable` elements, compared part by part as the floor's diff does.
private protocol FloorComparable {
  func floorDiff(with other: Any) -> String?
}

extension Array: FloorComparable where Element: Equatable {
  fileprivate func floorDiff(with other: Any) -> String? {
    guard let other = other as? Self else { return nil }
    var printer = FloorPrinter()
    // Compared in place, as copying each element would cost more than `==`.
    withUnsafeBufferPointer { old in
      other.withUnsafeBufferPointer { new in
        for index in 0..<Swift.min(old.count, new.count) where old[index] != new[index] {
          printer.write(old[index], indent: 2)
          printer.write(new[index], indent: 2)
        }
      }
    }
    return printer.text
  }
}

extension Dictionary: FloorComparable where Value: Equatable {
  fileprivate func floorDiff(with other: Any) -> String? {
    guard let other = other as? Self else { return nil }
    var printer = FloorPrinter()
    for (key, value) in self {
      guard let otherValue = other[key] else {
        printer.write(value, indent: 2)
        continue
      }
      if value != otherValue {
        printer.write(value, indent: 2)
        printer.write(otherValue, indent: 2)
      }
    }
    for (key, value) in other where self[key] == nil {
      printer.write(value, indent: 2)
    }
    return printer.text
  }
}

extension Set: FloorComparable {
  fileprivate func floorDiff(with other: Any) -> String? {
    guard let other = other as? Self else { return nil }
    var printer = FloorPrinter()
    for element in symmetricDifference(other) {
      printer.write(element, indent: 2)
    }
    return printer.text
  }
}

/// Optionals and arrays are opened through protocols, the cheapest safe way, as `Dump` does.
private protocol FloorOptional {
  var floorWrapped: Any? { get }
}

extension Optional: FloorOptional {
  var floorWrapped: Any? { self.map { $0 } }
}

private protocol FloorArray {
  func floorForEach(_ body: (Any) -> Void)
  var floorElements: [Any] { get }
}

extension Array: FloorArray {
  fileprivate func floorForEach(_ body: (Any) -> Void) {
    for element in self { body(element) }
  }

  fileprivate var floorElements: [Any] { map { $0 } }
}

private struct FloorPrinter {
  private enum Kind {
    case string, integer, bool, double, uuid, date, optional, array, reflected
  }

  fileprivate var bytes: [UInt8] = []
  // One dynamic cast per value instead of a chain of them: the kind is looked up by type.
  private var kinds: [ObjectIdentifier: Kind] = [:]

  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func write(_ value: Any, indent: Int) {
    switch kind(of: type(of: value)) {
    case .string:
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: (value as? String ?? "").utf8)
      bytes.append(UInt8(ascii: "\""))
    case .integer:
      bytes.append(contentsOf: String(value as? Int ?? 0).utf8)
    case .bool:
      bytes.append(contentsOf: (value as? Bool == true ? "true" : "false").utf8)
    case .double:
      bytes.append(contentsOf: (value as? Double ?? 0).description.utf8)
    case .uuid:
      bytes.append(contentsOf: (value as? UUID)?.uuidString.utf8 ?? "".utf8)
    case .date:
      // A number: less work than any readable date.
      let seconds = (value as? Date)?.timeIntervalSinceReferenceDate ?? 0
      bytes.append(contentsOf: seconds.description.utf8)
    case .optional:
      if let wrapped = (value as? any FloorOptional)?.floorWrapped {
        write(wrapped, indent: indent)
      } else {
        bytes.append(contentsOf: "nil".utf8)
      }
    case .array:
      guard let array = value as? any FloorArray else { return }
      bytes.append(UInt8(ascii: "["))
      array.floorForEach { element in
        newLine(indent + 2)
        write(element, indent: indent + 2)
      }
      newLine(indent)
      bytes.append(UInt8(ascii: "]"))
    case .reflected:
      let mirror = Mirror(reflecting: value)
      if mirror.children.count == 0 {
        bytes.append(contentsOf: String(describing: value).utf8)
        return
      }
      bytes.append(UInt8(ascii: "("))
      for child in mirror.children {
        newLine(indent + 2)
        bytes.append(contentsOf: (child.label ?? "").utf8)
        bytes.append(contentsOf: ": ".utf8)
        write(child.value, indent: indent + 2)
      }
      newLine(indent)
      bytes.append(UInt8(ascii: ")"))
    }
  }

  private mutating func kind(of type: Any.Type) -> Kind {
    let id = ObjectIdentifier(type)
    if let known = kinds[id] { return known }
    let kind: Kind =
      switch type {
      case is String.Type: .string
      case is Int.Type: .integer
      case is Bool.Type: .bool
      case is Double.Type: .double
      case is UUID.Type: .uuid
      case is Date.Type: .date
      case is any FloorOptional.Type: .optional
      case is any FloorArray.Type: .array
      default: .reflected
      }
    kinds[id] = kind
    return kind
  }

  private mutating func newLine(_ indent: Int) {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
  }
}
