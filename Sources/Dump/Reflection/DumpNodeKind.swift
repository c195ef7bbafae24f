/// The kind of value a ``DumpNode`` shows.
enum DumpNodeKind: Sendable, Hashable {
  /// A value printed with its description, such as `42`, `true` or `1..<3`.
  case scalar
  /// A string or substring; ``DumpNode/text`` holds its contents, unescaped.
  case string
  /// A ``CustomDumpStringConvertible`` value; ``DumpNode/text`` holds its description.
  case customDescription
  /// A metatype such as `User.self`; ``DumpNode/text`` holds `User.self`.
  case metatype
  /// A struct, or any value whose mirror has the struct display style.
  case structure
  /// A class instance (fields of superclasses first).
  case object
  /// An enum case; ``DumpNode/text`` holds the case name. Payload values are the children.
  case enumeration(hasPayload: Bool)
  /// A tuple.
  case tuple
  /// An ordered collection such as an array; children are labelled `[0]`, `[1]`, ….
  case collection
  /// A dictionary; children are the values, each labelled by its key node.
  case dictionary
  /// A set; children are unlabelled.
  case set
  /// `nil`.
  case none
  /// An object that was already printed. `isCycle` is true when it is an ancestor of this node
  /// (printing it again would never end), false when it was printed earlier elsewhere.
  case reference(isCycle: Bool)
}
