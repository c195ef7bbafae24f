/// The one step every snapshot text is rendered through: the redactions in effect applied, and,
/// inside an assertion's evaluation, what the failure needs noted in its ``SnapshotTake``.
package enum RedactedText {
  /// The text `render` makes with the redactions in effect: the call's `redactions`, then the
  /// enclosing scopes'. `render` is handed the redaction to apply, or `nil` when none is in
  /// effect, and then renders as it always did; it is called again with `nil` only when a
  /// failure asks for the text without redactions, so it must not run anything but rendering
  /// (the value it reflects or the text it scrubs is already taken).
  package static func render(
    redacting redactions: [DumpRedaction] = [],
    _ render: @escaping (SnapshotRedaction?) throws -> String
  ) rethrows -> String {
    guard let redaction = RedactionsInEffect(redactions).text() else { return try render(nil) }
    let text = try render(redaction)
    SnapshotTake.current?.note(text, redactions: redaction.redactions) { try? render(nil) }
    return text
  }

  /// `text`, which holds the tokens of `redaction`, a redaction shared by several snapshots
  /// (a query's SQL and its results number their placeholders on together), finished: its
  /// tokens numbered and scrubbed, and noted like ``render(redacting:_:)``. `unredacted`
  /// renders it without redactions from what was taken; `nil` when it cannot.
  package static func finish(
    _ text: String,
    with redaction: SnapshotRedaction,
    unredacted: @escaping () -> String?
  ) -> String {
    let finished = redaction.finish(text)
    SnapshotTake.current?.note(finished, redactions: redaction.redactions, unredacted: unredacted)
    return finished
  }
}
