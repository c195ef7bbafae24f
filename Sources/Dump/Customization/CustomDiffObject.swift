/// An object that dumps as a value it computes, tracked by identity like a class instance.
///
/// This mirrors swift-custom-dump's underscored `_CustomDiffObject`, used by libraries whose
/// reference types stand for a changing value (shared state, for example). A dump prints the
/// second value of ``_customDiffValues`` (the current one), marked `#n` like objects, and `↑`
/// or `↩︎` where the same ``_objectIdentifier`` comes again.
///
/// When a diff meets the same object (the same ``_objectIdentifier``) at the same place on both
/// sides, it shows the first side's earlier value against the second side's current one, field
/// by field; custom diff objects nested in those values are compared the same way. Different
/// objects are compared by their current values, and when those read the same while `==` says
/// otherwise, the diff says `// Not equal but no difference detected:`.
///
/// A snapshot of a node in an object graph may give itself as either value, with the node's
/// identity as ``_objectIdentifier``; it is then shown by its fields (its
/// ``CustomDumpReflectable/customDumpMirror``, or its own mirror), not as a repeat of itself.
public protocol _CustomDiffObject {
  /// The value before and after a change; dumps show the second.
  var _customDiffValues: (Any, Any) { get }
  /// The type name to show, or `nil` to use the dumped value's own type.
  var _customDiffType: Any.Type? { get }
  /// The identity used to mark repeated occurrences and to match the object across two values.
  var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject {
  /// By default, the dumped value's own type names it.
  public var _customDiffType: Any.Type? { nil }
}

extension _CustomDiffObject where Self: AnyObject {
  /// By default, an object's identity is its own.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}
