extension DumpReflector {
  /// A value with children: an array, opened without a mirror, or anything else by its
  /// mirror's display style. Ends every node that no earlier step finished.
  mutating func reflectChildren(
    _ value: Any, traits: TypeTraits, into node: inout DumpNode, slot: Int,
    wrapping: inout Wrapping, remaining: Int
  ) -> StepOutcome {
    if let array = traits.arrayType?.open(value) {
      reflectArray(array, sawOptional: wrapping.sawOptional, into: &node, remaining: remaining)
      return .finished
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
    node.isLeaf = children.count == 0 && !wrapping.sawOptional && node.objectID == nil

    switch mirror.displayStyle {
    case .optional?:
      guard let child = children.first else {
        node.kind = .none
        node.text = "nil"
        return .finished
      }
      wrapping.sawOptional = true
      node.isUnwrapped = true
      return .shows(child.value)
    case let style? where remaining <= 0 && !children.isEmpty && style.isCollection:
      // Collections never print inline, so a collapsed one needs no elements.
      node.kind = style == .set ? .set : style == .dictionary ? .dictionary : .collection
      node.isCollapsed = true
    case .class?:
      reflectObject(
        value, mirror: mirror, traits: traits, tracksIdentity: !wrapping.showsItsDiffObject,
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
      let elements =
        (value as? any SetProtocol)?.boxedMembers.map { (label: DumpLabel.none, value: $0) }
        ?? children.map { (label: DumpLabel.none, value: $0.value) }
      addMembers(elements, of: slot, to: &node, remaining: remaining)
    case .dictionary?:
      node.kind = .dictionary
      node.isUnordered = mirror.subjectType is any _UnorderedCollection.Type
      var pairs = children.map(Self.keyAndValue)
      if remaining > 0, node.isUnordered {
        pairs = DumpOrdering.sorted(pairs, by: { $0.key })
      }
      if redactor != nil, remaining > 0, node.isUnordered {
        pairs = redactedOrder(pairs, by: { $0.key }, tiedBy: { $0.value })
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
    return .finished
  }

  mutating func reflectObject(
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
  mutating func reflectArray(
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
    redactor?.beginChildren(of: node)
    let start = nodes.count
    var offset = 0
    array.forEachElement { element in
      appendChild(element, label: .index(offset), remaining: remaining - 1)
      offset += 1
    }
    node.children = start..<nodes.count
    queuePendingChildren(remaining: remaining - 1)
  }

  mutating func reflectEnumCase(
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

  /// Allocates child slots and queues them in print order.
  ///
  /// `rawCount` is the number of children before filtering, for the one-child inline rule;
  /// `nil` for collections, which never print inline.
  mutating func addChildren(
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
    redactor?.beginChildren(of: node)
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
  mutating func addFields(
    _ children: Mirror.Children,
    labelledBy label: (String?) -> DumpLabel,
    filtersMacroFields: Bool,
    to node: inout DumpNode,
    remaining: Int
  ) {
    redactor?.beginChildren(of: node)
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
  static func isMacroField(_ name: String) -> Bool {
    var bytes = name.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "_") && bytes.next() == UInt8(ascii: "$")
  }

  /// Appends a child node: finished when it is a scalar, else a slot reflected later.
  mutating func appendChild(_ value: Any, label: DumpLabel, remaining: Int) {
    if redactor != nil { return appendRedactedChild(value, label: label) }
    let slot = nodes.count
    nodes.append(DumpNode(label: label))
    if !finishScalar(value, in: slot, remaining: remaining) {
      pending.append((slot: slot, value: value))
    }
  }

  /// Queues the slots ``appendChild(_:label:remaining:)`` left unfinished, first child on top.
  mutating func queuePendingChildren(remaining: Int) {
    // Moved, last child first, rather than copied and then freed.
    while let (slot, value) = pending.popLast() {
      tasks.append(.reflect(value, slot: slot, remaining: remaining))
    }
  }

  /// Allocates value slots, then key slots after them, and queues key before value.
  mutating func addPairs(
    _ pairs: [(key: Any, value: Any)], to node: inout DumpNode, remaining: Int
  ) {
    var pairs = pairs
    var pathStates: [[UInt64]?] = []
    if redactor != nil, remaining > 0 {
      (pairs, pathStates) = redactedPairs(pairs, of: node)
    }
    guard !pairs.isEmpty else { return }
    if remaining <= 0 {
      node.isCollapsed = true
      return
    }
    let start = nodes.count
    let keyStart = start + pairs.count
    for offset in pairs.indices {
      nodes.append(DumpNode(label: .key(keyStart + offset)))
      if !pathStates.isEmpty, let state = pathStates[offset] {
        nodes[start + offset].pathState = state
      }
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

  static func keyAndValue(_ child: Mirror.Child) -> (key: Any, value: Any) {
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

  // Static: an instance method passed as a closure would capture a copy of the reflector, and
  // with it the node array, which every later append would then copy whole (quadratic in
  // debug builds, where the optimizer does not remove the copy).
  static func fieldLabel(_ label: String?) -> DumpLabel {
    label.map(DumpLabel.field) ?? .none
  }

  /// Tuple and payload positions (`.0`, `.1`) print without a label.
  static func payloadLabel(_ label: String?) -> DumpLabel {
    guard let label, label.first != "." else { return .none }
    return .field(label)
  }
}

extension Mirror.DisplayStyle {
  fileprivate var isCollection: Bool {
    self == .collection || self == .set || self == .dictionary
  }
}
