import Foundation

/// The text of ``Snapshotting/dump``: a value's type on one line (`▿ User`), then each child,
/// indented, as `- label: value`, like the standard library's `dump`.
///
/// It is the format swift-snapshot-testing's `.dump` writes, to the byte, so that snapshots
/// recorded with it keep passing. Properties of structs and classes, and the elements of sets
/// and dictionaries, are sorted by their text, so the order does not depend on hashing.
///
/// A value is reflected once into a tree of ``Node``s and then rendered; sorting needs each
/// child's text, which is rendered from the tree rather than reflected again. Cost: proportional
/// to the size of the value times its depth.
package enum ReflectionDump {
  /// The dump of `value`: one line per node, each ending in a line feed.
  package static func text(of value: Any) -> String {
    var text = ""
    node(for: value, ancestors: Ancestors()).render(name: nil, indent: 0, into: &text)
    return text
  }

  /// One line of the dump and the lines indented under it.
  struct Node {
    enum Line {
      /// `▿ name: description` (`-` when there are no children).
      case described(String)
      /// `- name: description` whatever the children: an ``AnySnapshotStringConvertible`` value.
      case custom(String)
      /// An object that is its own ancestor, printed as `▿ name (circular reference detected)`.
      case circular
    }

    var line: Line
    /// The number of children the value has, which decides its bullet.
    var childCount: Int
    var children: [(label: String?, node: Node)]

    func render(name: String?, indent: Int, into text: inout String) {
      text += String(repeating: " ", count: indent)
      let bullet = childCount == 0 ? "-" : "▿"
      switch line {
      case .described(let description):
        text += "\(bullet) \(name.map { "\($0): " } ?? "")\(description)\n"
      case .custom(let description):
        text += "- \(name.map { "\($0): " } ?? "")\(description)\n"
        return
      case .circular:
        text += "\(bullet) \(name ?? "value") (circular reference detected)\n"
        return
      }
      for child in children {
        child.node.render(name: child.label, indent: indent + 2, into: &text)
      }
    }

    /// The text children are sorted by: the dump of the `(label:value:)` pair `Mirror` gives.
    func sortKey(label: String?) -> String {
      var key = "▿ (2 elements)\n"
      if let label {
        key += "  ▿ label: Optional<String>\n    - some: \(label.debugDescription)\n"
      } else {
        key += "  - label: Optional<String>.none\n"
      }
      render(name: "value", indent: 2, into: &key)
      return key
    }
  }

  /// The objects above a value: the ones a cycle is detected through, and how often each
  /// object appears, to end a cycle no detected object breaks.
  struct Ancestors {
    var detected: Set<ObjectIdentifier> = []
    var counts: [ObjectIdentifier: Int] = [:]
  }

  static func node(for value: Any, ancestors: Ancestors) -> Node {
    let mirror = Mirror(reflecting: value)
    let count = mirror.children.count
    var ancestors = ancestors
    var sortsChildren = false
    let description: String
    switch mirror.displayStyle {
    case .collection?:
      description = count == 1 ? "1 element" : "\(count) elements"
    case .dictionary?:
      description = count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
      sortsChildren = true
    case .set?:
      description = count == 1 ? "1 member" : "\(count) members"
      sortsChildren = true
    case .tuple?:
      description = count == 1 ? "(1 element)" : "(\(count) elements)"
    case .optional?:
      let type = typeName(mirror.subjectType)
      description = count == 0 ? "\(type).none" : type
    default:
      if let convertible = value as? any AnySnapshotStringConvertible {
        guard type(of: convertible).renderChildren else {
          return Node(line: .custom(convertible.snapshotDescription), childCount: 0, children: [])
        }
        description = convertible.snapshotDescription
      } else if let convertible = value as? any CustomStringConvertible {
        description = convertible.description
        if mirror.displayStyle == .class {
          // Not a detected ancestor, as in swift-snapshot-testing; a third visit is a cycle
          // nothing else would end (where swift-snapshot-testing recurses until it crashes).
          let object = ObjectIdentifier(value as AnyObject)
          if ancestors.counts[object, default: 0] >= 2 {
            return Node(line: .circular, childCount: count, children: [])
          }
          ancestors.counts[object, default: 0] += 1
        }
      } else {
        switch mirror.displayStyle {
        case .class?:
          let object = ObjectIdentifier(value as AnyObject)
          guard !ancestors.detected.contains(object) else {
            return Node(line: .circular, childCount: count, children: [])
          }
          ancestors.detected.insert(object)
          ancestors.counts[object, default: 0] += 1
          description = typeName(mirror.subjectType)
          sortsChildren = true
        case .struct?:
          description = typeName(mirror.subjectType)
          sortsChildren = true
        case .enum?:
          let type = typeName(mirror.subjectType)
          description = count == 0 ? "\(type).\(value)" : type
        default:
          description = String(describing: value)
        }
      }
    }
    var children = mirror.children.map { child in
      (label: child.label, node: node(for: child.value, ancestors: ancestors))
    }
    if sortsChildren {
      children = children
        .map { (child: $0, key: $0.node.sortKey(label: $0.label)) }
        .sorted { $0.key < $1.key }
        .map(\.child)
    }
    return Node(line: .described(description), childCount: count, children: children)
  }

  /// A type's name without the ` #1` Swift adds to the names of types declared in functions.
  static func typeName(_ type: Any.Type) -> String {
    var name = Substring(String(describing: type))
    var result = ""
    while let range = name.range(of: " #") {
      let digits = name[range.upperBound...].prefix(while: { ("0"..."9").contains($0) })
      result += name[..<range.lowerBound]
      if digits.isEmpty { result += " #" }
      name = name[range.upperBound...].dropFirst(digits.count)
    }
    return result + name
  }

  /// `text` without memory addresses (`0x…`), each with a colon and spaces before it.
  static func removingAddresses(from text: String) -> String {
    text.replacingOccurrences(
      of: #":?\s*0x[0-9a-f]+(\s*)"#, with: "$1", options: .regularExpression)
  }
}
