/// Plans the diff of plain structs, arrays and dictionaries by comparing their parts with `==`
/// before reflecting them, so that equal parts cost a comparison instead of a dump.
///
/// Only values that dump exactly as their standard mirror shows them are taken apart here:
/// structs and collections without custom dump conformances, holding no objects. The plan is
/// the diff's steps (``DiffStep``) in output order, found with an explicit stack; every part
/// that must be printed is queued, and all of them are reflected together in one tree per side,
/// for ``TreeDiffer`` to write the plan with the same lines it would have written for the whole
/// value.
struct ValueDiffer {
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

  /// The values still to compare, by the index their pending pair holds: taken apart when
  /// `takesApart` and they are plain, else reflected whole.
  private var pending: [(old: Any, new: Any, takesApart: Bool)] = []
  /// The values to reflect, in batch order (``DumpTree/node(ofEach:)``).
  private var oldBatch: [Any] = []
  private var newBatch: [Any] = []
  private var unchangedBatch: [Any] = []
  /// The labels and type names the steps refer to.
  private var texts: [String] = []

  /// Writes the diff of two unequal values, or returns `false` without writing when the values
  /// must be reflected whole (they are not plain, or no field of theirs compares unequal).
  static func appendDiff(_ old: Any, _ new: Any, to output: inout DiffOutput) -> Bool {
    guard let rootParts = parts(of: old, new) else { return false }
    if case .fields(let oldFields, let newFields, _) = rootParts {
      let differs = zip(oldFields, newFields).contains {
        EquatableOpener.isEqual($0.value, $1.value) != true
      }
      guard differs else { return false }
    }
    var planner = ValueDiffer()
    let plan = planner.plan(old, new, parts: rootParts)
    let writer = TreeDiffer(
      old: DumpTree(reflectingEach: planner.oldBatch),
      new: DumpTree(reflectingEach: planner.newBatch),
      // Collapsed lines need neither ids nor hashes.
      unchangedValues: DumpTree(
        reflectingEach: planner.unchangedBatch, maxDepth: 1, computesIdentities: false))
    // Changed parts print about one short line per node on each side.
    output.reserveCapacity(
      min(writer.old.tree.nodes.count + writer.new.tree.nodes.count, 1 << 20) * 24)
    writer.append(plan, texts: planner.texts, to: &output)
    return true
  }

  // MARK: Planning

  /// Plans the steps for two values whose parts the caller already found.
  ///
  /// Pending pairs wait on the stack as ``DiffStep/compare(_:)`` steps (holding indices in
  /// ``pending``); the plan's own compare steps hold the nodes the writer compares.
  private mutating func plan(_ old: Any, _ new: Any, parts rootParts: Parts) -> [DiffStep] {
    var plan: [DiffStep] = []
    var stack = [pendingPair(old, new, takesApart: true, label: nil, indent: 0)]
    var isRoot = true
    while let step = stack.popLast() {
      guard case .compare(let pair) = step else {
        plan.append(step)
        continue
      }
      let values = pending[pair.old]
      let parts =
        isRoot ? rootParts : values.takesApart ? Self.parts(of: values.old, values.new) : nil
      isRoot = false
      guard let parts else {
        plan.append(reflected(pair, values.old, values.new))
        continue
      }
      let kind: DumpNodeKind
      var typeName: Int? = nil
      let start = stack.count
      switch parts {
      case .fields(let oldFields, let newFields, let name):
        kind = .structure
        typeName = text(name)
        listFields(oldFields, newFields, indent: pair.indent + 2, into: &stack)
      case .elements(let old, let new):
        kind = .collection
        listElements(old, new, indent: pair.indent + 2, into: &stack)
      case .entries(let old, let new):
        kind = .dictionary
        listEntries(old, new, indent: pair.indent + 2, into: &stack)
      }
      plan.append(.opening(kind, typeName: typeName, label: pair.label, indent: pair.indent))
      DiffStep.finishContainer(
        .closing(kind, indent: pair.indent, hasComma: pair.hasComma), from: start, in: &stack)
    }
    return plan
  }

  /// Queues the fields of two structs: unequal ones to compare, equal ones collapsed.
  private mutating func listFields(
    _ oldFields: [Mirror.Child], _ newFields: [Mirror.Child], indent: Int,
    into steps: inout [DiffStep]
  ) {
    for (oldField, newField) in zip(oldFields, newFields) {
      let label = text(oldField.label ?? "")
      if EquatableOpener.isEqual(oldField.value, newField.value) == true {
        steps.append(unchanged(newField.value, label: label, indent: indent))
      } else {
        steps.append(
          pendingPair(
            oldField.value, newField.value, takesApart: true, label: label, indent: indent))
      }
    }
  }

  /// Queues the elements of two arrays, aligned by id or content: runs of equal ones counted,
  /// changed ones compared, removed and inserted ones whole.
  private mutating func listElements(
    _ old: ArrayParts, _ new: ArrayParts, indent: Int, into steps: inout [DiffStep]
  ) {
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
    var unchangedRun = 0
    var lastUnchanged = 0
    func flushRun() {
      if unchangedRun == 1 {
        steps.append(
          unchanged(
            new[lastUnchanged], label: text(DumpGrammar.indexLabel(lastUnchanged)),
            indent: indent))
      } else if unchangedRun > 1 {
        steps.append(.unchangedRun(unchangedRun, indent: indent, hasComma: false))
      }
      unchangedRun = 0
    }
    // Elements are many and small as a rule: reflecting a changed pair whole costs less than
    // taking each apart with mirrors first. Arrays come apart without mirrors, though, and
    // comparing their elements first spares reflecting the equal ones.
    // Elements share a type as a rule: it is checked for being an array once.
    var checkedType: (type: Any.Type, isArray: Bool)?
    func changedPair(_ oldOffset: Int, _ newOffset: Int) -> DiffStep {
      let oldElement = old[oldOffset]
      let type = Swift.type(of: oldElement)
      if checkedType?.type != type {
        checkedType = (type, type is any ArrayElements.Type)
      }
      // Arrays holding objects come back from `parts(of:_:)` to be reflected whole, as below.
      return pendingPair(
        oldElement, new[newOffset],
        takesApart: oldOffset == newOffset && checkedType?.isArray == true,
        label: text(DumpGrammar.indexLabel(newOffset)),
        oldLabel: oldOffset == newOffset ? nil : text(DumpGrammar.indexLabel(oldOffset)),
        indent: indent)
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
            ?? EquatableOpener.isEqual(old[oldOffset], new[newOffset])
            ?? (oldMeanings?[oldOffset] == .content)
          alignedIndex += 1
          if isEqual {
            unchangedRun += 1
            lastUnchanged = newOffset
          } else {
            flushRun()
            steps.append(changedPair(oldOffset, newOffset))
          }
        }
      case .changed(let oldOffsets, let newOffsets):
        flushRun()
        // A removal and an insertion at the same place read best as one changed element.
        let paired = min(oldOffsets.count, newOffsets.count)
        for (oldOffset, newOffset) in zip(oldOffsets, newOffsets) {
          steps.append(changedPair(oldOffset, newOffset))
        }
        for oldOffset in oldOffsets.dropFirst(paired) {
          steps.append(
            whole(
              old[oldOffset], of: .old, label: DumpGrammar.indexLabel(oldOffset), indent: indent))
        }
        for newOffset in newOffsets.dropFirst(paired) {
          steps.append(
            whole(
              new[newOffset], of: .new, label: DumpGrammar.indexLabel(newOffset), indent: indent))
        }
      }
    }
    flushRun()
  }

  /// Queues the entries of two dictionaries as a dump orders them: those whose values differ
  /// (by `==`), then the removed and inserted keys, and the unchanged ones counted at the end.
  private mutating func listEntries(
    _ old: DictionaryParts, _ new: DictionaryParts, indent: Int, into steps: inout [DiffStep]
  ) {
    var unchanged = 0
    let segments = SequenceDiff.segments(from: old.keys.map(\.key), to: new.keys.map(\.key))
    for segment in segments {
      switch segment {
      case .unchanged(let oldOffsets, _):
        for offset in oldOffsets {
          let (key, label) = old.keys[offset]
          guard old.dictionary.areValuesEqual(for: key, in: new.dictionary) != true,
            let oldValue = old.dictionary.entryValue(for: key),
            let newValue = new.dictionary.entryValue(for: key)
          else {
            unchanged += 1
            continue
          }
          steps.append(
            pendingPair(oldValue, newValue, takesApart: false, label: text(label), indent: indent))
        }
      case .changed(let oldOffsets, let newOffsets):
        // Keys that differ are different entries: never paired as one changed entry.
        let sides = [(DiffStep.Tree.old, old, oldOffsets), (.new, new, newOffsets)]
        for (tree, parts, offsets) in sides {
          for offset in offsets {
            let (key, label) = parts.keys[offset]
            guard let value = parts.dictionary.entryValue(for: key) else { continue }
            steps.append(whole(value, of: tree, label: label, indent: indent))
          }
        }
      }
    }
    if unchanged > 0 {
      steps.append(.unchangedRun(unchanged, indent: indent, hasComma: false))
    }
  }

  // MARK: Steps

  /// A pair of values to compare, waiting on the planning stack.
  private mutating func pendingPair(
    _ old: Any, _ new: Any, takesApart: Bool, label: Int?, oldLabel: Int? = nil, indent: Int
  ) -> DiffStep {
    pending.append((old, new, takesApart))
    return .compare(
      DiffStep.Pair(
        old: pending.count - 1, new: pending.count - 1, indent: indent, label: label,
        oldLabel: oldLabel))
  }

  /// The pending `pair`, of `old` and `new`, queued to be reflected: the writer compares their
  /// nodes.
  private mutating func reflected(_ pair: DiffStep.Pair, _ old: Any, _ new: Any) -> DiffStep {
    var pair = pair
    oldBatch.append(old)
    newBatch.append(new)
    pair.old = DumpTree.node(ofEach: oldBatch.count - 1)
    pair.new = DumpTree.node(ofEach: newBatch.count - 1)
    return .compare(pair)
  }

  /// Queues a value that only one side has, to be printed whole on that side.
  private mutating func whole(
    _ value: Any, of tree: DiffStep.Tree, label: String, indent: Int
  ) -> DiffStep {
    let node: Int
    if tree == .old {
      oldBatch.append(value)
      node = DumpTree.node(ofEach: oldBatch.count - 1)
    } else {
      newBatch.append(value)
      node = DumpTree.node(ofEach: newBatch.count - 1)
    }
    return .whole(node, of: tree, indent: indent, hasComma: false, label: text(label))
  }

  /// Queues a value equal on both sides, to be printed collapsed.
  private mutating func unchanged(_ value: Any, label: Int, indent: Int) -> DiffStep {
    unchangedBatch.append(value)
    return .unchanged(
      DumpTree.node(ofEach: unchangedBatch.count - 1), of: .unchangedValues, indent: indent,
      hasComma: false, label: label)
  }

  /// The index of `text` among the texts steps refer to.
  private mutating func text(_ text: String) -> Int {
    texts.append(text)
    return texts.count - 1
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
