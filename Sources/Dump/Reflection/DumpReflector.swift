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
    if computesIdentities {
      computeStructuralHashes()
    }
    return nodes
  }

  // MARK: One node

  private mutating func reflect(_ original: Any, into slot: Int, remaining: Int) {
    var node = nodes[slot]
    defer { nodes[slot] = node }
    var value = original
    var sawOptional = false
    var sawRepresentable = false
    for step in 0..<Self.maxUnwrapping {
      let traits = traits(of: value)
      node.typeName = traits.name
      if step == 0, computesIdentities, traits.isIdentifiable || traits.isOptional {
        node.identity = identity(of: original)
      }

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
        node.isLeaf =
          !node.text.utf8.contains(UInt8(ascii: "\n")) && !(sawOptional && sawRepresentable)
        return
      }
      if traits.isDiffObject, let object = value as? any _CustomDiffObject {
        guard let shown = reflectDiffObject(object, into: &node, remaining: remaining)
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
        setScalar(&node, value: value, scalar: scalar, remaining: remaining)
        node.isLeaf = !sawOptional
        return
      }

      if traits.isArray, let array = value as? any ArrayProtocol {
        reflectArray(array.elementsForDump, sawOptional: sawOptional, into: &node, remaining: remaining)
        return
      }

      let mirror =
        traits.isReflectable ? Mirror(customDumpReflecting: value) : Mirror(reflecting: value)
      let children = mirror.children
      node.typeName = name(of: mirror.subjectType)
      node.isLeaf = children.isEmpty && !sawOptional && node.objectID == nil

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
        reflectObject(value, mirror: mirror, traits: traits, into: &node, remaining: remaining)
      case .struct?:
        node.kind = .structure
        let fields = children.map { (label: fieldLabel($0.label), value: $0.value) }
        addChildren(
          fields, rawCount: fields.count, filtersMacroFields: !traits.isReflectable,
          to: &node, remaining: remaining)
      case .tuple?:
        node.kind = .tuple
        let elements = children.map { (label: payloadLabel($0.label), value: $0.value) }
        addChildren(elements, rawCount: elements.count, to: &node, remaining: remaining)
      case .enum?:
        reflectEnumCase(value, mirror: mirror, into: &node, remaining: remaining)
      case .collection?:
        node.kind = .collection
        let elements = children.enumerated().map {
          (label: DumpLabel.index($0.offset), value: $0.element.value)
        }
        addChildren(elements, rawCount: nil, to: &node, remaining: remaining)
      case .set?:
        node.kind = .set
        var elements = children.map { (label: DumpLabel.none, value: $0.value) }
        if remaining > 0, mirror.subjectType is any _UnorderedCollection.Type {
          elements = DumpOrdering.sorted(elements, by: { $0.value })
        }
        addChildren(elements, rawCount: nil, to: &node, remaining: remaining)
      case .dictionary?:
        node.kind = .dictionary
        var pairs = children.map(Self.keyAndValue)
        if remaining > 0, mirror.subjectType is any _UnorderedCollection.Type {
          pairs = DumpOrdering.sorted(pairs, by: { $0.key })
        }
        addPairs(pairs, to: &node, remaining: remaining)
      default:
        if let string = value as? any StringProtocol {
          setScalar(&node, value: String(string), scalar: .string, remaining: remaining)
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

  private func setScalar(
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
      node.text = String(describing: value)
    }
  }

  // MARK: Kinds with children

  private mutating func reflectObject(
    _ value: Any,
    mirror: Mirror,
    traits: TypeTraits,
    into node: inout DumpNode,
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

  /// An array, listed like its mirror would list it: a collection of `[0]`, `[1]`, ….
  private mutating func reflectArray(
    _ elements: [Any], sawOptional: Bool, into node: inout DumpNode, remaining: Int
  ) {
    node.kind = .collection
    node.isLeaf = elements.isEmpty && !sawOptional && node.objectID == nil
    guard !elements.isEmpty else { return }
    guard remaining > 0 else {
      node.isCollapsed = true
      return
    }
    let children = elements.enumerated().map {
      (label: DumpLabel.index($0.offset), value: $0.element)
    }
    addChildren(children, rawCount: nil, to: &node, remaining: remaining)
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
    _ object: any _CustomDiffObject, into node: inout DumpNode, remaining: Int
  ) -> Any? {
    let (before, shown) = object._customDiffValues
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
      if computesIdentities {
        // Queued first so it is reflected last, after the current value.
        let baseline = nodes.count
        nodes.append(DumpNode(label: .none))
        node.customDiffBaseline = baseline
        tasks.append(.reflect(before, slot: baseline, remaining: remaining))
      }
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
    let isMacroField = { (child: Child) -> Bool in
      if case .field(let name) = child.label { return name.hasPrefix("_$") }
      return false
    }
    if filtersMacroFields, children.contains(where: isMacroField) {
      children.removeAll(where: isMacroField)
    }
    node.prefersInline = rawCount == 1
    guard !children.isEmpty else { return }
    if remaining <= 0 {
      node.isCollapsed = true
      guard node.prefersInline else { return }
    }
    let start = nodes.count
    var queued: [Int] = []
    for (offset, child) in children.enumerated() {
      if let scalar = scalarNode(child.value, label: child.label, remaining: remaining - 1) {
        nodes.append(scalar)
      } else {
        nodes.append(DumpNode(label: child.label))
        queued.append(offset)
      }
    }
    node.children = start..<nodes.count
    for offset in queued.reversed() {
      tasks.append(.reflect(children[offset].value, slot: start + offset, remaining: remaining - 1))
    }
  }

  /// The finished node for a plain scalar (or optional scalar) child, or `nil` for anything
  /// that needs the full walk.
  ///
  /// Most fields of data-heavy values are numbers, strings and booleans; finishing them here
  /// spares each a trip through the work stack.
  private mutating func scalarNode(_ value: Any, label: DumpLabel, remaining: Int) -> DumpNode? {
    var traits = traits(of: value)
    var value = value
    var node = DumpNode(label: label)
    if traits.isOptional {
      guard let optional = value as? any OptionalProtocol else { return nil }
      guard let wrapped = optional.wrappedValue else {
        node.typeName = traits.name
        node.kind = .none
        node.text = "nil"
        return node
      }
      value = wrapped
      traits = self.traits(of: wrapped)
      guard traits.scalar != nil else { return nil }
      node.isUnwrapped = true
      node.isLeaf = false
    }
    guard let scalar = traits.scalar else { return nil }
    node.typeName = traits.name
    setScalar(&node, value: value, scalar: scalar, remaining: remaining)
    return node
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

extension Mirror.DisplayStyle {
  fileprivate var isCollection: Bool {
    self == .collection || self == .set || self == .dictionary
  }
}
