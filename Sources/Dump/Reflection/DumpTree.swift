/// A value reflected once into a flat list of ``DumpNode``s, ready to render or diff.
///
/// The root is at index 0. A node's children come right after one another
/// (``DumpNode/children``) and always after the node itself; dictionary keys are nodes too,
/// referenced from their value's ``DumpLabel/key(_:)`` label. Storing nodes flat keeps deep
/// values from needing recursion to build, hash or free.
///
/// Building costs one mirror per structured value; rendering and diffing read the tree only.
struct DumpTree: Sendable {
  /// Every node, root first.
  package let nodes: [DumpNode]

  /// By a set's first member node, the texts its members were sorted by, for the members that
  /// print as them, so that rendering writes them rather than rendering those members again.
  let memberTexts: [Int: SetMemberTexts]

  /// Reflects `value`, reflecting no deeper than `maxDepth` levels (deeper containers are
  /// marked ``DumpNode/isCollapsed``).
  ///
  /// - Parameters:
  ///   - computesIdentities: Whether to record the `Identifiable` ids
  ///     (``DumpNode/identity``) and the earlier values of custom diff objects, which only
  ///     aligning collections needs. Turn off when only printing.
  ///   - computesHashes: Whether to compute structural hashes (``DumpNode/structuralHash``,
  ///     0 when off), which comparing subtrees needs; by default, as `computesIdentities`.
  package init(
    reflecting value: Any,
    maxDepth: Int = .max,
    computesIdentities: Bool = true,
    computesHashes: Bool? = nil
  ) {
    var reflector = DumpReflector(
      computesIdentities: computesIdentities,
      computesHashes: computesHashes ?? computesIdentities)
    nodes = reflector.reflect(value, maxDepth: maxDepth)
    memberTexts = reflector.memberTexts
  }

  /// Reflects independent values into one tree, as the elements of its root, to be diffed
  /// or printed one by one (as ``ValueDiffer`` does with the parts it compared): the value at
  /// `offset` is node ``node(ofEach:)``.
  ///
  /// The values get no ``DumpNode/identity`` of their own: they are never aligned with each
  /// other as a collection. Values nested inside them get ids and hashes as usual, when
  /// `computesIdentities` (hashes too; turn off when only printing).
  package init(
    reflectingEach values: [Any], maxDepth: Int = .max, computesIdentities: Bool = true
  ) {
    var reflector = DumpReflector(
      computesIdentities: computesIdentities, computesHashes: computesIdentities,
      identifiesRootElements: false)
    nodes = reflector.reflect(values, maxDepth: maxDepth)
    memberTexts = reflector.memberTexts
  }

  /// The node of the value at `offset` of those given to
  /// ``init(reflectingEach:maxDepth:computesIdentities:)``, known before they are reflected:
  /// the root's children come right after it, in order.
  static func node(ofEach offset: Int) -> Int {
    1 + offset
  }

  /// A tree of nodes already built, such as a reflection's so far.
  init(nodes: [DumpNode]) {
    self.nodes = nodes
    memberTexts = [:]
  }

  /// The index of the root node.
  package var root: Int { 0 }

  /// The node at `index`.
  package subscript(index: Int) -> DumpNode {
    nodes[index]
  }

  /// The dump text of `value` as one string, as `String(customDumping:)` prints it.
  package static func text(
    of value: Any,
    maxDepth: Int = .max,
    computesIdentities: Bool = false
  ) -> String {
    let tree = DumpTree(
      reflecting: value, maxDepth: maxDepth, computesIdentities: computesIdentities)
    return DumpRenderer(tree: tree).text(of: tree.root, qualifiesEnumCase: true)
  }
}
