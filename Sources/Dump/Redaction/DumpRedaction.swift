/// A part of a dump to print as a placeholder, leave out, or print your own way: ids, dates and
/// other values that change from run to run.
///
/// Pass redactions to any dump, diff or expectation, or to every one in a scope
/// (``withDumpRedactions(_:operation:)``):
///
/// ```swift
/// customDump(reminder, redacting: [.type(UUID.self), .path(".createdAt")])
/// // Reminder(
/// //   id: UUID(<1>),
/// //   parentID: UUID(<1>),
/// //   createdAt: Date(<1>),
/// //   title: "Milk"
/// // )
/// ```
///
/// A placeholder names the value's type and a number, per type, in order of first appearance
/// in the printed text: equal values read equal (`parentID` above is the reminder's own id), so
/// a dump still shows how values relate. Sets and dictionaries are ordered by their redacted
/// text, so the numbers do not depend on the values hidden.
///
/// Redactions are applied while the value is reflected: with none, a dump costs what it always
/// did. See <doc:Redactions>.
public struct DumpRedaction: Sendable, CustomStringConvertible {
  enum Rule: Sendable {
    /// Every value of a type, numbered.
    case type(ObjectIdentifier)
    /// The values a path pattern names, numbered or left out; `nil` for a pattern that did
    /// not parse (reported when it was made), which names nothing.
    case path(DumpPathPattern?, omits: Bool)
    /// Values of a type, perhaps only at a path, printed as a closure says.
    case custom(ObjectIdentifier, at: DumpPathPattern??, text: @Sendable (Any) -> String?)
    /// Text scrubbers, for the finished text of a snapshot.
    case scrub([TextScrubber])
  }

  let rule: Rule

  /// How a failure message's legend names the redaction: `UUID`, `.createdAt`.
  public let description: String

  /// Prints every value of `type` as a numbered placeholder, such as `UUID(<1>)`.
  ///
  /// The value's dynamic type must be `type` exactly. It is matched wherever the value is: a
  /// field, an element, a dictionary key, inside optionals and `Any`; before the value's own
  /// customization (``CustomDumpStringConvertible`` and the others), and again on the value
  /// its ``CustomDumpRepresentable`` conformance shows.
  public static func type<T>(_ type: T.Type) -> Self {
    DumpRedaction(
      rule: .type(ObjectIdentifier(type)), description: TypeNameFormatter.name(of: type))
  }

  /// Prints the values at a label path from the root as numbered placeholders.
  ///
  /// A pattern is a list of segments, from the value dumped:
  ///
  /// | Segment | Names |
  /// | --- | --- |
  /// | `.name` | a stored property, a labelled tuple element or enum payload, or an enum case |
  /// | `.*` | any one of those |
  /// | `[3]` | the element at index 3, or the dictionary value whose key dumps as `3` |
  /// | `["home"]` | the dictionary value whose key dumps as `"home"` |
  /// | `[*]` | any element, set member or dictionary value |
  /// | `**` | any number of steps, none included |
  ///
  /// So `.createdAt`, `.items[*].id`, `**.updatedAt`, `.status.done.at` (the payload `at` of
  /// case `done`). Optionals and unlabelled tuple elements add no step; dictionary keys are
  /// matched by type only. A malformed pattern is reported as a test failure
  /// (a runtime warning outside tests) where the redaction is made, and redacts nothing.
  public static func path(
    _ pattern: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    pathRedaction(
      pattern, omits: false,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Leaves out the values at a label path (see ``path(_:fileID:filePath:line:column:)``): their
  /// lines disappear from dumps and diffs, so they never make a difference.
  public static func omitting(
    _ pattern: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    pathRedaction(
      pattern, omits: true,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Prints values of `type` (only at a path, if given) as `text` returns, or as usual when it
  /// returns `nil`:
  ///
  /// ```swift
  /// .custom(Double.self) { String(format: "%.2f", $0) }
  /// .custom([String].self, at: ".tags") { String(customDumping: $0.sorted()) }
  /// ```
  ///
  /// The text is printed as is, like a ``CustomDumpStringConvertible`` description.
  public static func custom<T>(
    _ type: T.Type,
    at pattern: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ text: @escaping @Sendable (T) -> String?
  ) -> Self {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = TypeNameFormatter.name(of: type)
    return DumpRedaction(
      rule: .custom(
        ObjectIdentifier(type),
        at: pattern.map { compile($0, at: location) },
        text: { ($0 as? T).flatMap(text) }),
      description: pattern.map { "\(name) at \($0)" } ?? name)
  }

  private static func pathRedaction(
    _ pattern: String, omits: Bool, at location: CallSite
  ) -> Self {
    DumpRedaction(
      rule: .path(compile(pattern, at: location), omits: omits),
      description: omits ? "omitted \(pattern)" : pattern)
  }

  private static func compile(_ pattern: String, at location: CallSite) -> DumpPathPattern? {
    do {
      return try DumpPathPattern(parsing: pattern)
    } catch {
      location.fail(error.description, frameworks: .lookedUp)
      return nil
    }
  }
}
