/// Prints a readable, Swift-like dump of `value` to standard output and returns `value`.
///
/// Use it while debugging, or inline in an expression, to see nested structs, enums, classes
/// and collections laid out one field per line:
///
/// ```swift
/// customDump(User(id: 42, name: "Blob"))
/// // User(
/// //   id: 42,
/// //   name: "Blob"
/// // )
/// ```
///
/// Values are shown, in order of preference, by their ``CustomDumpStringConvertible``
/// description, their ``CustomDumpRepresentable`` value, their ``CustomDumpReflectable``
/// mirror, or their default mirror.
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label printed before the value (`name: value`), or `nil` for none.
///   - indent: Spaces before every line.
///   - maxDepth: How many levels of nesting to print; deeper containers print as `User(…)`.
///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope.
/// - Returns: `value`, unchanged.
/// - Complexity: One mirror per structured value, then linear in the printed text.
@discardableResult
public func customDump<T>(
  _ value: T,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max,
  redacting redactions: [DumpRedaction] = []
) -> T {
  var output = ""
  customDump(
    value, to: &output, name: name, indent: indent, maxDepth: maxDepth, redacting: redactions)
  print(output)
  return value
}

/// Writes a readable, Swift-like dump of `value` to `target` and returns `value`.
///
/// This writes the same text as ``customDump(_:name:indent:maxDepth:redacting:)``, without a
/// trailing newline. Use it to build log messages or to compare dumps in tests.
///
/// - Parameters:
///   - value: The value to dump.
///   - target: The stream to write to, such as a `String`.
///   - name: A label printed before the value (`name: value`), or `nil` for none.
///   - indent: Spaces before every line.
///   - maxDepth: How many levels of nesting to print; deeper containers print as `User(…)`.
///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope.
/// - Returns: `value`, unchanged.
/// - Complexity: One mirror per structured value, then linear in the written text.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T,
  to target: inout TargetStream,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max,
  redacting redactions: [DumpRedaction] = []
) -> T {
  let label = name.map(DumpRenderer.Label.custom) ?? .omitted
  target.write(
    RedactedText.render(redacting: redactions) { redaction in
      if let redaction {
        return redaction.printedDump(value, maxDepth: maxDepth, indent: indent, label: label)
      }
      let tree = DumpTree(reflecting: value, maxDepth: maxDepth, computesIdentities: false)
      return DumpRenderer(tree: tree).text(
        of: tree.root, indent: indent, label: label, qualifiesEnumCase: true)
    })
  return value
}

extension String {
  /// Creates the dump text of `subject`, as ``customDump(_:name:indent:maxDepth:redacting:)``
  /// prints it.
  ///
  /// Use it to snapshot or compare values as text:
  ///
  /// ```swift
  /// #expect(String(customDumping: [1, 2]) == """
  ///   [
  ///     [0]: 1,
  ///     [1]: 2
  ///   ]
  ///   """)
  /// ```
  ///
  /// The redactions of the enclosing ``withDumpRedactions(_:operation:)`` scope apply.
  ///
  /// - Complexity: One mirror per structured value, then linear in the text.
  public init<Subject>(customDumping subject: Subject) {
    self.init(customDumping: subject, redacting: [])
  }

  /// Creates the dump text of `subject` with parts printed as placeholders or left out
  /// (``DumpRedaction``), on top of those of the enclosing
  /// ``withDumpRedactions(_:operation:)`` scope:
  ///
  /// ```swift
  /// String(customDumping: reminder, redacting: [.type(UUID.self), .omitting(".createdAt")])
  /// ```
  ///
  /// - Complexity: One mirror per structured value, then linear in the text.
  public init<Subject>(customDumping subject: Subject, redacting redactions: [DumpRedaction]) {
    self = RedactedText.render(redacting: redactions) { redaction in
      redaction?.printedDump(subject, maxDepth: .max, indent: 0, label: .omitted)
        ?? DumpTree.text(of: subject)
    }
  }
}
