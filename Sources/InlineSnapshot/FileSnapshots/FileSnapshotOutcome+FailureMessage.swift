import Foundation

extension FileSnapshotOutcome {
  /// The facts a failure message names besides the outcome.
  struct MessageContext {
    var location: SnapshotFileLocation
    /// The assertion's `named:` argument.
    var name: String?
    /// The diff tool's command for the snapshot file and the failed copy of the value.
    var diffCommand: String
    /// Why nothing was recorded, when the environment or the code decided it (see
    /// ``RecordingEnvironment/failureHint(setInCode:)``).
    var hint: String?
  }

  /// The message a test fails with, or `nil` when it passes.
  ///
  /// The messages are swift-snapshot-testing's, word for word, so that tools and tests that
  /// match them keep working; why nothing was recorded follows as a paragraph of its own, as
  /// inline snapshots say it.
  func failureMessage(_ context: MessageContext) -> String? {
    let open = "open \"\(context.location.file.absoluteString)\""
    let hint = context.hint.map { "\n\n" + $0 } ?? ""
    switch self {
    case .passed:
      return nil
    case .recordedAll:
      return """
        Record mode is on. Automatically recorded snapshot: …

        \(open)

        Turn record mode off and re-run "\(context.location.sanitizedTestName)" to assert \
        against the newly-recorded snapshot
        """
    case .recordedMissing:
      return """
        No reference was found on disk. Automatically recorded snapshot: …

        \(open)

        Re-run "\(context.location.sanitizedTestName)" to assert against the newly-recorded \
        snapshot.
        """
    case .missing:
      return """
        No reference was found on disk. New snapshot was not recorded because recording is \
        disabled
        """ + hint
    case .mismatch(let difference, let recorded):
      return mismatchMessage(difference, recorded: recorded, context) + (recorded ? "" : hint)
    case .savedForReview(let difference):
      return found(difference, context) + "\n\n" + PendingCollector.fileReviewHint
    case .notSavedForReview(let difference, let reason):
      return found(difference, context)
        + "\n\nCould not save the snapshot file for review: \(reason)"
    }
  }

  /// What the pending mode found: the file missing, or its difference.
  private func found(_ difference: String?, _ context: MessageContext) -> String {
    difference.map { mismatchMessage($0, recorded: false, context) }
      ?? "No reference was found on disk."
  }

  private func mismatchMessage(
    _ difference: String, recorded: Bool, _ context: MessageContext
  ) -> String {
    let title =
      context.name.map { "Snapshot \"\($0)\" does not match reference." }
      ?? "Snapshot does not match reference."
    return """
      \(title)\(recorded ? " A new snapshot was automatically recorded." : "")

      \(context.diffCommand)

      \(difference.trimmingCharacters(in: .whitespacesAndNewlines))
      """
  }
}
