/// A type that is dumped as another value.
///
/// Conform to flatten wrappers: a tagged identifier can dump as its raw value, a box as its
/// contents. The returned value is dumped with all the usual rules (it may itself be
/// representable).
///
/// ```swift
/// struct UserID: CustomDumpRepresentable {
///   var rawValue: Int
///   var customDumpValue: Any { rawValue }
/// }
/// customDump(UserID(rawValue: 42))  // 42
/// ```
public protocol CustomDumpRepresentable {
  /// The value to dump in place of this one. Computed once per dumped value.
  var customDumpValue: Any { get }
}
