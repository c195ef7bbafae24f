/// Walks a value with mirrors and records it as flat ``DumpNode``s, without recursion.
///
/// Work is kept on an explicit stack in print order (pre-order), so object marks (`#1`) and
/// repeats are numbered exactly as they will be read, and a 10,000-deep value needs no more
/// call stack than a flat one.
struct DumpReflector {
  private enum Task {
    case reflect(Any, slot: Int, remaining: Int)
    case orderMembers(MemberOrdering)
    case endOrderingByValues
    case leave(ObjectIdentifier)
    case beginEarlierValue
    case endEarlierValue
  }

  private typealias Child = (label: DumpLabel, value: Any)

  /// A set whose members were reflected in iteration order, to be put in dump order once
  /// their nodes are built: sorting needs each member's shallow dump, which its nodes give
  /// without reflecting it again.
  private struct MemberOrdering {
    var slot: Int
    var members: [Child]
    var remaining: Int
    /// What was known before the members were reflected, to start again from if they hold
    /// objects: those are numbered in print order, which sorting would change.
    var tracker: ObjectTracker
    var visitedObjects: Int
  }

  // Guards against a CustomDumpRepresentable that returns itself.
  private static let maxUnwrapping = 64

  private(set) var nodes: [DumpNode] = []
  private var tasks: [Task] = []
  // Children waiting for a slot's reflection, kept to reuse its storage.
  private var pending: [(slot: Int, value: Any)] = []
  private var tracker = ObjectTracker()
  // Object visits so far: a set whose members visited none can be ordered after reflecting.
  private var visitedObjects = 0
  // Sets being reflected again in dump order because their members hold objects: sets
  // inside them are ordered the same way, so that no value is reflected more than twice.
  private var orderingByValues = 0
  /// The texts sets' members were sorted by, by the set's first member (which stays where it
  /// is when the set itself is sorted among others), for the members that print as them: the
  /// renderer writes them instead of rendering those members again.
  private(set) var memberTexts: [Int: SetMemberTexts] = [:]
  // Earlier values of the custom diff objects just reflected, queued once their node is done.
  private var earlierValues: [(value: Any, slot: Int, remaining: Int)] = []
  // The traits of the types this reflection met: found here without the process-wide lock.
  private var knownTraits: [ObjectIdentifier: TypeTraits] = [:]
  private var caseNames = EnumCaseNames()
  private let computesIdentities: Bool
  private let computesHashes: Bool

  private let identifiesRootElements: Bool
  private let ordersSetMembersByTheirNodes: Bool

  init(
    computesIdentities: Bool,
    computesHashes: Bool,
    identifiesRootElements: Bool = true,
    ordersSetMembersByTheirNodes: Bool = true
  ) {
    self.computesIdentities = computesIdentities
    self.computesHashes = computesHashes
    self.identifiesRootElements = identifiesRootElements
    self.ordersSetMembersByTheirNodes = ordersSetMembersByTheirNodes
  }

  /// Reflects `value` down to `maxDepth` levels; returns the nodes, root first.
  mutating func reflect(_ value: Any, maxDepth: Int) -> [DumpNode] {
    nodes.append(DumpNode(label: .none))
    tasks.append(.reflect(value, slot: 0, remaining: maxDepth))
    while let task = tasks.popLast() {
      switch task {
      case .reflect(let value, let slot, let remaining):
        reflect(value, into: slot, remaining: remaining)
        if !earlierValues.isEmpty {
          queueEarlierValues()
        }
      case .orderMembers(let ordering):
        orderMembers(ordering)
      case .endOrderingByValues:
        orderingByValues -= 1
      case .leave(let object):
        tracker.leave(object)
      case .beginEarlierValue:
        tracker.beginEarlierValue()
      case .endEarlierValue:
        tracker.endEarlierValue()
      }
    }
    if computesHashes {
      computeStructuralHashes()
    }
    return nodes
  }

  /// Queues the earlier values of the custom diff objects just reflected, to be reflected
  /// before the current values' children: the tracker then knows what a dump of each earlier
  /// value would know at its place.
  private mutating func queueEarlierValues() {
    for earlier in earlierValues.reversed() {
      tasks.append(.endEarlierValue)
      tasks.append(.reflect(earlier.value, slot: earlier.slot, remaining: earlier.remaining))
      tasks.append(.beginEarlierValue)
    }
    earlierValues.removeAll(keepingCapacity: true)
  }

  // MARK: One node

  private mutating func reflect(_ original: Any, into slot: Int, remaining: Int) {
    var node = nodes[slot]
    defer { nodes[slot] = node }
    var value = original
    var sawOptional = false
    var sawRepresentable = false
    var showsItsDiffObject = false
    for step in 0..<Self.maxUnwrapping {
      let traits = traits(of: value)
      node.typeName = traits.name
      if step == 0, computesIdentities, traits.isIdentifiable || traits.isOptional,
        Self.mayBeAlignedByIdentity(node.label),
        identifiesRootElements || !nodes[0].children.contains(slot)
      {
        node.identity = identity(of: original, traits: traits)
      }

      if traits.isOptional {
        guard let wrapped = traits.optionalType?.wrappedValue(of: value) else {
          node.kind = .none
          node.text = "nil"
          node.isLeaf = !sawOptional
          return
        }
        value = wrapped
        sawOptional = true
        node.isUnwrapped = true
        continue
      }
      if traits.isMetatype, let type = value as? Any.Type {
        node.kind = .metatype
        node.typeName = TypeNameFormatter.name(of: type)
        node.text = "\(node.typeName).self"
        node.isLeaf = !sawOptional
        return
      }
      if let text = traits.convertibleType?.customDumpDescription(of: value) {
        node.kind = .customDescription
        node.text = text
        node.isLeaf =
          !node.text.containsLineFeed && !(sawOptional && sawRepresentable)
        return
      }
      if traits.isDiffObject, let object = value as? any _CustomDiffObject {
        // A snapshot may give itself as its value: it is then shown by its fields.
        if object._objectIdentifier == node.objectID {
          showsItsDiffObject = true
        } else {
          guard let shown = reflectDiffObject(object, into: &node, remaining: remaining)
          else { return }
          value = shown
          continue
        }
      }
      if traits.isRepresentable, let representable = value as? any CustomDumpRepresentable {
        value = representable.customDumpValue
        sawRepresentable = true
        node.isUnwrapped = true
        continue
      }
      if let scalar = traits.scalar {
        Self.setScalar(&node, value: value, scalar: scalar, remaining: remaining)
        node.isLeaf = !sawOptional
        return
      }

      if let array = traits.arrayType?.open(value) {
        reflectArray(array, sawOptional: sawOptional, into: &node, remaining: remaining)
        return
      }

      if traits.remembersCaseNames, let caseName = caseNames.name(of: value) {
        node.kind = .enumeration(hasPayload: false)
        node.text = caseName
        node.isLeaf = !sawOptional && node.objectID == nil
        return
      }

      let mirror =
        traits.isReflectable ? Mirror(customDumpReflecting: value) : Mirror(reflecting: value)
      let children = mirror.children
      // Most mirrors describe the value's own type, whose name the traits hold.
      let subjectType = mirror.subjectType
      if subjectType != type(of: value) {
        node.typeName = TypeNameFormatter.name(of: subjectType)
      }
      // `count`, unlike `isEmpty`, needs no boxed index.
      node.isLeaf = children.count == 0 && !sawOptional && node.objectID == nil

      switch mirror.displayStyle {
      case .optional?:
        guard let child = children.first else {
          node.kind = .none
          node.text = "nil"
          return
        }
        value = child.value
        sawOptional = true
        node.isUnwrapped = true
        continue
      case let style? where remaining <= 0 && !children.isEmpty && style.isCollection:
        // Collections never print inline, so a collapsed one needs no elements.
        node.kind = style == .set ? .set : style == .dictionary ? .dictionary : .collection
        node.isCollapsed = true
      case .class?:
        reflectObject(
          value, mirror: mirror, traits: traits, tracksIdentity: !showsItsDiffObject,
          into: &node, remaining: remaining)
      case .struct? where remaining > 0:
        node.kind = .structure
        addFields(
          children, labelledBy: Self.fieldLabel, filtersMacroFields: !traits.isReflectable,
          to: &node, remaining: remaining)
      case .struct?:
        node.kind = .structure
        let fields = children.map { (label: Self.fieldLabel($0.label), value: $0.value) }
        addChildren(
          fields, rawCount: fields.count, filtersMacroFields: !traits.isReflectable,
          to: &node, remaining: remaining)
      case .tuple? where remaining > 0:
        node.kind = .tuple
        addFields(
          children, labelledBy: Self.payloadLabel, filtersMacroFields: false, to: &node,
          remaining: remaining)
      case .tuple?:
        node.kind = .tuple
        let elements = children.map { (label: Self.payloadLabel($0.label), value: $0.value) }
        addChildren(elements, rawCount: elements.count, to: &node, remaining: remaining)
      case .enum?:
        reflectEnumCase(value, mirror: mirror, traits: traits, into: &node, remaining: remaining)
      case .collection?:
        node.kind = .collection
        let elements = children.enumerated().map {
          (label: DumpLabel.index($0.offset), value: $0.element.value)
        }
        addChildren(elements, rawCount: nil, to: &node, remaining: remaining)
      case .set?:
        node.kind = .set
        node.isUnordered = mirror.subjectType is any _UnorderedCollection.Type
        var elements =
          (value as? any SetProtocol)?.boxedMembers.map { (label: DumpLabel.none, value: $0) }
          ?? children.map { (label: DumpLabel.none, value: $0.value) }
        // Members reflected at least one level deep hold their own shallow dumps; earlier
        // values queued now would be reflected among them.
        if remaining > 1, node.isUnordered, ordersSetMembersByTheirNodes, orderingByValues == 0,
          earlierValues.isEmpty
        {
          tasks.append(
            .orderMembers(
              MemberOrdering(
                slot: slot, members: elements, remaining: remaining, tracker: tracker,
                visitedObjects: visitedObjects)))
        } else if remaining > 0, node.isUnordered {
          elements = DumpOrdering.sorted(
            elements, by: { $0.value },
            ordersSetMembersByTheirNodes: ordersSetMembersByTheirNodes)
        }
        addChildren(elements, rawCount: nil, to: &node, remaining: remaining)
      case .dictionary?:
        node.kind = .dictionary
        node.isUnordered = mirror.subjectType is any _UnorderedCollection.Type
        var pairs = children.map(Self.keyAndValue)
        if remaining > 0, node.isUnordered {
          pairs = DumpOrdering.sorted(
            pairs, by: { $0.key }, ordersSetMembersByTheirNodes: ordersSetMembersByTheirNodes)
        }
        addPairs(pairs, to: &node, remaining: remaining)
      default:
        if let string = value as? any StringProtocol {
          Self.setScalar(&node, value: String(string), scalar: .string, remaining: remaining)
        } else {
          node.kind = .scalar
          node.text = String(describing: value)
        }
      }
      return
    }
    node.kind = .scalar
    node.text = String(describing: value)
  }

  // Static: called with a node of `nodes` in place, which a call on `self` would copy whole.
  private static func setScalar(
    _ node: inout DumpNode, value: Any, scalar: TypeTraits.Scalar, remaining: Int
  ) {
    switch scalar {
    case .string:
      node.kind = .string
      node.text = (value as? String) ?? (value as? Substring).map(String.init) ?? "\(value)"
      node.isCollapsed = remaining <= 0 && StringLiteral.isMultiLine(node.text)
    case .int:
      node.kind = .scalar
      node.text = (value as? Int).map { String($0) } ?? String(describing: value)
    case .bool:
      node.kind = .scalar
      node.text = (value as? Bool).map { $0 ? "true" : "false" } ?? String(describing: value)
    case .plain:
      node.kind = .scalar
      // `String(describing:)` on `Any` looks up protocol conformances for every value.
      // It writes a streamable value, which for doubles differs from `description` (`-nan`).
      if let double = value as? Double {
        node.text = ""
        double.write(to: &node.text)
      } else {
        node.text = String(describing: value)
      }
    }
  }

  // MARK: Kinds with children

  private mutating func reflectObject(
    _ value: Any,
    mirror: Mirror,
    traits: TypeTraits,
    tracksIdentity: Bool,
    into node: inout DumpNode,
    remaining: Int
  ) {
    node.kind = .object
    if traits.isClass, tracksIdentity {
      let object = ObjectIdentifier(value as AnyObject)
      node.objectID = object
      visitedObjects += 1
      switch tracker.visit(object, typeName: node.typeName) {
      case .repeated(let number, let isCycle):
        node.kind = .reference(isCycle: isCycle)
        node.objectNumber = number
        return
      case .first(let number):
        node.objectNumber = number
        tasks.append(.leave(object))
      }
    }
    var mirrors = [mirror]
    while let superclassMirror = mirrors[mirrors.count - 1].superclassMirror {
      mirrors.append(superclassMirror)
    }
    let children = mirrors.reversed().flatMap { mirror in
      mirror.children.map { (label: Self.fieldLabel($0.label), value: $0.value) }
    }
    addChildren(
      children, rawCount: children.count, filtersMacroFields: !traits.isReflectable,
      to: &node, remaining: remaining)
  }

  /// An array, listed like its mirror would list it: a collection of `[0]`, `[1]`, ….
  private mutating func reflectArray(
    _ array: any ArrayProtocol, sawOptional: Bool, into node: inout DumpNode, remaining: Int
  ) {
    node.kind = .collection
    let isEmpty = array.isEmpty
    node.isLeaf = isEmpty && !sawOptional && node.objectID == nil
    guard !isEmpty else { return }
    guard remaining > 0 else {
      node.isCollapsed = true
      return
    }
    let start = nodes.count
    var offset = 0
    array.forEachElement { element in
      appendChild(element, label: .index(offset), remaining: remaining - 1)
      offset += 1
    }
    node.children = start..<nodes.count
    queuePendingChildren(remaining: remaining - 1)
  }

  private mutating func reflectEnumCase(
    _ value: Any, mirror: Mirror, traits: TypeTraits, into node: inout DumpNode, remaining: Int
  ) {
    guard let payload = mirror.children.first else {
      node.kind = .enumeration(hasPayload: false)
      node.text = String(describing: value)
      if traits.remembersCaseNames {
        caseNames.remember(node.text, of: value)
      }
      return
    }
    node.kind = .enumeration(hasPayload: true)
    node.text = payload.label ?? "@unknown"
    // Most payloads are one value, which the payload's type says without a mirror.
    let children: [Child]
    if self.traits(of: payload.value).isTuple ?? true,
      case let payloadMirror = Mirror(customDumpReflecting: payload.value),
      payloadMirror.displayStyle == .tuple
    {
      children = payloadMirror.children.map {
        (label: Self.payloadLabel($0.label), value: $0.value)
      }
    } else {
      children = [(label: .none, value: payload.value)]
    }
    addChildren(children, rawCount: children.count, to: &node, remaining: remaining)
  }

  /// Returns the value to show in place of the object, or `nil` when the node is complete.
  private mutating func reflectDiffObject(
    _ object: any _CustomDiffObject, into node: inout DumpNode, remaining: Int
  ) -> Any? {
    let (before, shown) = object._customDiffValues
    let shownMirror = Mirror(customDumpReflecting: shown)
    let customType = object._customDiffType
    node.typeName = TypeNameFormatter.name(of: customType ?? shownMirror.subjectType)
    node.objectID = object._objectIdentifier
    node.isUnwrapped = true
    node.isLeaf = false
    visitedObjects += 1
    switch tracker.visit(object._objectIdentifier, typeName: node.typeName) {
    case .repeated(let number, let isCycle):
      node.kind = .reference(isCycle: isCycle)
      node.objectNumber = number
      return nil
    case .first(let number):
      node.objectNumber = number
      tasks.append(.leave(object._objectIdentifier))
      if computesIdentities {
        // The earlier value shows the same object, with the same mark.
        var baseline = DumpNode(label: .none)
        baseline.objectID = object._objectIdentifier
        baseline.objectNumber = number
        baseline.isUnwrapped = true
        node.customDiffBaseline = nodes.count
        earlierValues.append((before, nodes.count, remaining))
        nodes.append(baseline)
      }
    }
    guard customType != nil else { return shown }
    node.kind = .object
    let children = shownMirror.children.map { (label: Self.fieldLabel($0.label), value: $0.value) }
    addChildren(
      children, rawCount: children.count, filtersMacroFields: !(shown is any CustomDumpReflectable),
      to: &node, remaining: remaining)
    return nil
  }

  /// Allocates child slots and queues them in print order.
  ///
  /// `rawCount` is the number of children before filtering, for the one-child inline rule;
  /// `nil` for collections, which never print inline.
  private mutating func addChildren(
    _ children: [Child],
    rawCount: Int?,
    filtersMacroFields: Bool = false,
    to node: inout DumpNode,
    remaining: Int
  ) {
    var children = children
    let isMacroField = { (child: Child) -> Bool in
      if case .field(let name) = child.label { return Self.isMacroField(name) }
      return false
    }
    if filtersMacroFields, children.contains(where: isMacroField) {
      children.removeAll(where: isMacroField)
    }
    node.prefersInline = rawCount == 1
    guard !children.isEmpty else { return }
    if remaining <= 0 {
      node.isCollapsed = true
      // One level past the depth, a lone child can still print inline (`.bar(42)`, `(value: ())`);
      // its own children never do, so `maxDepth` bounds the walk.
      guard node.prefersInline, remaining == 0 else { return }
    }
    let start = nodes.count
    for child in children {
      appendChild(child.value, label: child.label, remaining: remaining - 1)
    }
    node.children = start..<nodes.count
    queuePendingChildren(remaining: remaining - 1)
  }

  /// Appends the fields of a struct or tuple straight from its mirror, in one pass.
  ///
  /// Mirrors box every child they return; reading each once, without first collecting them
  /// in an array, is what keeps large dumps of plain structs fast.
  private mutating func addFields(
    _ children: Mirror.Children,
    labelledBy label: (String?) -> DumpLabel,
    filtersMacroFields: Bool,
    to node: inout DumpNode,
    remaining: Int
  ) {
    let start = nodes.count
    var rawCount = 0
    for child in children {
      rawCount += 1
      let label = label(child.label)
      if filtersMacroFields, case .field(let name) = label, Self.isMacroField(name) { continue }
      appendChild(child.value, label: label, remaining: remaining - 1)
    }
    node.prefersInline = rawCount == 1
    node.children = start..<nodes.count
    queuePendingChildren(remaining: remaining - 1)
  }

  /// Whether a field was generated by a macro (`_$observationRegistrar`), which dumps hide.
  private static func isMacroField(_ name: String) -> Bool {
    var bytes = name.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "_") && bytes.next() == UInt8(ascii: "$")
  }

  /// Appends a child node: finished when it is a scalar, else a slot reflected later.
  private mutating func appendChild(_ value: Any, label: DumpLabel, remaining: Int) {
    let slot = nodes.count
    nodes.append(DumpNode(label: label))
    if !finishScalar(value, in: slot, remaining: remaining) {
      pending.append((slot: slot, value: value))
    }
  }

  /// Queues the slots ``appendChild(_:label:remaining:)`` left unfinished, first child on top.
  private mutating func queuePendingChildren(remaining: Int) {
    // Moved, last child first, rather than copied and then freed.
    while let (slot, value) = pending.popLast() {
      tasks.append(.reflect(value, slot: slot, remaining: remaining))
    }
  }

  /// Finishes the node at `slot` when `value` is a plain scalar (or optional scalar), in place;
  /// returns `false`, leaving the node untouched, for anything that needs the full walk.
  ///
  /// Most fields of data-heavy values are numbers, strings and booleans; finishing them here
  /// spares each a trip through the work stack and a copy of its node.
  private mutating func finishScalar(_ value: Any, in slot: Int, remaining: Int) -> Bool {
    var traits = traits(of: value)
    var value = value
    var isUnwrapped = false
    if let optionalType = traits.optionalType {
      guard let wrapped = optionalType.wrappedValue(of: value) else {
        nodes[slot].typeName = traits.name
        nodes[slot].kind = .none
        nodes[slot].text = "nil"
        return true
      }
      value = wrapped
      traits = self.traits(of: wrapped)
      isUnwrapped = true
    }
    guard let scalar = traits.scalar else { return false }
    if isUnwrapped {
      nodes[slot].isUnwrapped = true
      nodes[slot].isLeaf = false
    }
    nodes[slot].typeName = traits.name
    Self.setScalar(&nodes[slot], value: value, scalar: scalar, remaining: remaining)
    return true
  }

  /// Puts the members of a set in dump order, now that they are reflected: by their shallow
  /// dumps, read from their nodes, as ``DumpOrdering`` orders values.
  ///
  /// Members that met objects are reflected again in dump order, as their marks (`#1`) and
  /// repeats (`↑`) follow print order.
  private mutating func orderMembers(_ ordering: MemberOrdering) {
    let members = nodes[ordering.slot].children
    guard !members.isEmpty else { return }
    guard visitedObjects == ordering.visitedObjects else {
      // Everything after the first member slot belongs to the members.
      nodes.removeSubrange(members.lowerBound...)
      if !memberTexts.isEmpty {
        memberTexts = memberTexts.filter { $0.key < members.lowerBound }
      }
      tracker = ordering.tracker
      var node = nodes[ordering.slot]
      node.children = 0..<0
      let sorted = DumpOrdering.sorted(ordering.members, by: { $0.value })
      orderingByValues += 1
      tasks.append(.endOrderingByValues)
      addChildren(sorted, rawCount: nil, to: &node, remaining: ordering.remaining)
      nodes[ordering.slot] = node
      return
    }
    guard members.count > 1 else { return }
    let (order, texts) = memberOrder(members, ordering: ordering)
    // In place, by cycles of swaps of the nodes' memory: copying a node would retain all its
    // strings, and so would swapping elements of the array itself.
    var isPlaced = [Bool](repeating: false, count: order.count)
    nodes.withUnsafeMutableBufferPointer { nodes in
      let members = UnsafeMutableBufferPointer(rebasing: nodes[members])
      for start in order.indices where !isPlaced[start] {
        var position = start
        while order[position] != start {
          members.swapAt(position, order[position])
          isPlaced[position] = true
          position = order[position]
        }
        isPlaced[position] = true
      }
    }
    if let texts {
      memberTexts[members.lowerBound] = texts
    }
  }

  /// The dump order of a set's members, from their nodes.
  ///
  /// A function of its own: the tree it reads shares the node array, which must be released
  /// before the array is changed again, or the change would copy it whole.
  ///
  /// - Returns: The order (the member at each position, by its offset in reflection order),
  ///   and the shallow texts of the members that print as them, in that order; `nil` in diffs,
  ///   which render members one by one and rarely a whole set.
  private func memberOrder(
    _ members: Range<Int>, ordering: MemberOrdering
  ) -> (order: [Int], texts: SetMemberTexts?) {
    let renderer = DumpRenderer(tree: DumpTree(nodes: nodes))
    // Without a depth limit, the members' nodes hold their full dumps too.
    let isComplete = ordering.remaining > Int.max / 2
    func fullText(_ offset: Int) -> String {
      isComplete
        ? renderer.text(of: members.lowerBound + offset, qualifiesEnumCase: true)
        : DumpTree.text(of: ordering.members[offset].value, maxDepth: .max)
    }
    // Flat containers all print as their shallow texts.
    if let (bytes, ends) = renderer.flatContainerTexts(of: members) {
      let order = DumpOrdering.order(ofShallowUTF8: bytes, ends: ends, fullText: fullText)
      guard !computesIdentities else { return (order, nil) }
      let ranges = order.map { Optional(DumpOrdering.range(of: $0, ends: ends)) }
      return (order, SetMemberTexts(utf8: bytes, ranges: ranges))
    }
    if let (bytes, ends) = renderer.utf8Texts(of: members, qualifiesEnumCase: true, maxDepth: 1) {
      let order = DumpOrdering.order(ofShallowUTF8: bytes, ends: ends, fullText: fullText)
      guard !computesIdentities else { return (order, nil) }
      let ranges = order.map { offset -> Range<Int>? in
        guard Self.printsAsShallowText(members.lowerBound + offset, in: nodes) else { return nil }
        return DumpOrdering.range(of: offset, ends: ends)
      }
      return (order, SetMemberTexts(utf8: bytes, ranges: ranges))
    }
    // Past the output limit: sorted all the same, and printed as the renderer cuts them.
    let texts = members.map { renderer.text(of: $0, qualifiesEnumCase: true, maxDepth: 1) }
    return (DumpOrdering.order(ofShallowTexts: texts, fullText: fullText), nil)
  }

  /// Whether a set member prints in its set as its shallow text reads: nothing of it is
  /// collapsed one level down (no child has children, no child is a multi-line string), and
  /// it is no enum case, which sorts as `Type.case` but prints as `.case`. Dictionaries, whose
  /// keys print to their own depth, are left to the renderer.
  private static func printsAsShallowText(_ member: Int, in nodes: [DumpNode]) -> Bool {
    switch nodes[member].kind {
    case .enumeration where !nodes[member].isUnwrapped, .dictionary, .reference:
      return false
    default:
      break
    }
    guard nodes[member].objectNumber == 0 else { return false }
    for child in nodes[member].children {
      guard nodes[child].children.isEmpty else { return false }
      if nodes[child].kind == .string, StringLiteral.isMultiLine(nodes[child].text) {
        return false
      }
    }
    return true
  }

  /// Allocates value slots, then key slots after them, and queues key before value.
  private mutating func addPairs(
    _ pairs: [(key: Any, value: Any)], to node: inout DumpNode, remaining: Int
  ) {
    guard !pairs.isEmpty else { return }
    if remaining <= 0 {
      node.isCollapsed = true
      return
    }
    let start = nodes.count
    let keyStart = start + pairs.count
    for offset in pairs.indices {
      nodes.append(DumpNode(label: .key(keyStart + offset)))
    }
    for _ in pairs {
      nodes.append(DumpNode(label: .none))
    }
    node.children = start..<keyStart
    for (offset, pair) in pairs.enumerated().reversed() {
      tasks.append(.reflect(pair.value, slot: start + offset, remaining: remaining - 1))
      tasks.append(.reflect(pair.key, slot: keyStart + offset, remaining: remaining - 1))
    }
  }

  private static func keyAndValue(_ child: Mirror.Child) -> (key: Any, value: Any) {
    if let pair = child.value as? (key: AnyHashable, value: Any) {
      return (pair.key.base, pair.value)
    }
    let pairMirror = Mirror(reflecting: child.value)
    if pairMirror.children.count == 2,
      let key = pairMirror.children.first,
      let value = pairMirror.children.dropFirst().first
    {
      return (key.value, value.value)
    }
    return (child.label ?? "", child.value)
  }

  // MARK: Helpers

  /// Whether a node so labelled may be matched with its counterpart by its `id`: collection
  /// and set elements are; fields and dictionary values are matched by name and key.
  private static func mayBeAlignedByIdentity(_ label: DumpLabel) -> Bool {
    switch label {
    case .none, .index: true
    case .field, .key: false
    }
  }

  // Static: an instance method passed as a closure would capture a copy of the reflector, and
  // with it the node array, which every later append would then copy whole (quadratic in
  // debug builds, where the optimizer does not remove the copy).
  private static func fieldLabel(_ label: String?) -> DumpLabel {
    label.map(DumpLabel.field) ?? .none
  }

  /// Tuple and payload positions (`.0`, `.1`) print without a label.
  private static func payloadLabel(_ label: String?) -> DumpLabel {
    guard let label, label.first != "." else { return .none }
    return .field(label)
  }

  private mutating func traits(of value: Any) -> TypeTraits {
    let type = type(of: value)
    let id = ObjectIdentifier(type)
    if let known = knownTraits[id] { return known }
    let found = TypeTraits.of(type, sample: value)
    knownTraits[id] = found
    return found
  }

  private mutating func identity(of value: Any, traits: TypeTraits) -> String? {
    // Optionals of identifiable values are identified by their wrapped value's id.
    guard
      let id = traits.identifiableType?.dumpID(of: value)
        ?? (value as? any Identifiable).map({ $0.id as Any })
    else { return nil }
    return oneLineText(of: id) ?? DumpTree.text(of: id, computesIdentities: false)
  }

  /// The dump of a value that prints on one line as a scalar or custom description, or `nil`.
  ///
  /// Ids are nearly always numbers, strings or UUIDs; reading their text directly spares a
  /// nested dump per element when diffing collections of `Identifiable` values.
  private mutating func oneLineText(of value: Any) -> String? {
    let traits = traits(of: value)
    if let text = traits.convertibleType?.customDumpDescription(of: value) {
      return text.containsLineFeed ? nil : text
    }
    guard let scalar = traits.scalar else { return nil }
    var node = DumpNode(label: .none)
    Self.setScalar(&node, value: value, scalar: scalar, remaining: .max)
    if node.kind == .string {
      return StringLiteral.isMultiLine(node.text) ? nil : StringLiteral.singleLine(node.text)
    }
    return node.text.containsLineFeed ? nil : node.text
  }

  /// Children and keys always come after their parent, so one backward pass hashes bottom-up.
  private mutating func computeStructuralHashes() {
    for index in nodes.indices.reversed() {
      var hasher = Hasher()
      // Fields are read in place: copying each node would cost more than hashing it.
      hasher.combine(Self.shape(of: nodes[index]))
      hasher.combine(nodes[index].text)
      hasher.combine(nodes[index].typeName)
      for child in nodes[index].children {
        switch nodes[child].label {
        case .none: hasher.combine(0)
        case .field(let name): hasher.combine(name)
        case .index(let position): hasher.combine(position)
        case .key(let key): hasher.combine(nodes[key].structuralHash)
        }
        hasher.combine(nodes[child].structuralHash)
      }
      nodes[index].structuralHash = hasher.finalize()
    }
  }

  /// A node's kind, collapse and object number in one word, hashed at once.
  private static func shape(of node: DumpNode) -> Int {
    let kind: Int
    switch node.kind {
    case .scalar: kind = 0
    case .string: kind = 1
    case .customDescription: kind = 2
    case .metatype: kind = 3
    case .structure: kind = 4
    case .object: kind = 5
    case .enumeration(let hasPayload): kind = hasPayload ? 6 : 7
    case .tuple: kind = 8
    case .collection: kind = 9
    case .dictionary: kind = 10
    case .set: kind = 11
    case .none: kind = 12
    case .reference(let isCycle): kind = isCycle ? 13 : 14
    }
    return kind | (node.isCollapsed ? 16 : 0) | node.objectNumber << 5
  }
}

extension Mirror.DisplayStyle {
  fileprivate var isCollection: Bool {
    self == .collection || self == .set || self == .dictionary
  }
}
