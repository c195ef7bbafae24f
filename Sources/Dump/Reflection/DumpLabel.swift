/// How a parent names one of its children in a dump.
enum DumpLabel: Sendable, Hashable {
  /// No label: root values, unlabelled tuple elements, set elements, enum payloads.
  case none
  /// A stored property, labelled tuple element or labelled enum payload: `name: value`.
  case field(String)
  /// A collection element: `[3]: value`.
  case index(Int)
  /// A dictionary value, labelled by its key, which is the node at this index in the tree.
  case key(Int)
}
