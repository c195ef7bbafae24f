import Dump

/// A value's snapshot, taken once per assertion: the snapshot compared (redactions and
/// scrubbers applied), the redactions that made it, and its text without them, rendered again
/// from what was taken. The message, the attachments, the pending entry and the recording all
/// derive from it.
struct TakenSnapshot<Format> {
  /// The snapshot, as compared and recorded.
  var snapshot: Format
  /// What the evaluation rendered through its redactions; `nil` for a snapshot no strategy
  /// made (a thrown error's).
  var take: SnapshotTake?

  /// The redactions in effect while the snapshot was rendered, which the failure names.
  var redactions: [DumpRedaction] { take?.redactions ?? [] }

  /// `text`, the snapshot's text, without its redactions; `nil` when nothing was redacted or
  /// it reads the same. Nothing is evaluated again: see ``SnapshotTake/unredacted(_:)``.
  func unredacted(_ text: String) -> String? {
    guard let plain = take?.unredacted(text), plain != text else { return nil }
    return plain
  }

  func map<Other>(_ transform: (Format) -> Other) -> TakenSnapshot<Other> {
    TakenSnapshot<Other>(snapshot: transform(snapshot), take: take)
  }
}
