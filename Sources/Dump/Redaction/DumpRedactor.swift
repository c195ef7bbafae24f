/// A list of ``DumpRedaction``s compiled for one reflection: type lookups by identifier, and
/// path patterns matched step by step as the walk goes down.
struct DumpRedactor {
  private struct Custom {
    /// The pattern the value must be at, by its index in ``patterns``; `nil` for anywhere,
    /// `-1` for a pattern that did not parse.
    var pattern: Int?
    var text: @Sendable (Any) -> String?
  }

  private var types: Set<ObjectIdentifier> = []
  private var customs: [ObjectIdentifier: [Custom]] = [:]
  private var patterns: [DumpPathPattern] = []
  /// By pattern: whether it leaves its values out (else it numbers them), or `nil` for a
  /// pattern that belongs to a custom redaction.
  private var omissions: [Bool?] = []
  /// Whether placeholders get their numbers once the tree is built (texts that only order
  /// elements keep them unnumbered, `UUID(<>)`, so that hidden values do not decide the order).
  private(set) var numbers: Bool
  /// Whether placeholders were made, so there is something to number.
  var madePlaceholders = false
  /// The numbers placeholders got, continued from the text this one is part of.
  var numbering = PlaceholderNumbering()

  /// The path state and the step the children of the node being reflected start from.
  private var parentState: [UInt64]? = nil
  private var parentCaseName: String? = nil
  private var parentIsSet = false

  init(_ redactions: [DumpRedaction]) {
    numbers = true
    for redaction in redactions {
      switch redaction.rule {
      case .type(let type):
        types.insert(type)
      case .path(let pattern, let omits):
        guard let pattern else { continue }
        patterns.append(pattern)
        omissions.append(omits)
      case .custom(let type, let pattern, let text):
        var index: Int? = nil
        if let pattern {
          if let pattern {
            index = patterns.count
            patterns.append(pattern)
            omissions.append(nil)
          } else {
            index = -1
          }
        }
        customs[type, default: []].append(Custom(pattern: index, text: text))
      case .scrub:
        continue
      }
    }
  }

  /// The same redactions for the texts that order set members and dictionary keys, which are
  /// dumped apart from the value: by type only, with unnumbered placeholders.
  var forOrdering: DumpRedactor {
    var ordering = self
    ordering.numbers = false
    ordering.patterns = []
    ordering.omissions = []
    ordering.customs = customs.compactMapValues { customs in
      let anywhere = customs.filter { $0.pattern == nil }
      return anywhere.isEmpty ? nil : anywhere
    }
    return ordering
  }

  // MARK: Paths

  /// Whether any value is redacted, left out or printed its own way by its path.
  var hasPathPatterns: Bool { !patterns.isEmpty }

  /// The state of the root, which every path starts from.
  var rootState: [UInt64]? {
    patterns.isEmpty ? nil : patterns.map(\.start)
  }

  /// Notes what the next children's paths start from: their parent's state and kind.
  mutating func beginChildren(of parent: DumpNode) {
    parentState = parent.pathState
    guard parentState != nil else { return }
    parentIsSet = parent.kind == .set
    if case .enumeration(hasPayload: true) = parent.kind {
      parentCaseName = parent.text
    } else {
      parentCaseName = nil
    }
  }

  /// The state of a child labelled `label` of the parent last begun, or `nil` when no pattern
  /// can match it or below it.
  func state(ofChildLabelled label: DumpLabel) -> [UInt64]? {
    guard var state = parentState else { return nil }
    if let parentCaseName {
      state = advance(state, by: .field(parentCaseName))
    }
    switch label {
    case .field(let name): state = advance(state, by: .field(name))
    case .index(let index): state = advance(state, by: .index(index))
    case .none where parentIsSet: state = advance(state, by: .member)
    case .none, .key: break
    }
    return state.contains(where: { $0 != 0 }) ? state : nil
  }

  /// The state of a dictionary value, whose key dumps on one line as `keyText`.
  func state(ofValueKeyedBy keyText: String) -> [UInt64]? {
    guard let state = parentState else { return nil }
    let next = advance(state, by: .key(keyText))
    return next.contains(where: { $0 != 0 }) ? next : nil
  }

  /// The state after one step from `state`, or `nil` when no pattern can match there or below.
  func state(after step: DumpPathStep, from state: [UInt64]?) -> [UInt64]? {
    guard let state else { return nil }
    let next = advance(state, by: step)
    return next.contains(where: { $0 != 0 }) ? next : nil
  }

  private func advance(_ state: [UInt64], by step: DumpPathStep) -> [UInt64] {
    var next = state
    for index in patterns.indices where state[index] != 0 {
      next[index] = patterns[index].advance(state[index], by: step)
    }
    return next
  }

  /// Whether a node in `state` is left out.
  func omits(_ state: [UInt64]?) -> Bool {
    guard let state else { return false }
    return patterns.indices.contains { omissions[$0] == true && patterns[$0].accepts(state[$0]) }
  }

  /// Whether a node in `state` prints as a placeholder.
  func placeholds(_ state: [UInt64]?) -> Bool {
    guard let state else { return false }
    return patterns.indices.contains { omissions[$0] == false && patterns[$0].accepts(state[$0]) }
  }

  // MARK: Types

  /// Whether every value of `type` prints as a placeholder.
  func redacts(_ type: ObjectIdentifier) -> Bool {
    types.contains(type)
  }

  /// The text a custom redaction gives `value` (of type `type`) in `state`, if any.
  func customText(of value: Any, type: ObjectIdentifier, state: [UInt64]?) -> String? {
    guard let candidates = customs[type] else { return nil }
    for custom in candidates {
      if let pattern = custom.pattern {
        guard pattern >= 0, let state, patterns[pattern].accepts(state[pattern]) else { continue }
      }
      if let text = custom.text(value) { return text }
    }
    return nil
  }

  /// Whether `Identifiable` ids must not align elements: they may print redacted, and two
  /// sides whose hidden ids differ would then never match.
  func hidesIdentity(_ id: Any) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: id))
    return !patterns.isEmpty || types.contains(type) || customs[type] != nil
  }

  /// The key a placeholder of `value` is numbered by: its one-line dump, so that equal values
  /// share a number.
  static func placeholderKey(of value: Any) -> String {
    var reflector = DumpReflector(computesIdentities: false, computesHashes: false)
    return reflector.keyText(of: value)
  }

  /// The text of a placeholder for a value of type `typeName`, numbered or not.
  static func placeholder(_ typeName: String, number: Int?) -> String {
    "\(typeName)(<\(number.map(String.init) ?? "")>)"
  }
}
