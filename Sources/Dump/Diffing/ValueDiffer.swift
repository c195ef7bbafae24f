/// Diffs plain structs and arrays by comparing their parts with `==` before reflecting them,
/// so that equal parts cost a comparison instead of a dump.
///
/// Only values that dump exactly as their standard mirror shows them are taken apart here:
/// structs and collections without custom dump conformances, holding no objects. Every other
/// pair that differs is reflected and handed to ``TreeDiffer``, which writes the same lines it
/// would have written for the whole value. Work sits on an explicit stack, as in the tree
/// differ.
struct ValueDiffer {
  /// Two values compared at the same place.
  private struct Pair {
    var old: Any
    var new: Any
    var label: String?
    var indent: Int
    var separator: String
    /// The first value's label when it differs, as for an element that moved.
    var oldLabel: String? = nil
  }

  private enum Step {
    case compare(Pair)
    case line(String, DiffOutput.Side)
    case dump(Any, label: String?, indent: Int, separator: String, side: DiffOutput.Side)
    case unchanged(Any, label: String?, indent: Int, separator: String)
  }

  /// The parts of a pair of values that this differ can compare without reflecting them.
  private enum Parts {
    case fields(old: [Mirror.Child], new: [Mirror.Child], typeName: String)
    case elements(old: [Any], new: [Any])
  }

  /// Writes the diff of two unequal values, or returns `false` without writing when the values
  /// must be reflected whole (they are not plain, or no field of theirs compares unequal).
  func appendDiff(_ old: Any, _ new: Any, to output: inout DiffOutput) -> Bool {
    switch Self.parts(of: old, new) {
    case .fields(let oldFields, let newFields, _)?:
      let differs = zip(oldFields, newFields).contains {
        EquatableOpener.isEqual($0.value, $1.value) != true
      }
      guard differs else { return false }
    case .elements?:
      break
    case nil:
      return false
    }
    var steps: [Step] = [
      .compare(Pair(old: old, new: new, label: nil, indent: 0, separator: ""))
    ]
    while let step = steps.popLast() {
      switch step {
      case .line(let text, let side):
        output.append(text, side: side)
      case .dump(let value, let label, let indent, let separator, let side):
        let tree = DumpTree(reflecting: value)
        output.append(
          DumpRenderer(tree: tree).lines(
            of: tree.root, indent: indent, label: label.map { .custom($0) } ?? .omitted,
            separator: separator, qualifiesEnumCase: label == nil),
          side: side)
      case .unchanged(let value, let label, let indent, let separator):
        let side = DiffSide(tree: DumpTree(reflecting: value, maxDepth: 0))
        output.append(
          side.collapsedLines(
            side.tree.root, indent: indent, separator: separator,
            label: label.map { .custom($0) } ?? .omitted),
          side: .both)
      case .compare(let pair):
        var children: [Step] = []
        compare(pair, into: &output, children: &children)
        steps.append(contentsOf: children.reversed())
      }
    }
    return true
  }

  private func compare(_ pair: Pair, into output: inout DiffOutput, children: inout [Step]) {
    switch Self.parts(of: pair.old, pair.new) {
    case .fields(let oldFields, let newFields, let typeName)?:
      compareFields(pair, oldFields, newFields, typeName: typeName, children: &children)
    case .elements(let oldElements, let newElements)?:
      compareElements(pair, oldElements, newElements, children: &children)
    case nil:
      TreeDiffer(old: DumpTree(reflecting: pair.old), new: DumpTree(reflecting: pair.new))
        .appendDiff(
          to: &output, label: pair.label, oldLabel: pair.oldLabel, indent: pair.indent,
          separator: pair.separator)
    }
  }

  private func compareFields(
    _ pair: Pair,
    _ oldFields: [Mirror.Child],
    _ newFields: [Mirror.Child],
    typeName: String,
    children: inout [Step]
  ) {
    let pad = String(repeating: " ", count: pair.indent)
    children.append(.line(pad + (pair.label.map { "\($0): " } ?? "") + typeName + "(", .both))
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      let separator = offset == oldFields.count - 1 ? "" : ","
      let label = oldField.label ?? ""
      if EquatableOpener.isEqual(oldField.value, newField.value) == true {
        children.append(
          .unchanged(newField.value, label: label, indent: pair.indent + 2, separator: separator))
      } else {
        children.append(
          .compare(
            Pair(
              old: oldField.value, new: newField.value, label: label, indent: pair.indent + 2,
              separator: separator)))
      }
    }
    children.append(.line(pad + ")" + pair.separator, .both))
  }

  private func compareElements(
    _ pair: Pair, _ oldElements: [Any], _ newElements: [Any], children: inout [Step]
  ) {
    let pad = String(repeating: " ", count: pair.indent)
    let indent = pair.indent + 2
    children.append(.line(pad + (pair.label.map { "\($0): " } ?? "") + "[", .both))
    let oldKeys = ElementKeys.keys(of: oldElements)
    let newKeys = ElementKeys.keys(of: newElements)
    let segments = SequenceDiff.segments(fromKeys: oldKeys.keys, toKeys: newKeys.keys)
    var items: [Step] = []
    var unchangedRun = 0
    var lastUnchanged = 0
    func flushRun() {
      if unchangedRun == 1 {
        items.append(
          .unchanged(
            newElements[lastUnchanged], label: "[\(lastUnchanged)]", indent: indent,
            separator: ","))
      } else if unchangedRun > 1 {
        let pad = String(repeating: " ", count: indent)
        items.append(.line(pad + "… (\(unchangedRun) unchanged),", .both))
      }
      unchangedRun = 0
    }
    func changedPair(_ oldOffset: Int, _ newOffset: Int) -> Step {
      .compare(
        Pair(
          old: oldElements[oldOffset], new: newElements[newOffset], label: "[\(newOffset)]",
          indent: indent, separator: ",", oldLabel: "[\(oldOffset)]"))
    }
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, let newOffsets):
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          let isEqual =
            EquatableOpener.isEqual(oldElements[oldOffset], newElements[newOffset])
            ?? (oldKeys.meanings[oldOffset] == .content)
          if isEqual {
            unchangedRun += 1
            lastUnchanged = newOffset
          } else {
            flushRun()
            items.append(changedPair(oldOffset, newOffset))
          }
        }
      case .changed(let oldOffsets, let newOffsets):
        flushRun()
        let paired = min(oldOffsets.count, newOffsets.count)
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          items.append(changedPair(oldOffset, newOffset))
        }
        for oldOffset in oldOffsets.dropFirst(paired) {
          items.append(
            .dump(
              oldElements[oldOffset], label: "[\(oldOffset)]", indent: indent, separator: ",",
              side: .first))
        }
        for newOffset in newOffsets.dropFirst(paired) {
          items.append(
            .dump(
              newElements[newOffset], label: "[\(newOffset)]", indent: indent, separator: ",",
              side: .second))
        }
      }
    }
    flushRun()
    if let last = items.indices.last {
      items[last] = Self.removingSeparator(items[last])
    }
    children += items
    children.append(.line(pad + "]" + pair.separator, .both))
  }

  /// The same step, without the `,` after its last line: the last entry of a list has none.
  private static func removingSeparator(_ step: Step) -> Step {
    switch step {
    case .compare(var pair):
      pair.separator = ""
      return .compare(pair)
    case .line(let text, let side):
      return .line(text.hasSuffix(",") ? String(text.dropLast()) : text, side)
    case .dump(let value, let label, let indent, _, let side):
      return .dump(value, label: label, indent: indent, separator: "", side: side)
    case .unchanged(let value, let label, let indent, _):
      return .unchanged(value, label: label, indent: indent, separator: "")
    }
  }

  /// The parts of two values of one plain struct or collection type, or `nil` when they must
  /// be reflected to be compared.
  private static func parts(of old: Any, _ new: Any) -> Parts? {
    let type = Swift.type(of: old)
    guard type == Swift.type(of: new), isPlain(type) else { return nil }
    let oldMirror = Mirror(reflecting: old)
    switch oldMirror.displayStyle {
    case .struct?:
      let oldFields = Array(oldMirror.children)
      let newFields = Array(Mirror(reflecting: new).children)
      // One-field structs print on one line, and macro-generated fields are hidden: the tree
      // differ knows those rules.
      guard oldFields.count > 1, oldFields.count == newFields.count,
        !oldFields.contains(where: { $0.label?.hasPrefix("_$") ?? true }),
        !oldFields.contains(where: { Swift.type(of: $0.value) is AnyClass })
      else { return nil }
      return .fields(old: oldFields, new: newFields, typeName: TypeNameFormatter.name(of: type))
    case .collection?:
      let oldElements = oldMirror.children.map(\.value)
      let newElements = Mirror(reflecting: new).children.map(\.value)
      let hasObjects = (oldElements + newElements).contains {
        Swift.type(of: $0) is AnyClass
      }
      guard !hasObjects else { return nil }
      return .elements(old: oldElements, new: newElements)
    default:
      return nil
    }
  }

  /// Whether a type dumps as its standard mirror shows it: no customization, not an object.
  private static func isPlain(_ type: Any.Type) -> Bool {
    !(type is AnyClass)
      && !(type is any CustomDumpStringConvertible.Type)
      && !(type is any CustomDumpReflectable.Type)
      && !(type is any CustomDumpRepresentable.Type)
      && !(type is any _CustomDiffObject.Type)
      && !(type is any OptionalProtocol.Type)
  }
}
