/// A type that supplies its own one-piece text for
/// ``customDump(_:name:indent:maxDepth:redacting:)``.
///
/// Conform when a value is best shown as a short, unstructured string, such as an identifier,
/// a URL or a measurement. The description is printed as is, without quotes, and is never
/// looked into, so nested values inside it are not dumped. For values with fields, prefer
/// ``CustomDumpReflectable``.
///
/// ```swift
/// struct Secret: CustomDumpStringConvertible {
///   var value: String
///   var customDumpDescription: String { "<hidden>" }
/// }
/// customDump(Secret(value: "hunter2"))  // <hidden>
/// ```
///
/// A multi-line description is indented with the rest of the dump.
public protocol CustomDumpStringConvertible {
  /// The text that stands for this value in a dump. Computed once per dumped value.
  var customDumpDescription: String { get }
}
