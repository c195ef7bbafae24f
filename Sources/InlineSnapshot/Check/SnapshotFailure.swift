import Dump

/// What a failing snapshot assertion, inline or file, tells its test: the message, and the
/// texts attached beside it (see ``FailureAttachments``), all from the one taken snapshot.
struct SnapshotFailure {
  var message: String
  /// The snapshot compared, for a text snapshot.
  var actual: String?
  /// `actual` without its redactions, when the strategy redacted something.
  var unredacted: String?
  var difference: String?
  /// The patch accepting the snapshot saved for review would apply.
  var pendingPatch: () -> String? = { nil }

  /// The message for a snapshot that could not be taken: a strategy that threw or timed out.
  static func message(takingSnapshotThrew error: any Error) -> String {
    error is SnapshotTimeout ? "\(error)" : "Threw error: \(error)"
  }

  /// Attaches the texts to the running test, then fails it with the message through `fail`
  /// (an inline snapshot's reports at its closure).
  func report(at call: CallSite, fail: (String) -> Void) {
    FailureAttachments.record(
      actual: actual, unredacted: unredacted, difference: difference, pendingPatch: pendingPatch,
      at: call)
    fail(message)
  }
}
