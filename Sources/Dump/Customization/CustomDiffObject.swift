/// An object that dumps as a value it computes, tracked by identity like a class instance.
///
/// This mirrors swift-custom-dump's underscored `_CustomDiffObject`, used by libraries whose
/// reference types stand for a changing value (shared state, for example). A dump prints the
/// second value of ``_customDiffValues`` (the current one), marked `#n` like objects.
public protocol _CustomDiffObject {
  /// The value before and after a change; dumps show the second.
  var _customDiffValues: (Any, Any) { get }
  /// The type name to show, or `nil` to use the dumped value's own type.
  var _customDiffType: Any.Type? { get }
  /// The identity used to mark repeated occurrences.
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
