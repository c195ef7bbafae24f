/// One value of a reflected dump, stored flat in a ``DumpTree``.
///
/// A node knows what kind of value it is, the (module-free) name of its type, how its parent
/// labels it, and where its children are. Reflection fills every field once; rendering and
/// diffing only read them.
package struct DumpNode: Sendable {
  /// What the value is, which decides how it renders.
  package var kind: DumpNodeKind
  /// Scalar text, string contents, custom description, enum case name, or metatype name.
  package var text: String
  /// The type name without module, e.g. `User`, `Float`, `[Int]`, `Outer.Inner`.
  package var typeName: String
  /// How the parent names this node (field name, `[0]` index, dictionary key).
  package var label: DumpLabel
  /// Indices of this node's children in ``DumpTree/nodes`` (always after the node itself).
  package var children: Range<Int>
  /// The node sits at `maxDepth`: its children were not reflected and it renders as `Type(…)`.
  ///
  /// A collapsed container whose single child is a one-line leaf still keeps that child and
  /// renders it inline, as swift-custom-dump does.
  package var isCollapsed: Bool
  /// The container had exactly one raw child, so it renders `Type(field: value)` on one line
  /// when that child is a one-line leaf.
  package var prefersInline: Bool
  /// The value has no structure of its own (no mirror children), so it may be printed inline.
  package var isLeaf: Bool
  /// The node was reached through an `Optional` or ``CustomDumpRepresentable`` wrapper, so
  /// even at the root an enum case prints as `.case` rather than `Type.case`.
  package var isUnwrapped: Bool
  /// The object this node shows (classes and `_CustomDiffObject`s), for identity matching.
  package var objectID: ObjectIdentifier?
  /// The `#n` mark of the object: 0 for the first object of its type (no mark), then 1, 2, ….
  package var objectNumber: Int
  /// For `Identifiable` values, the dump of their `id`, so a differ can match elements by id.
  package var identity: String?
  /// A hash of this node's whole subtree (kind, text, type, label, children, in order).
  ///
  /// Equal subtrees have equal hashes, so a differ can skip equal subtrees in O(1).
  package var structuralHash: Int

  package init(label: DumpLabel) {
    self.kind = .none
    self.text = ""
    self.typeName = ""
    self.label = label
    self.children = 0..<0
    self.isCollapsed = false
    self.prefersInline = false
    self.isLeaf = true
    self.isUnwrapped = false
    self.objectID = nil
    self.objectNumber = 0
    self.identity = nil
    self.structuralHash = 0
  }

  /// Whether the node is a container that prints its children between delimiters.
  package var isContainer: Bool {
    switch kind {
    case .structure, .object, .tuple, .collection, .dictionary, .set:
      return true
    case .enumeration(let hasPayload):
      return hasPayload
    case .scalar, .string, .customDescription, .metatype, .none, .reference:
      return false
    }
  }
}
