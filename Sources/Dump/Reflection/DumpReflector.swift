/// Walks a value with mirrors and records it as flat ``DumpNode``s, without recursion.
///
/// Work is kept on an explicit stack in print order (pre-order), so object marks (`#1`) and
/// repeats are numbered exactly as they will be read, and a 10,000-deep value needs no more
/// call stack than a flat one.
struct DumpReflector {
  enum Task {
    case reflect(Any, slot: Int, remaining: Int)
    case orderMembers(MemberOrdering)
    case endOrderingByValues
    case leave(ObjectIdentifier)
    case beginEarlierValue
    case endEarlierValue
  }

  typealias Child = (label: DumpLabel, value: Any)

  /// A set whose members were reflected in iteration order, to be put in dump order once
  /// their nodes are built: sorting needs each member's shallow dump, which its nodes give
  /// without reflecting it again.
  struct MemberOrdering {
    var slot: Int
    var members: [Child]
    var remaining: Int
    /// What was known before the members were reflected, to start again from if they hold
    /// objects: those are numbered in print order, which sorting would change.
    var tracker: ObjectTracker
    var visitedObjects: Int
  }

  // Guards against a CustomDumpRepresentable that returns itself.
  static let maxUnwrapping = 64

  var nodes: [DumpNode] = []
  var tasks: [Task] = []
  // Children waiting for a slot's reflection, kept to reuse its storage.
  var pending: [(slot: Int, value: Any)] = []
  var tracker = ObjectTracker()
  // Object visits so far: a set whose members visited none can be ordered after reflecting.
  var visitedObjects = 0
  // Sets being reflected again in dump order because their members hold objects: sets
  // inside them are ordered the same way, so that no value is reflected more than twice.
  var orderingByValues = 0
  /// The texts sets' members were sorted by, by the set's first member (which stays where it
  /// is when the set itself is sorted among others), for the members that print as them: the
  /// renderer writes them instead of rendering those members again.
  var memberTexts: [Int: SetMemberTexts] = [:]
  // Earlier values of the custom diff objects just reflected, queued once their node is done.
  var earlierValues: [(value: Any, slot: Int, remaining: Int)] = []
  // The traits of the types this reflection met: found here without the process-wide lock.
  var knownTraits: [ObjectIdentifier: TypeTraits] = [:]
  var caseNames = EnumCaseNames()
  /// The redactions to apply, if any (``DumpRedaction``).
  var redactor: DumpRedactor? = nil
  let computesIdentities: Bool
  let computesHashes: Bool

  let identifiesRootElements: Bool

  init(computesIdentities: Bool, computesHashes: Bool, identifiesRootElements: Bool = true) {
    self.computesIdentities = computesIdentities
    self.computesHashes = computesHashes
    self.identifiesRootElements = identifiesRootElements
  }

  /// Reflects `value` down to `maxDepth` levels; returns the nodes, root first.
  mutating func reflect(_ value: Any, maxDepth: Int) -> [DumpNode] {
    nodes.append(DumpNode(label: .none))
    if let redactor { nodes[0].pathState = redactor.rootState }
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
    if redactor != nil {
      orderRedactedMembers()
    }
    if redactor?.madePlaceholders == true {
      numberPlaceholders()
    }
    if computesHashes {
      computeStructuralHashes()
    }
    return nodes
  }

  /// Queues the earlier values of the custom diff objects just reflected, to be reflected
  /// before the current values' children: the tracker then knows what a dump of each earlier
  /// value would know at its place.
  mutating func queueEarlierValues() {
    for earlier in earlierValues.reversed() {
      tasks.append(.endEarlierValue)
      tasks.append(.reflect(earlier.value, slot: earlier.slot, remaining: earlier.remaining))
      tasks.append(.beginEarlierValue)
    }
    earlierValues.removeAll(keepingCapacity: true)
  }

  // MARK: One node

  /// What one step of reflecting a node did with its value.
  enum StepOutcome {
    /// The node is complete (its children, if any, are queued).
    case finished
    /// The value shows another value, to reflect in its place.
    case shows(Any)
    /// The step does not apply to this value.
    case passed
  }

  /// How a node's value was reached, which decides how some leaves print.
  struct Wrapping {
    var sawOptional = false
    var sawRepresentable = false
    /// A custom diff object gave itself as its value: it shows by its fields, unmarked.
    var showsItsDiffObject = false
  }

  /// Reflects one value into the node at `slot`, step by step: what unwraps to another value
  /// (Unwrapping), what prints as a leaf (Leaves), and what has children (Children).
  mutating func reflect(_ original: Any, into slot: Int, remaining: Int) {
    var node = nodes[slot]
    defer { nodes[slot] = node }
    var value = original
    var wrapping = Wrapping()
    for step in 0..<Self.maxUnwrapping {
      let traits = traits(of: value)
      node.typeName = traits.name
      if step == 0, computesIdentities, traits.isIdentifiable || traits.isOptional,
        Self.mayBeAlignedByIdentity(node.label),
        identifiesRootElements || !nodes[0].children.contains(slot)
      {
        node.identity = identity(of: original, traits: traits)
      }
      if redactor != nil, !traits.isOptional,
        redacts(value, traits: traits, into: &node, wrapping: wrapping)
      {
        return
      }
      // The order is the customization protocols' precedence.
      var outcome = unwrapOptional(value, traits: traits, into: &node, wrapping: &wrapping)
      if case .passed = outcome {
        if Self.reflectDescribedLeaf(value, traits: traits, into: &node, wrapping: wrapping) {
          return
        }
        outcome = unwrapCustomized(
          value, traits: traits, into: &node, wrapping: &wrapping, remaining: remaining)
      }
      if case .passed = outcome {
        if reflectValueLeaf(
          value, traits: traits, into: &node, wrapping: wrapping, remaining: remaining)
        {
          return
        }
        outcome = reflectChildren(
          value, traits: traits, into: &node, slot: slot, wrapping: &wrapping,
          remaining: remaining)
      }
      switch outcome {
      case .shows(let shown): value = shown
      case .finished, .passed: return
      }
    }
    node.kind = .scalar
    node.text = String(describing: value)
  }

  /// Whether a node so labelled may be matched with its counterpart by its `id`: collection
  /// and set elements are; fields and dictionary values are matched by name and key.
  static func mayBeAlignedByIdentity(_ label: DumpLabel) -> Bool {
    switch label {
    case .none, .index: true
    case .field, .key: false
    }
  }

  mutating func traits(of value: Any) -> TypeTraits {
    let type = type(of: value)
    let id = ObjectIdentifier(type)
    if let known = knownTraits[id] { return known }
    let found = TypeTraits.of(type, sample: value)
    knownTraits[id] = found
    return found
  }
}
