/// One value of a reflected dump, stored flat in a ``DumpTree``.
///
/// A node knows what kind of value it is, the (module-free) name of its type, how its parent
/// labels it, and where its children are. Reflection fills every field once; rendering and
/// diffing only read them.
struct DumpNode: Sendable {
  // Stored properties are ordered so the one-byte ones fill the label's padding.
  /// Scalar text, string contents, custom description, enum case name, or metatype name.
  package var text: String = ""
  /// The type name without module, e.g. `User`, `Float`, `[Int]`, `Outer.Inner`.
  package var typeName: String = ""
  /// How the parent names this node (field name, `[0]` index, dictionary key).
  package var label: DumpLabel
  /// What the value is, which decides how it renders.
  package var kind: DumpNodeKind = .none
  /// The node sits at `maxDepth`: its children were not reflected and it renders as `Type(…)`.
  ///
  /// A collapsed container whose single child is a one-line leaf still keeps that child and
  /// renders it inline, as swift-custom-dump does.
  var isCollapsed: Bool = false
  /// The container had exactly one raw child, so it renders `Type(field: value)` on one line
  /// when that child is a one-line leaf.
  var prefersInline: Bool = false
  /// The value has no structure of its own (no mirror children), so it may be printed inline.
  var isLeaf: Bool = true
  /// The node was reached through an `Optional` or ``CustomDumpRepresentable`` wrapper, so
  /// even at the root an enum case prints as `.case` rather than `Type.case`.
  var isUnwrapped: Bool = false
  /// A set or dictionary whose order means nothing (an ``_UnorderedCollection``): its
  /// elements were sorted, and a differ lists its unchanged elements once at the end.
  var isUnordered: Bool = false
  /// Indices of this node's children in ``DumpTree/nodes`` (always after the node itself).
  package var children: Range<Int> = 0..<0
  /// The object this node shows (classes and `_CustomDiffObject`s), for identity matching.
  var objectID: ObjectIdentifier? {
    get { details?.objectID }
    set { updateDetails { $0.objectID = newValue } }
  }
  /// The `#n` mark of the object: 0 for the first object of its type (no mark), then 1, 2, ….
  var objectNumber: Int {
    get { details?.objectNumber ?? 0 }
    set { updateDetails { $0.objectNumber = newValue } }
  }
  /// For `Identifiable` collection and set elements, the dump of their `id`, so a differ can
  /// match elements by id (fields and dictionary values are matched by name and key instead).
  package var identity: String? {
    get { details?.identity }
    set { updateDetails { $0.identity = newValue } }
  }
  /// For a `_CustomDiffObject` reflected for diffing, the index of the subtree showing its
  /// earlier value (`_customDiffValues.0`); the node itself shows the current value.
  ///
  /// The subtree's root has the object's ``objectID`` and ``objectNumber``, and its objects are
  /// numbered as a dump of the earlier value would number them.
  ///
  /// A differ compares the two when both sides hold the same object. `nil` otherwise, and
  /// always `nil` in trees built without identities.
  var customDiffBaseline: Int? {
    get { details?.customDiffBaseline }
    set { updateDetails { $0.customDiffBaseline = newValue } }
  }
  /// A custom diff object that gives itself as its value, and shows by its fields: diffed field
  /// by field, as swift-custom-dump diffs a custom diff object, however few its fields.
  var showsItsDiffObject: Bool {
    get { details?.showsItsDiffObject ?? false }
    set { updateDetails { $0.showsItsDiffObject = newValue } }
  }
  /// For a value redacted as a placeholder (``DumpRedaction``), the dump of the value it hides:
  /// equal values get the same number.
  var placeholderKey: String? {
    get { details?.placeholderKey }
    set { updateDetails { $0.placeholderKey = newValue } }
  }
  /// How far this node's path matches each path pattern of the redactions in use; `nil` when
  /// none can match here or below.
  var pathState: [UInt64]? {
    get { details?.pathState }
    set { updateDetails { $0.pathState = newValue } }
  }
  /// A hash of this node's whole subtree (kind, text, type, label, children, in order).
  ///
  /// Equal subtrees have equal hashes, so a differ can skip equal subtrees in O(1).
  var structuralHash: Int = 0

  package init(label: DumpLabel) {
    self.label = label
  }

  /// Fields only objects and diffed `Identifiable` values have, kept out of line: most nodes
  /// are scalars, and a smaller node makes large trees cheaper to build and copy.
  private var details: Details? = nil

  private final class Details: Sendable {
    struct Fields {
      var objectID: ObjectIdentifier?
      var objectNumber = 0
      var identity: String?
      var customDiffBaseline: Int?
      var showsItsDiffObject = false
      var placeholderKey: String?
      var pathState: [UInt64]?
    }

    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }

    var objectID: ObjectIdentifier? { fields.objectID }
    var objectNumber: Int { fields.objectNumber }
    var identity: String? { fields.identity }
    var customDiffBaseline: Int? { fields.customDiffBaseline }
    var showsItsDiffObject: Bool { fields.showsItsDiffObject }
    var placeholderKey: String? { fields.placeholderKey }
    var pathState: [UInt64]? { fields.pathState }
  }

  // Copies on every write, so nodes never share changes.
  private mutating func updateDetails(_ change: (inout Details.Fields) -> Void) {
    var fields = details?.fields ?? Details.Fields()
    change(&fields)
    details = Details(fields)
  }

  /// The nodes printed below this one, in print order: each dictionary value after its key,
  /// then a custom diff object's earlier value.
  func printedChildren(in nodes: [DumpNode]) -> [Int] {
    var printed: [Int] = []
    for child in children {
      if case .key(let key) = nodes[child].label { printed.append(key) }
      printed.append(child)
    }
    if let baseline = customDiffBaseline { printed.append(baseline) }
    return printed
  }

  /// Whether the node is a container that prints its children between delimiters.
  var isContainer: Bool {
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
