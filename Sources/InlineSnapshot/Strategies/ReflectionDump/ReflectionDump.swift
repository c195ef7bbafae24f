import Dump
import Foundation

/// The text of ``Snapshotting/dump``: a value's type on one line (`▿ User`), then each child,
/// indented, as `- label: value`, like the standard library's `dump`.
///
/// It is the format swift-snapshot-testing's `.dump` writes, to the byte, so that snapshots
/// recorded with it keep passing. Properties of structs and classes, and the elements of sets
/// and dictionaries, are sorted by their text, so the order does not depend on hashing.
///
/// A value is reflected once into a ``ReflectionTree`` and then rendered, both with explicit
/// stacks, so values nested thousands of levels deep print without exhausting the stack. Cost:
/// proportional to the size of the value, plus, for each set or dictionary, the text of its
/// elements (which they are sorted by).
enum ReflectionDump {
  /// The dump of `value`: one line per node, each ending in a line feed.
  static func text(of value: Any) -> String {
    let tree = ReflectionTree(reflecting: value)
    var text = ""
    tree.render(tree.root, name: nil, indent: 0, into: &text)
    return text
  }

  /// The dump of `value` with `redaction`'s values printed as its tokens, for
  /// ``SnapshotRedaction/finish(_:)`` to number.
  static func text(of value: Any, redaction: SnapshotRedaction) -> String {
    let tree = ReflectionTree(reflecting: value, redaction: redaction)
    var text = ""
    tree.render(tree.root, name: nil, indent: 0, into: &text)
    return text
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
