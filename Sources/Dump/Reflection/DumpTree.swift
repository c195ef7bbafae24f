/// A value reflected once into a flat list of ``DumpNode``s, ready to render or diff.
///
/// The root is at index 0. A node's children come right after one another
/// (``DumpNode/children``) and always after the node itself; dictionary keys are nodes too,
/// referenced from their value's ``DumpLabel/key(_:)`` label. Storing nodes flat keeps deep
/// values from needing recursion to build, hash or free.
///
/// Building costs one mirror per structured value; rendering and diffing read the tree only.
package struct DumpTree: Sendable {
  /// Every node, root first.
  package let nodes: [DumpNode]

  /// Reflects `value`, reflecting no deeper than `maxDepth` levels (deeper containers are
  /// marked ``DumpNode/isCollapsed``).
  ///
  /// - Parameter computesIdentities: Whether to record `Identifiable` ids; turn off when only
  ///   printing.
  package init(reflecting value: Any, maxDepth: Int = .max, computesIdentities: Bool = true) {
    var reflector = DumpReflector(computesIdentities: computesIdentities)
    nodes = reflector.reflect(value, maxDepth: maxDepth)
  }

  /// The index of the root node.
  package var root: Int { 0 }

  /// The node at `index`.
  package subscript(index: Int) -> DumpNode {
    nodes[index]
  }

  /// The dump text of `value` as one string, as `String(customDumping:)` prints it.
  package static func text(
    of value: Any, maxDepth: Int = .max, computesIdentities: Bool = false
  ) -> String {
    let tree = DumpTree(
      reflecting: value, maxDepth: maxDepth, computesIdentities: computesIdentities)
    return DumpRenderer(tree: tree)
      .lines(of: tree.root, qualifiesEnumCase: true)
      .joined(separator: "\n")
  }
}
