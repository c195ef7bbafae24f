/// Diffs plain structs, arrays and dictionaries by comparing their parts with `==` before
/// reflecting them, so that equal parts cost a comparison instead of a dump.
///
/// Only values that dump exactly as their standard mirror shows them are taken apart here:
/// structs and collections without custom dump conformances, holding no objects. The first
/// pass walks the values (with an explicit stack) and plans the output; every part that must be
/// printed is queued, and all of them are reflected together in one tree per side, which the
/// second pass hands to ``TreeDiffer`` to write the same lines it would have written for the
/// whole value.
struct ValueDiffer {
  /// Two values compared at the same place.
  private struct Pair {
    var old: Any
    var new: Any
    var label: String
    var indent: Int
    var separator: String
    /// The first value's label when it differs, as for an element that moved.
    var oldLabel: String? = nil
  }

  /// A piece of output, planned before anything is reflected.
  private enum Planned {
    /// The line that opens a container shown on both sides; no label at the root.
    case opening(DumpNodeKind, typeName: String, label: String?, indent: Int)
    /// The line that closes it.
    case closing(DumpNodeKind, indent: Int, separator: String)
    /// `… (N unchanged)`.
    case unchangedRun(Int, indent: Int, separator: String)
    /// Entries of the reflected batches, diffed by the tree differ.
    case pair(old: Int, new: Int, label: String, oldLabel: String?, indent: Int, separator: String)
    /// An entry of one reflected batch, printed whole.
    case whole(Int, side: DiffOutput.Side, label: String, indent: Int, separator: String)
    /// An entry of the batch of unchanged values, printed collapsed.
    case unchanged(Int, label: String, indent: Int, separator: String)
  }

  private enum Step {
    case compare(Pair)
    case planned(Planned)
  }

  /// The parts of a pair of values that this differ can compare without reflecting them.
  private enum Parts {
    case fields(old: [Mirror.Child], new: [Mirror.Child], typeName: String)
    case elements(old: ArrayParts, new: ArrayParts)
    case entries(old: DictionaryParts, new: DictionaryParts)
  }

  /// A dictionary taken apart: its keys in dump order, with their labels.
  private struct DictionaryParts {
    var dictionary: any DictionaryEntries
    var keys: [(key: AnyHashable, text: String)]
  }

  /// An array taken apart; its elements are boxed only when needed.
  private struct ArrayParts {
    var array: any ArrayElements

    init(_ array: any ArrayElements) {
      self.array = array
    }

    /// The keys that align the elements with another array's, and what equal keys mean.
    func keys() -> (keys: [Int], meanings: [ElementKeys.Meaning]) {
      array.identityKeys.map { ($0, Array(repeating: .identity, count: $0.count)) }
        ?? ElementKeys.keys(of: array.anyElements)
    }

    subscript(offset: Int) -> Any { array.anyElement(at: offset) }
  }

  /// The values to reflect, in batch order.
  private var oldBatch: [Any] = []
  private var newBatch: [Any] = []
  private var unchangedBatch: [Any] = []

  /// Writes the diff of two unequal values, or returns `false` without writing when the values
  /// must be reflected whole (they are not plain, or no field of theirs compares unequal).
  static func appendDiff(_ old: Any, _ new: Any, to output: inout DiffOutput) -> Bool {
    let rootParts = parts(of: old, new)
    switch rootParts {
    case .fields(let oldFields, let newFields, _)?:
      let differs = zip(oldFields, newFields).contains {
        EquatableOpener.isEqual($0.value, $1.value) != true
      }
      guard differs else { return false }
    case .elements?, .entries?:
      break
    case nil:
      return false
    }
    var differ = ValueDiffer()
    let plan = differ.plan(
      Pair(old: old, new: new, label: "", indent: 0, separator: ""), parts: rootParts)
    differ.write(plan, to: &output)
    return true
  }

  // MARK: Planning

  /// Plans the output for `root`, whose parts the caller already found.
  private mutating func plan(_ root: Pair, parts rootParts: Parts?) -> [Planned] {
    var plan: [Planned] = []
    var steps: [Step] = [.compare(root)]
    var isRoot = true
    while let step = steps.popLast() {
      switch step {
      case .planned(let planned):
        plan.append(planned)
      case .compare(let pair):
        var children: [Step] = []
        switch isRoot ? rootParts : Self.parts(of: pair.old, pair.new) {
        case .fields(let oldFields, let newFields, let typeName)?:
          planFields(pair, oldFields, newFields, typeName, isRoot: isRoot, into: &children)
        case .elements(let old, let new)?:
          planElements(pair, old, new, isRoot: isRoot, into: &children)
        case .entries(let old, let new)?:
          planEntries(pair, old, new, isRoot: isRoot, into: &children)
        case nil:
          children.append(.planned(reflectedPair(pair)))
        }
        isRoot = false
        steps.append(contentsOf: children.reversed())
      }
    }
    return plan
  }

  private mutating func planFields(
    _ pair: Pair,
    _ oldFields: [Mirror.Child],
    _ newFields: [Mirror.Child],
    _ typeName: String,
    isRoot: Bool,
    into children: inout [Step]
  ) {
    children.append(
      .planned(
        .opening(
          .structure, typeName: typeName, label: isRoot ? nil : pair.label, indent: pair.indent)))
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      let separator = offset == oldFields.count - 1 ? "" : DumpGrammar.separator
      let label = oldField.label ?? ""
      if EquatableOpener.isEqual(oldField.value, newField.value) == true {
        children.append(
          .planned(
            unchanged(newField.value, label: label, indent: pair.indent + 2, separator: separator)
          ))
      } else {
        children.append(
          .compare(
            Pair(
              old: oldField.value, new: newField.value, label: label, indent: pair.indent + 2,
              separator: separator)))
      }
    }
    children.append(
      .planned(.closing(.structure, indent: pair.indent, separator: pair.separator)))
  }

  private mutating func planElements(
    _ pair: Pair,
    _ old: ArrayParts,
    _ new: ArrayParts,
    isRoot: Bool,
    into children: inout [Step]
  ) {
    let oldElements = old
    let newElements = new
    let indent = pair.indent + 2
    children.append(
      .planned(
        .opening(
          .collection, typeName: "", label: isRoot ? nil : pair.label, indent: pair.indent)))
    // What equal keys of the old elements mean; `nil` when all are ids.
    let oldMeanings: [ElementKeys.Meaning]?
    let segments: [SequenceDiff.Segment]
    if old.array.hasSameIDs(as: new.array) {
      // The same ids at the same places align one to one: hashing every id would only say so.
      oldMeanings = nil
      segments = SequenceDiff.allUnchanged(count: old.array.elementCount)
    } else if let aligned = old.array.alignmentByContent(with: new.array) {
      // Equal elements are found with `==` (or hashes), without reflecting any.
      oldMeanings = nil
      segments = aligned
    } else {
      let oldKeys = old.keys()
      oldMeanings = oldKeys.meanings
      segments = SequenceDiff.segments(fromKeys: oldKeys.keys, toKeys: new.keys().keys)
    }
    var items: [Step] = []
    var unchangedRun = 0
    var lastUnchanged = 0
    func flushRun() {
      if unchangedRun == 1 {
        items.append(
          .planned(
            unchanged(
              newElements[lastUnchanged], label: DumpGrammar.indexLabel(lastUnchanged), indent: indent,
              separator: DumpGrammar.separator)))
      } else if unchangedRun > 1 {
        items.append(
          .planned(
            .unchangedRun(unchangedRun, indent: indent, separator: DumpGrammar.separator)))
      }
      unchangedRun = 0
    }
    // Elements are many and small as a rule: reflecting a changed pair whole costs less than
    // taking each apart with mirrors first. Arrays come apart without mirrors, though, and
    // comparing their elements first spares reflecting the equal ones.
    // Elements share a type as a rule: it is checked for being an array once.
    var checkedType: (type: Any.Type, isArray: Bool)?
    func changedPair(_ oldOffset: Int, _ newOffset: Int) -> Step {
      let pair = Pair(
        old: oldElements[oldOffset], new: newElements[newOffset], label: DumpGrammar.indexLabel(newOffset),
        indent: indent, separator: DumpGrammar.separator, oldLabel: DumpGrammar.indexLabel(oldOffset))
      let type = Swift.type(of: pair.old)
      if checkedType?.type != type {
        checkedType = (type, type is any ArrayElements.Type)
      }
      // Arrays holding objects come back from `.compare` reflected whole, as below.
      if oldOffset == newOffset, checkedType?.isArray == true { return .compare(pair) }
      return .planned(reflectedPair(pair))
    }
    var aligned: [(old: Int, new: Int)] = []
    for case .unchanged(let oldOffsets, let newOffsets) in segments {
      aligned += zip(oldOffsets, newOffsets).map { (old: $0, new: $1) }
    }
    let equalities = old.array.equalities(with: new.array, at: aligned)
    var alignedIndex = 0
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, let newOffsets):
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          let isEqual =
            equalities?[alignedIndex]
            ?? EquatableOpener.isEqual(oldElements[oldOffset], newElements[newOffset])
            ?? (oldMeanings?[oldOffset] == .content)
          alignedIndex += 1
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
        // A removal and an insertion at the same place read best as one changed element.
        let paired = min(oldOffsets.count, newOffsets.count)
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          items.append(changedPair(oldOffset, newOffset))
        }
        for oldOffset in oldOffsets.dropFirst(paired) {
          items.append(
            .planned(
              wholeElement(oldElements[oldOffset], at: oldOffset, side: .first, indent: indent)))
        }
        for newOffset in newOffsets.dropFirst(paired) {
          items.append(
            .planned(
              wholeElement(newElements[newOffset], at: newOffset, side: .second, indent: indent)))
        }
      }
    }
    flushRun()
    Self.dropTrailingSeparators(&items)
    children += items
    children.append(
      .planned(.closing(.collection, indent: pair.indent, separator: pair.separator)))
  }

  /// Lists the entries of two dictionaries as a dump orders them: those whose values differ
  /// (by `==`), then the removed and inserted keys, and the unchanged ones counted at the end.
  private mutating func planEntries(
    _ pair: Pair,
    _ old: DictionaryParts,
    _ new: DictionaryParts,
    isRoot: Bool,
    into children: inout [Step]
  ) {
    let indent = pair.indent + 2
    children.append(
      .planned(
        .opening(
          .dictionary, typeName: "", label: isRoot ? nil : pair.label, indent: pair.indent)))
    var items: [Step] = []
    var unchanged = 0
    let segments = SequenceDiff.segments(from: old.keys.map(\.key), to: new.keys.map(\.key))
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, _):
        for offset in oldOffsets {
          let (key, text) = old.keys[offset]
          guard old.dictionary.areValuesEqual(for: key, in: new.dictionary) != true,
            let oldValue = old.dictionary.entryValue(for: key),
            let newValue = new.dictionary.entryValue(for: key)
          else {
            unchanged += 1
            continue
          }
          items.append(
            .planned(
              reflectedPair(
                Pair(
                  old: oldValue, new: newValue, label: text, indent: indent,
                  separator: DumpGrammar.separator))))
        }
      case .changed(let oldOffsets, let newOffsets):
        // Keys that differ are different entries: never paired as one changed entry.
        for (side, parts, offsets) in [(DiffOutput.Side.first, old, oldOffsets), (.second, new, newOffsets)] {
          for offset in offsets {
            let (key, text) = parts.keys[offset]
            guard let value = parts.dictionary.entryValue(for: key) else { continue }
            items.append(.planned(whole(value, label: text, side: side, indent: indent)))
          }
        }
      }
    }
    if unchanged > 0 {
      items.append(
        .planned(.unchangedRun(unchanged, indent: indent, separator: DumpGrammar.separator)))
    }
    Self.dropTrailingSeparators(&items)
    children += items
    children.append(
      .planned(.closing(.dictionary, indent: pair.indent, separator: pair.separator)))
  }

  private mutating func reflectedPair(_ pair: Pair) -> Planned {
    oldBatch.append(pair.old)
    newBatch.append(pair.new)
    return .pair(
      old: oldBatch.count - 1, new: newBatch.count - 1, label: pair.label,
      oldLabel: pair.oldLabel, indent: pair.indent, separator: pair.separator)
  }

  /// Queues an element that only one side has, to be printed whole on that side.
  private mutating func wholeElement(
    _ element: Any, at offset: Int, side: DiffOutput.Side, indent: Int
  ) -> Planned {
    whole(element, label: DumpGrammar.indexLabel(offset), side: side, indent: indent)
  }

  /// Queues a value that only one side has, to be printed whole on that side.
  private mutating func whole(
    _ element: Any, label: String, side: DiffOutput.Side, indent: Int
  ) -> Planned {
    let index: Int
    if side == .first {
      oldBatch.append(element)
      index = oldBatch.count - 1
    } else {
      newBatch.append(element)
      index = newBatch.count - 1
    }
    return .whole(index, side: side, label: label, indent: indent, separator: DumpGrammar.separator)
  }

  private mutating func unchanged(
    _ value: Any, label: String, indent: Int, separator: String
  ) -> Planned {
    unchangedBatch.append(value)
    return .unchanged(
      unchangedBatch.count - 1, label: label, indent: indent, separator: separator)
  }

  /// Drops the `,` of each entry that its own side does not follow with another.
  private static func dropTrailingSeparators(_ items: inout [Step]) {
    let commas = ListPunctuation.commas(
      for: items.map { step in
        switch step {
        case .planned(.whole(_, side: .first, _, _, _)): .removed
        case .planned(.whole(_, side: .second, _, _, _)): .inserted
        case .compare, .planned(.pair): .changed
        case .planned: .unchanged
        }
      })
    for index in items.indices where !commas[index] {
      items[index] = removingSeparator(items[index])
    }
  }

  /// The same step, without the `,` after its last line: the last entry of a list has none.
  private static func removingSeparator(_ step: Step) -> Step {
    switch step {
    case .compare(var pair):
      pair.separator = ""
      return .compare(pair)
    case .planned(.opening):
      return step
    case .planned(.closing(let kind, let indent, _)):
      return .planned(.closing(kind, indent: indent, separator: ""))
    case .planned(.unchangedRun(let count, let indent, _)):
      return .planned(.unchangedRun(count, indent: indent, separator: ""))
    case .planned(.pair(let old, let new, let label, let oldLabel, let indent, _)):
      return .planned(
        .pair(
          old: old, new: new, label: label, oldLabel: oldLabel, indent: indent, separator: ""))
    case .planned(.whole(let index, let side, let label, let indent, _)):
      return .planned(.whole(index, side: side, label: label, indent: indent, separator: ""))
    case .planned(.unchanged(let index, let label, let indent, _)):
      return .planned(.unchanged(index, label: label, indent: indent, separator: ""))
    }
  }

  // MARK: Writing

  /// Reflects every queued value (one tree per batch) and writes the planned output.
  private func write(_ plan: [Planned], to output: inout DiffOutput) {
    let differ = TreeDiffer(
      old: DumpTree(reflectingEach: oldBatch), new: DumpTree(reflectingEach: newBatch))
    // Changed parts print about one short line per node on each side.
    output.reserveCapacity(
      min(differ.old.tree.nodes.count + differ.new.tree.nodes.count, 1 << 20) * 24)
    // Collapsed lines need neither ids nor hashes.
    let unchangedSide = DiffSide(
      tree: DumpTree(reflecting: unchangedBatch, maxDepth: 1, computesIdentities: false))
    func node(_ index: Int, in side: DiffSide) -> Int {
      side.tree.nodes[side.tree.root].children.lowerBound + index
    }
    for planned in plan {
      switch planned {
      case .opening(let kind, let typeName, let label, let indent):
        guard output.beginLine(.both, indent: indent) else { continue }
        if let label { DumpGrammar.writeFieldLabel(label, into: &output) }
        DumpGrammar.writeOpening(
          kind, typeName: typeName, caseName: "", isQualified: false, into: &output)
      case .closing(let kind, let indent, let separator):
        guard output.beginLine(.both, indent: indent) else { continue }
        DumpGrammar.writeClosing(kind, into: &output)
        output.write(separator)
      case .unchangedRun(let count, let indent, let separator):
        guard output.beginLine(.both, indent: indent) else { continue }
        DumpGrammar.writeUnchangedRun(count, into: &output)
        output.write(separator)
      case .pair(let old, let new, let label, let oldLabel, let indent, let separator):
        differ.appendDiff(
          to: &output, oldNode: node(old, in: differ.old), newNode: node(new, in: differ.new),
          label: label, oldLabel: oldLabel, indent: indent, separator: separator)
      case .whole(let index, let side, let label, let indent, let separator):
        let source = side == .first ? differ.old : differ.new
        output.append(
          source.renderer.lines(
            of: node(index, in: source), indent: indent, label: .custom(label),
            separator: separator),
          side: side)
      case .unchanged(let index, let label, let indent, let separator):
        unchangedSide.appendCollapsed(
          node(index, in: unchangedSide), indent: indent, separator: separator,
          label: .custom(label), into: &output)
      }
    }
  }

  // MARK: Plain values

  /// The parts of two values of one plain struct or collection type, or `nil` when they must
  /// be reflected to be compared.
  private static func parts(of old: Any, _ new: Any) -> Parts? {
    let type = Swift.type(of: old)
    guard type == Swift.type(of: new) else { return nil }
    let traits = TypeTraits.of(type, sample: old)
    guard traits.dumpsAsItsMirror else { return nil }
    if let oldArray = old as? any ArrayElements, let newArray = new as? any ArrayElements {
      // Objects are numbered across the whole value, which only a whole reflection can do.
      guard !oldArray.containsObjects, !newArray.containsObjects else { return nil }
      return .elements(old: ArrayParts(oldArray), new: ArrayParts(newArray))
    }
    let oldMirror = Mirror(reflecting: old)
    switch oldMirror.displayStyle {
    case .struct?:
      let oldFields = Array(oldMirror.children)
      let newFields = Array(Mirror(reflecting: new).children)
      // One-field structs print on one line, and macro-generated fields are hidden: the tree
      // differ knows those rules.
      guard oldFields.count > 1, oldFields.count == newFields.count,
        !oldFields.contains(where: { $0.label.map(DumpReflector.isMacroField) ?? true }),
        !oldFields.contains(where: { Swift.type(of: $0.value) is AnyClass })
      else { return nil }
      return .fields(old: oldFields, new: newFields, typeName: traits.name)
    case .dictionary?:
      // Empty dictionaries print `[:]`, on one line: the tree differ knows that rule.
      guard let oldDictionary = old as? any DictionaryEntries,
        let newDictionary = new as? any DictionaryEntries,
        let oldKeys = oldDictionary.orderedKeys(), !oldKeys.isEmpty,
        let newKeys = newDictionary.orderedKeys(), !newKeys.isEmpty
      else { return nil }
      return .entries(
        old: DictionaryParts(dictionary: oldDictionary, keys: oldKeys),
        new: DictionaryParts(dictionary: newDictionary, keys: newKeys))
    default:
      return nil
    }
  }
}
