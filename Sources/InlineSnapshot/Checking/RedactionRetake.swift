import Dump

/// A failing snapshot taken again, for inline and file snapshots alike: the redactions it
/// applied, which the failure names, and its result without them, which the pending store and
/// the attachments keep. Taken only on a failure, so that a passing assertion does no extra work.
struct RedactionRetake<Format> {
  /// The redactions in effect while the snapshot was taken; empty without any.
  var applied: [DumpRedaction]
  /// The snapshot taken without redactions; `nil` without any, or when it threw.
  var unredacted: Format?

  init(_ snapshot: () throws -> Format) {
    applied = (try? SnapshotRedaction.observing(snapshot).1) ?? []
    unredacted = applied.isEmpty ? nil : try? SnapshotRedaction.withoutRedactions(snapshot)
  }
}
