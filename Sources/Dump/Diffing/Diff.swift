/// Describes how two values differ, as their dumps with changed lines marked, or returns `nil`
/// when they do not differ.
///
/// Both values are reflected as ``customDump(_:name:indent:maxDepth:redacting:)`` would print
/// them, then compared structure by structure, so the diff shows only what changed and collapses
/// the rest:
///
/// ```swift
/// diff(
///   User(id: 42, name: "Blob", isAdmin: false),
///   User(id: 42, name: "Blob, Esq.", isAdmin: false)
/// )
/// ```
/// ```text
///   User(
///     id: 42,
/// -   name: "Blob",
/// +   name: "Blob, Esq.",
///     isAdmin: false
///   )
/// ```
///
/// Collection elements are matched with a shortest-edit-script search (by `id` for
/// `Identifiable` elements), dictionaries by key, and multi-line strings line by line; runs of
/// unchanged elements read `… (N unchanged)`. When `T` is `Equatable`, `==` decides whether the
/// values differ; values that are not equal but dump alike get a
/// `// Not equal but no difference detected:` note.
///
/// Use it to build failure messages and debugging tools; in tests, call
/// ``expectNoDifference(_:_:_:redacting:fileID:filePath:line:column:)`` instead.
///
/// - Parameters:
///   - lhs: The first value, whose lines are marked with `format.first`.
///   - rhs: The second value, whose lines are marked with `format.second`.
///   - format: The line markers; ``DiffFormat/default`` uses `-`, `+` and a space.
///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope. Each side is
///     redacted and numbered as its own dump; values whose redacted dumps are the same do not
///     differ, whatever `==` says.
/// - Returns: The diff, without a trailing newline, or `nil` when the values do not differ.
/// - Complexity: Reflects each value at most once; `Equatable` structs, arrays and dictionaries
///   (keyed by strings or integers) are compared with `==` part by part first, and only the
///   parts that differ are reflected; array elements without an `id` are aligned with `==` (or
///   their hashes), never by reflecting them. Aligning two sequences of lengths n and m with
///   d edits costs O((n + m) · d) comparisons, with a linear fallback past 1,024 edits.
public func diff<T>(
  _ lhs: T, _ rhs: T, format: DiffFormat = .default, redacting redactions: [DumpRedaction] = []
) -> String? {
  difference(lhs, rhs, format: format, redactions: RedactionsInEffect(redactions).values)
}

/// The body of ``diff(_:_:format:redacting:)``, given every redaction in effect.
func difference<T>(
  _ lhs: T, _ rhs: T, format: DiffFormat, redactions: [DumpRedaction]
) -> String? {
  let isEqual = EquatableOpener.isEqual(lhs, rhs)
  if isEqual == true { return nil }
  return difference(lhs, rhs, isEqual: isEqual, format: format, redactions: redactions)
}

/// The body of ``diff(_:_:format:redacting:)`` for values that `==` did not find equal:
/// `isEqual` is `false`, or `nil` when they are not `Equatable`.
func difference<T>(
  _ lhs: T, _ rhs: T, isEqual: Bool?, format: DiffFormat, redactions: [DumpRedaction]
) -> String? {
  var output = DiffOutput(format: format)
  guard redactions.isEmpty else {
    // Only the redacted dumps can say whether the values differ: `==` sees what they hide.
    let redactor = DumpRedactor(redactions)
    let differ = TreeDiffer(
      old: DumpTree(reflecting: lhs, computesIdentities: true, redactor: redactor),
      new: DumpTree(reflecting: rhs, computesIdentities: true, redactor: redactor))
    return wholeDiff(differ, isEqual: nil, into: &output)
  }
  // Known unequal: compare parts with `==` first and reflect only what differs.
  if isEqual == false, ValueDiffer.appendDiff(lhs, rhs, to: &output) {
    if output.showsDifference { return output.text }
    // `==` sees a difference in a part whose dumps are the same: the note below says so.
    output = DiffOutput(format: format)
  }
  let differ = TreeDiffer(old: DumpTree(reflecting: lhs), new: DumpTree(reflecting: rhs))
  return wholeDiff(differ, isEqual: isEqual, into: &output)
}

/// The diff of two whole trees, or `nil` when there is none to show; `isEqual` is what `==` said
/// of the values, if they are `Equatable`.
private func wholeDiff(_ differ: TreeDiffer, isEqual: Bool?, into output: inout DiffOutput)
  -> String?
{
  guard differ.rootsDiffer else {
    // `==` says unequal, but reflection sees no difference (custom `==`, or hidden state).
    guard isEqual == false else { return nil }
    differ.appendUndetectedDifference(to: &output)
    return output.text
  }
  differ.appendDiff(to: &output)
  guard output.showsDifference else {
    guard isEqual == false else { return nil }
    output = DiffOutput(format: output.format)
    differ.appendUndetectedDifference(to: &output)
    return output.text
  }
  return output.text
}

/// Compares two values with `==` when their type is `Equatable`, without knowing it statically.
enum EquatableOpener {
  /// `lhs == rhs`, or `nil` when the values are not `Equatable`.
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return open(lhs, rhs)
  }

  private static func open<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }
}
