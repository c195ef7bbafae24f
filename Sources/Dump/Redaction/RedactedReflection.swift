/// Where reflection applies redactions: every hook here is reached only when the reflector has
/// a ``DumpRedactor``, so a dump without redactions checks one optional and nothing else.
extension DumpReflector {
  /// Prints the node as a custom redaction's text or a placeholder when a redaction names it;
  /// returns whether it did. Called for every value a node shows but optionals.
  mutating func redacts(
    _ value: Any, traits: TypeTraits, into node: inout DumpNode, wrapping: Wrapping
  ) -> Bool {
    guard let redactor else { return false }
    let type = ObjectIdentifier(Swift.type(of: value))
    if let text = redactor.customText(of: value, type: type, state: node.pathState) {
      Self.setDescription(text, into: &node, wrapping: wrapping)
      return true
    }
    guard redactor.redacts(type) || redactor.placeholds(node.pathState) else { return false }
    node.kind = .customDescription
    node.text = DumpRedactor.placeholder(traits.name, number: nil)
    node.isLeaf = true
    node.children = 0..<0
    if redactor.numbers {
      node.placeholderKey = keyText(of: value)
      self.redactor?.madePlaceholders = true
    }
    return true
  }

  /// Appends a child whose path redactions may leave out or apply to: it is never finished as
  /// a plain scalar on the way, which would skip them.
  mutating func appendRedactedChild(_ value: Any, label: DumpLabel) {
    guard let redactor else { return }
    let state = redactor.state(ofChildLabelled: label)
    guard !redactor.omits(state) else { return }
    let slot = nodes.count
    var node = DumpNode(label: label)
    if state != nil { node.pathState = state }
    nodes.append(node)
    pending.append((slot: slot, value: value))
  }

  /// Leaves out the dictionary entries a path redaction omits, and notes the paths of the
  /// others' values, by their keys' one-line dumps.
  mutating func redactedPairs(_ pairs: [(key: Any, value: Any)], of parent: DumpNode)
    -> (pairs: [(key: Any, value: Any)], states: [[UInt64]?])
  {
    redactor?.beginChildren(of: parent)
    guard let redactor, parent.pathState != nil else {
      return (pairs, Array(repeating: nil, count: pairs.count))
    }
    var kept: [(key: Any, value: Any)] = []
    var states: [[UInt64]?] = []
    for pair in pairs {
      let keyText = keyText(of: pair.key)
      let state = redactor.state(ofValueKeyedBy: keyText)
      guard !redactor.omits(state) else { continue }
      kept.append(pair)
      states.append(state)
    }
    return (kept, states)
  }

  /// Elements of a set or dictionary in dump order under redaction: by their dumps with
  /// placeholders unnumbered, so that hidden values do not decide the order (and the numbers).
  ///
  /// Elements that tie are ordered by their full dumps; dictionary entries by their values'
  /// too, since keys that differ only in what is hidden all read alike.
  func redactedOrder<Element>(
    _ elements: [Element], by value: (Element) -> Any, tiedBy entryValue: ((Element) -> Any)? = nil
  ) -> [Element] {
    guard let redactor, elements.count > 1 else { return elements }
    let ordering = redactor.forOrdering
    let texts = elements.map { DumpTree.text(of: value($0), maxDepth: 1, redactor: ordering) }
    let order = DumpOrdering.order(ofShallowTexts: texts) {
      let element = elements[$0]
      let text = DumpTree.text(of: value(element), redactor: ordering)
      guard let entryValue else { return text }
      return text + "\n" + DumpTree.text(of: entryValue(element), redactor: ordering)
    }
    return order.map { elements[$0] }
  }

  /// Numbers the placeholders in print order, per type: the same hidden value gets the same
  /// number, wherever it is.
  mutating func numberPlaceholders() {
    var numbering = redactor?.numbering ?? PlaceholderNumbering()
    defer { redactor?.numbering = numbering }
    var stack = [0]
    while let index = stack.popLast() {
      let node = nodes[index]
      if let key = node.placeholderKey {
        nodes[index].text = numbering.placeholder(typeName: node.typeName, key: key)
        continue
      }
      stack.append(contentsOf: node.printedChildren(in: nodes).reversed())
    }
  }

  /// Orders sets and dictionaries so that no hidden value decides where a member prints
  /// (``RedactedMemberOrder``), before the placeholders are numbered in that order.
  mutating func orderRedactedMembers() {
    guard let redactor, redactor.madePlaceholders || redactor.hasPathPatterns else { return }
    RedactedMemberOrder.apply(
      to: &nodes, continuing: redactor.numbering,
      sortsEveryContainer: redactor.hasPathPatterns)
  }
}

extension DumpTree {
  /// Reflects `value` with redactions applied (see ``DumpRedaction``).
  init(
    reflecting value: Any,
    maxDepth: Int = .max,
    computesIdentities: Bool,
    redactor: DumpRedactor
  ) {
    var reflector = DumpReflector(
      computesIdentities: computesIdentities, computesHashes: computesIdentities)
    reflector.redactor = redactor
    self.init(nodes: reflector.reflect(value, maxDepth: maxDepth))
  }

  /// The dump text of `value` with redactions applied.
  static func text(of value: Any, maxDepth: Int = .max, redactor: DumpRedactor) -> String {
    var numbering = PlaceholderNumbering()
    return text(of: value, maxDepth: maxDepth, redactor: redactor, numbering: &numbering)
  }

  /// The dump text of `value` with redactions applied, its placeholders numbered on from
  /// `numbering`, which comes back with their numbers.
  static func text(
    of value: Any, maxDepth: Int = .max, redactor: DumpRedactor,
    numbering: inout PlaceholderNumbering
  ) -> String {
    var reflector = DumpReflector(computesIdentities: false, computesHashes: false)
    reflector.redactor = redactor
    reflector.redactor?.numbering = numbering
    let tree = DumpTree(nodes: reflector.reflect(value, maxDepth: maxDepth))
    numbering = reflector.redactor?.numbering ?? numbering
    return DumpRenderer(tree: tree).text(of: tree.root, qualifiesEnumCase: true)
  }
}

extension DumpTree {
  /// Reflects `value` with `redactions` applied, or exactly as without when there are none.
  static func reflecting(
    _ value: Any, maxDepth: Int = .max, computesIdentities: Bool,
    redacting redactions: [DumpRedaction]
  ) -> DumpTree {
    guard !redactions.isEmpty else {
      return DumpTree(
        reflecting: value, maxDepth: maxDepth, computesIdentities: computesIdentities)
    }
    return DumpTree(
      reflecting: value, maxDepth: maxDepth, computesIdentities: computesIdentities,
      redactor: DumpRedactor(redactions))
  }
}
