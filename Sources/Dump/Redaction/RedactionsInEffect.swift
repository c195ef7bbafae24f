/// The redactions in effect at one call: the call's own, then those of the enclosing
/// ``withDumpRedactions(_:operation:)`` scopes; none while a snapshot's text is rendered again
/// without them (see ``SnapshotTake``).
///
/// One list, seen two ways, named for where each applies:
/// - ``values``: diffs and expectations, which compare values. Value redactions only: a
///   scrubber rewrites text, and a difference is found between values.
/// - ``text()``: the text of a dump (`customDump`, `String(customDumping:)`) or a snapshot,
///   whose placeholders are numbered across the whole text and then scrubbed.
package struct RedactionsInEffect {
  /// Every redaction, scrubbers included: the call's, then the scopes'.
  private let all: [DumpRedaction]

  package init(_ call: [DumpRedaction] = []) {
    all = DumpRedaction.withScope(call)
  }

  /// What a diff or an expectation applies.
  package var values: [DumpRedaction] {
    guard !all.isEmpty else { return all }
    return all.filter { if case .scrub = $0.rule { false } else { true } }
  }

  /// What a dump's or a snapshot's text applies, with a numbering of its own; `nil` when
  /// nothing is to be redacted, and the text is printed as it always was.
  package func text() -> SnapshotRedaction? {
    guard !all.isEmpty else { return nil }
    return SnapshotRedaction(all)
  }
}
