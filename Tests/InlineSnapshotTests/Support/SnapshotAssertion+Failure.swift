@testable import InlineSnapshot

extension InlineSnapshotAssertion {
  /// Runs the assertion and says its outcome, as `assertInlineSnapshot` does.
  func failure(
    recorder: SnapshotRecorder,
    environment: RecordingEnvironment,
    pending: PendingCollector? = nil
  ) -> String? {
    failureMessage(for: run(recorder: recorder, pending: pending), environment: environment)
  }
}
