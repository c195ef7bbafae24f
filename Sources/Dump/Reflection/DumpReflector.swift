/// Walks a value with mirrors and records it as flat ``DumpNode``s, without recursion.
///
/// Work is kept on an explicit stack in print order (pre-order), so object marks (`#1`) and
/// repeats are numbered exactly as they will be read, and a 10,000-deep value needs no more
/// call stack than a flat one.
struct DumpReflector {
  private enum Task {
    case reflect(Any, slot: Int, remaining: Int)
    case leave(ObjectIdentifier)
  }

  private typealias Child = (label: DumpLabel, value: Any)

  // Guards against a CustomDumpRepresentable that returns itself.
  private static let maxUnwrapping = 64

  private(set) var nodes: [DumpNode] = []
  private var tasks: [Task] = []
  private var tracker = ObjectTracker()
  private var traits: [ObjectIdentifier: TypeTraits] = [:]
  private var names: [ObjectIdentifier: String] = [:]
  private let computesIdentities: Bool

  init(computesIdentities: Bool) {
    self.computesIdentities = computesIdentities
  }

  /// Reflects `value` down to `maxDepth` levels; returns the nodes, root first.
  mutating func reflect(_ value: Any, maxDepth: Int) -> [DumpNode] {
    nodes.append(DumpNode(label: .none))
    tasks.append(.reflect(value, slot: 0, remaining: maxDepth))
    while let task = tasks.popLast() {
      switch task {
      case .reflect(let value, let slot, let remaining):
        reflect(value, into: slot, remaining: remaining)
      case .leave(let object):
        tracker.leave(object)
      }
    }
    computeStructuralHashes()
    return nodes
  }

  // MARK: One node

  private mutating func reflect(_ original: Any, into slot: Int, remaining: Int) {
    var node = nodes[slot]
    defer { nodes[slot] = node }
    var value = original
    var sawOptional = false
    var sawRepresentable = false
    let originalTraits = traits(of: original)
    if computesIdentities, originalTraits.isIdentifiable || originalTraits.isOptional {
      node.identity = identity(of: original)
    }

    for _ in 0..<Self.maxUnwrapping {
      let traits = traits(of: value)
      node.typeName = traits.name

      if traits.isOptional {
        guard let wrapped = (value as? any OptionalProtocol)?.wrappedValue else {
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
        node.typeName = name(of: type)
        node.text = "\(node.typeName).self"
        node.isLeaf = !sawOptional
        return
      }
      if traits.isConvertible, let convertible = value as? any CustomDumpStringConvertible {
        node.kind = .customDescription
        node.text = convertible.customDumpDescription
        node.isLeaf = !node.text.contains("\n") && !(sawOptional && sawRepresentable)
        return
      }
      if traits.isDiffObject, let object = value as? any _CustomDiffObject {
        guard let shown = reflectDiffObject(object, into: &node, remaining: remaining, slot: slot)
        else { return }
        value = shown
        continue
      }
      if traits.isRepresentable, let representable = value as? any CustomDumpRepresentable {
        value = representable.customDumpValue
        sawRepresentable = true
        node.isUnwrapped = true
        continue
      }
      if let scalar = traits.scalar {
        setScalar(&node, value: value, isString: scalar == .string, remaining: remaining)
        node.isLeaf = !sawOptional
        return
      }

      let mirror =
        traits.isReflectable ? Mirror(customDumpReflecting: value) : Mirror(reflecting: value)
      node.typeName = name(of: mirror.subjectType)
      node.isLeaf = mirror.children.isEmpty && !sawOptional && !(node.objectID != nil)

      switch mirror.displayStyle {
      case .optional?:
        guard let child = mirror.children.first else {
          node.kind = .none
          node.text = "nil"
          return
        }
        value = child.value
        node.isUnwrapped = true
        continue
      case .class?:
        reflectObject(
          value, mirror: mirror, traits: traits, into: &node, slot: slot, remaining: remaining)
      case .struct?:
        node.kind = .structure
        let children = mirror.children.map { (label: fieldLabel($0.label), value: $0.value) }
        addChildren(
          children, rawCount: children.count, filtersMacroFields: !traits.isReflectable,
          to: &node, remaining: remaining)
      case .tuple?:
        node.kind = .tuple
        let children = mirror.children.map { (label: payloadLabel($0.label), value: $0.value) }
        addChildren(children, rawCount: children.count, to: &node, remaining: remaining)
      case .enum?:
        reflectEnumCase(value, mirror: mirror, into: &node, remaining: remaining)
      case .collection?:
        node.kind = .collection
        let children = mirror.children.enumerated().map {
          (label: DumpLabel.index($0.offset), value: $0.element.value)
        }
        addChildren(children, rawCount: nil, to: &node, remaining: remaining)
      case .set?:
        node.kind = .set
        var children = mirror.children.map { (label: DumpLabel.none, value: $0.value) }
        if remaining > 0, mirror.subjectType is any _UnorderedCollection.Type {
          children = DumpOrdering.sorted(children, by: { $0.value })
        }
        addChildren(children, rawCount: nil, to: &node, remaining: remaining)
      case .dictionary?:
        node.kind = .dictionary
        var pairs = mirror.children.map(Self.keyAndValue)
        if remaining > 0, mirror.subjectType is any _UnorderedCollection.Type {
          pairs = DumpOrdering.sorted(pairs, by: { $0.key })
        }
        addPairs(pairs, to: &node, remaining: remaining)
      default:
        if let string = value as? any StringProtocol {
          setScalar(&node, value: String(string), isString: true, remaining: remaining)
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

  private func setScalar(_ node: inout DumpNode, value: Any, isString: Bool, remaining: Int) {
    if isString {
      node.kind = .string
      node.text = (value as? String) ?? (value as? Substring).map(String.init) ?? "\(value)"
      node.isCollapsed = remaining <= 0 && StringLiteral.isMultiLine(node.text)
    } else {
      node.kind = .scalar
      node.text = String(describing: value)
    }
  }

  // MARK: Kinds with children

  private mutating func reflectObject(
    _ value: Any,
    mirror: Mirror,
    traits: TypeTraits,
    into node: inout DumpNode,
    slot: Int,
    remaining: Int
  ) {
    node.kind = .object
    if traits.isClass {
      let object = ObjectIdentifier(value as AnyObject)
      node.objectID = object
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
      mirror.children.map { (label: fieldLabel($0.label), value: $0.value) }
    }
    addChildren(
      children, rawCount: children.count, filtersMacroFields: !traits.isReflectable,
      to: &node, remaining: remaining)
  }

  private mutating func reflectEnumCase(
    _ value: Any, mirror: Mirror, into node: inout DumpNode, remaining: Int
  ) {
    guard let payload = mirror.children.first else {
      node.kind = .enumeration(hasPayload: false)
      node.text = String(describing: value)
      return
    }
    node.kind = .enumeration(hasPayload: true)
    node.text = payload.label ?? "@unknown"
    let payloadMirror = Mirror(customDumpReflecting: payload.value)
    let children: [Child] =
      payloadMirror.displayStyle == .tuple
      ? payloadMirror.children.map { (label: payloadLabel($0.label), value: $0.value) }
      : [(label: .none, value: payload.value)]
    addChildren(children, rawCount: children.count, to: &node, remaining: remaining)
  }

  /// Returns the value to show in place of the object, or `nil` when the node is complete.
  private mutating func reflectDiffObject(
    _ object: any _CustomDiffObject, into node: inout DumpNode, remaining: Int, slot: Int
  ) -> Any? {
    let shown = object._customDiffValues.1
    let shownMirror = Mirror(customDumpReflecting: shown)
    let customType = object._customDiffType
    node.typeName = name(of: customType ?? shownMirror.subjectType)
    node.objectID = object._objectIdentifier
    node.isUnwrapped = true
    node.isLeaf = false
    switch tracker.visit(object._objectIdentifier, typeName: node.typeName) {
    case .repeated(let number, let isCycle):
      node.kind = .reference(isCycle: isCycle)
      node.objectNumber = number
      return nil
    case .first(let number):
      node.objectNumber = number
      tasks.append(.leave(object._objectIdentifier))
    }
    guard customType != nil else { return shown }
    node.kind = .object
    let children = shownMirror.children.map { (label: fieldLabel($0.label), value: $0.value) }
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
    if filtersMacroFields {
      children.removeAll { child in
        if case .field(let name) = child.label { return name.hasPrefix("_$") }
        return false
      }
    }
    node.prefersInline = rawCount == 1
    guard !children.isEmpty else { return }
    if remaining <= 0 {
      node.isCollapsed = true
      guard node.prefersInline else { return }
    }
    let start = nodes.count
    for child in children {
      nodes.append(DumpNode(label: child.label))
    }
    node.children = start..<nodes.count
    for (offset, child) in children.enumerated().reversed() {
      tasks.append(.reflect(child.value, slot: start + offset, remaining: remaining - 1))
    }
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

  private func fieldLabel(_ label: String?) -> DumpLabel {
    label.map(DumpLabel.field) ?? .none
  }

  /// Tuple and payload positions (`.0`, `.1`) print without a label.
  private func payloadLabel(_ label: String?) -> DumpLabel {
    guard let label, label.first != "." else { return .none }
    return .field(label)
  }

  private mutating func traits(of value: Any) -> TypeTraits {
    let type = type(of: value)
    let id = ObjectIdentifier(type)
    if let known = traits[id] { return known }
    let computed = TypeTraits(of: type, sample: value)
    traits[id] = computed
    return computed
  }

  private mutating func name(of type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let known = names[id] { return known }
    let name = TypeNameFormatter.name(of: type)
    names[id] = name
    return name
  }

  private func identity(of value: Any) -> String? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return DumpTree.text(of: identifiable.id, computesIdentities: false)
  }

  /// Children and keys always come after their parent, so one backward pass hashes bottom-up.
  private mutating func computeStructuralHashes() {
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      var hasher = Hasher()
      hasher.combine(node.kind)
      hasher.combine(node.text)
      hasher.combine(node.typeName)
      hasher.combine(node.objectNumber)
      hasher.combine(node.isCollapsed)
      for child in node.children {
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
}
