/// Puts the members of sets and dictionaries of a redacted tree in an order that no hidden
/// value decides, before its placeholders are numbered in print order.
///
/// 1. Each unordered container, innermost first, is sorted by its members' texts as printed,
///    placeholders unnumbered (``DumpOrdering``), so path redactions and omissions count too.
/// 2. Hidden values outside any unordered container are numbered in print order. Then, in
///    print order, each container's members that print alike are placed one by one: first the
///    member whose hidden values read least, each as the number it has (`known`) or would take
///    if that member came next (`new`, counted within the member, so equal values show), then
///    by where else in the tree its new values appear (``HiddenValueSignatures``). The values
///    of the member placed are numbered before the next one is chosen.
///
/// Members that tie even so are kept in the order step 1 left them in, which may follow their
/// hidden values: such members read alike in every way this looks at (see the
/// Redactions article for when the choice can show).
struct RedactedMemberOrder {
  private var nodes: [DumpNode]
  /// By node: whether its subtree holds a placeholder.
  private var holdsPlaceholders: [Bool]
  /// By member: whether it prints as the next member of its container does.
  private var printsAsNext: [Bool]
  /// By a container's first member slot: its members in the order decided.
  private var decided: [Int: [Int]] = [:]
  private var numbering: HiddenValueNumbering
  private lazy var signatures = HiddenValueSignatures.of(nodes)

  /// Orders `nodes`' unordered containers; `prior` holds the numbers of the text this tree is
  /// part of, and `sortsEveryContainer` says whether path redactions may make the order of
  /// containers without placeholders differ from the one they were reflected in.
  static func apply(
    to nodes: inout [DumpNode], continuing prior: PlaceholderNumbering,
    sortsEveryContainer: Bool
  ) {
    var order = RedactedMemberOrder(nodes: nodes, prior: prior)
    nodes = []
    order.sortByPrintedTexts(everyContainer: sortsEveryContainer)
    order.place(members: [0])
    for (first, members) in order.decided {
      order.permute(first..<(first + members.count), to: members)
    }
    nodes = order.nodes
  }

  private init(nodes: [DumpNode], prior: PlaceholderNumbering) {
    self.nodes = nodes
    holdsPlaceholders = Array(repeating: false, count: nodes.count)
    printsAsNext = Array(repeating: false, count: nodes.count)
    numbering = HiddenValueNumbering(continuing: prior)
    // Children come after their parent, and a dictionary's keys after its values.
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      var holds =
        node.placeholderKey != nil
        || node.printedChildren(in: nodes).contains { holdsPlaceholders[$0] }
      // A dictionary's value prints with its key.
      if case .key(let key) = node.label { holds = holds || holdsPlaceholders[key] }
      holdsPlaceholders[index] = holds
    }
  }

  // MARK: Step 1

  private mutating func sortByPrintedTexts(everyContainer: Bool) {
    for index in nodes.indices.reversed() where nodes[index].isUnordered {
      let members = nodes[index].children
      guard members.count > 1, everyContainer || holdsPlaceholders[index] else { continue }
      let (shallow, full) = texts(of: members)
      let order = DumpOrdering.order(ofShallowTexts: shallow) { full[$0] }
      permute(members, to: order.map { members.lowerBound + $0 })
      for (position, offset) in order.enumerated().dropLast() {
        printsAsNext[members.lowerBound + position] = full[offset] == full[order[position + 1]]
      }
    }
  }

  /// The members' texts one level deep and whole, placeholders unnumbered; a dictionary's
  /// entries by their keys, then their values.
  private func texts(of members: Range<Int>) -> (shallow: [String], full: [String]) {
    let renderer = DumpRenderer(tree: DumpTree(nodes: nodes))
    func text(_ node: Int, maxDepth: Int = .max) -> String {
      renderer.text(of: node, qualifiesEnumCase: true, maxDepth: maxDepth)
    }
    var shallow: [String] = []
    var full: [String] = []
    for member in members {
      if case .key(let key) = nodes[member].label {
        shallow.append(text(key, maxDepth: 1))
        full.append(text(key) + "\n" + text(member))
      } else {
        shallow.append(text(member, maxDepth: 1))
        full.append(text(member))
      }
    }
    return (shallow, full)
  }

  /// Moves the nodes at `slots` so that each takes the place of the one listed at it.
  private mutating func permute(_ slots: Range<Int>, to order: [Int]) {
    let moved = order.map { (nodes[$0], holdsPlaceholders[$0]) }
    for (offset, (node, holds)) in moved.enumerated() {
      nodes[slots.lowerBound + offset] = node
      holdsPlaceholders[slots.lowerBound + offset] = holds
    }
  }

  // MARK: Step 2

  /// Numbers the hidden values of the subtrees at `roots` (in order) outside unordered
  /// containers, then places the members of those containers, in print order.
  private mutating func place(members roots: [Int]) {
    var containers: [Int] = []
    var stack = Array(roots.reversed())
    while let index = stack.popLast() {
      guard holdsPlaceholders[index] else { continue }
      let node = nodes[index]
      if let key = node.placeholderKey {
        numbering.number(HiddenValue(typeName: node.typeName, key: key))
      } else if node.isUnordered {
        containers.append(index)
      } else {
        stack.append(contentsOf: node.printedChildren(in: nodes).reversed())
      }
    }
    for container in containers {
      placeMembers(of: container)
    }
  }

  private mutating func placeMembers(of container: Int) {
    let members = Array(nodes[container].children)
    var placed: [Int] = []
    var start = 0
    while start < members.count {
      var end = start + 1
      while end < members.count, printsAsNext[members[end - 1]] { end += 1 }
      let alike = Array(members[start..<end])
      if alike.count > 1, holdsPlaceholders[alike[0]] {
        placed += placeAlike(alike)
      } else {
        for member in alike { place(members: Self.roots(of: member, in: nodes)) }
        placed += alike
      }
      start = end
    }
    if placed != members {
      decided[members[0]] = placed
    }
  }

  /// Places members that print alike one by one, the least by ``Rank`` first: numbering one
  /// changes the ranks of those that share its hidden values, which are then ranked again.
  private mutating func placeAlike(_ members: [Int]) -> [Int] {
    var remaining: [(member: Int, rank: Rank?)] = members.map { ($0, nil) }
    var sharing: [HiddenValue: Int] = [:]
    var placed: [Int] = []
    while !remaining.isEmpty {
      if remaining[0].rank == nil {
        sharing = [:]
        for index in remaining.indices {
          let rank = rank(of: remaining[index].member)
          remaining[index].rank = rank
          for value in rank.newValues { sharing[value, default: 0] += 1 }
        }
        // Stable: members that tie keep the order step 1 gave them.
        remaining = remaining.enumerated().sorted { a, b in
          guard let rankA = a.element.rank, let rankB = b.element.rank, rankA != rankB else {
            return a.offset < b.offset
          }
          return rankA < rankB
        }.map(\.element)
      }
      let (member, rank) = remaining.removeFirst()
      place(members: Self.roots(of: member, in: nodes))
      placed.append(member)
      var sharesValues = false
      for value in rank?.newValues ?? [] {
        sharing[value, default: 1] -= 1
        if sharing[value, default: 0] > 0 { sharesValues = true }
      }
      if sharesValues {
        for index in remaining.indices { remaining[index].rank = nil }
      }
    }
    return placed
  }

  /// How a member reads among members that print alike.
  private struct Rank: Comparable {
    var labels: [HiddenValueLabel]
    var signatures: [UInt64]
    var newValues: Set<HiddenValue>

    static func < (a: Rank, b: Rank) -> Bool {
      if a.labels != b.labels { return a.labels.lexicographicallyPrecedes(b.labels) }
      return a.signatures.lexicographicallyPrecedes(b.signatures)
    }

    static func == (a: Rank, b: Rank) -> Bool {
      a.labels == b.labels && a.signatures == b.signatures
    }
  }

  /// The member's rank were it placed next: its values numbered as placing it would number
  /// them, read in print order, then the numbers undone.
  private mutating func rank(of member: Int) -> Rank {
    let mark = numbering.mark
    let roots = Self.roots(of: member, in: nodes)
    place(members: roots)
    var rank = Rank(labels: [], signatures: [], newValues: [])
    var stack = Array(roots.reversed())
    while let index = stack.popLast() {
      guard holdsPlaceholders[index] else { continue }
      let node = nodes[index]
      guard let key = node.placeholderKey else {
        stack.append(contentsOf: printedChildren(of: index).reversed())
        continue
      }
      let value = HiddenValue(typeName: node.typeName, key: key)
      guard let label = numbering.label(of: value, since: mark) else { continue }
      rank.labels.append(label)
      if case .new = label {
        rank.signatures.append(signatures[value] ?? 0)
        rank.newValues.insert(value)
      }
    }
    numbering.undo(to: mark)
    return rank
  }

  /// What a node prints below it, with the members of a container in the order decided.
  private func printedChildren(of index: Int) -> [Int] {
    let node = nodes[index]
    guard node.isUnordered, let first = node.children.first, let order = decided[first] else {
      return node.printedChildren(in: nodes)
    }
    return order.flatMap { Self.roots(of: $0, in: nodes) }
  }

  /// A member and, for a dictionary's value, its key, in print order.
  private static func roots(of member: Int, in nodes: [DumpNode]) -> [Int] {
    if case .key(let key) = nodes[member].label { return [key, member] }
    return [member]
  }
}
