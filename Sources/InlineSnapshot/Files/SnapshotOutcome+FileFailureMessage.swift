import Dump
import Foundation

extension SnapshotOutcome {
  /// The facts a file snapshot's failure message names besides the outcome.
  struct FileMessageContext {
    var location: SnapshotFileLocation
    /// The assertion's `named:` argument.
    var name: String?
    /// The diff tool's command for the snapshot file and the failed copy of the value.
    var diffCommand: String
    /// Why nothing was recorded, when the environment or the code decided it (see
    /// ``RecordingEnvironment/failureHint(setInCode:)``).
    var hint: String?
    /// The redactions the strategy applied, which a difference is followed by.
    var redactions: [DumpRedaction] = []
    /// The file's text and the value's, when both are UTF-8: a difference only in volatile
    /// values is followed by the redaction that keeps them stable.
    var texts: (old: String, new: String)?
  }

  /// The message a file snapshot's test fails with, or `nil` when it passes.
  ///
  /// The messages are swift-snapshot-testing's, word for word, so that tools and tests that
  /// match them keep working; what only this library knows (the redactions, why nothing was
  /// recorded) follows as paragraphs of its own, as inline snapshots say it.
  func fileFailureMessage(_ context: FileMessageContext) -> String? {
    let open = "open \"\(context.location.file.absoluteString)\""
    let hint = context.hint.map { "\n\n" + $0 } ?? ""
    switch self {
    case .passed, .passedAfterConflict:
      return nil
    case .recorded(nil):
      return """
        Record mode is on. Automatically recorded snapshot: …

        \(open)

        Turn record mode off and re-run "\(context.location.sanitizedTestName)" to assert \
        against the newly-recorded snapshot
        """
    case .recorded(.missing):
      return """
        No reference was found on disk. Automatically recorded snapshot: …

        \(open)

        Re-run "\(context.location.sanitizedTestName)" to assert against the newly-recorded \
        snapshot.
        """
    case .recorded(.mismatch(let difference)):
      return Self.mismatch(difference, recorded: true, context)
    case .failed(.missing, _):
      return """
        No reference was found on disk. New snapshot was not recorded because recording is \
        disabled
        """ + hint
    case .failed(.mismatch(let difference), _):
      return Self.mismatch(difference, recorded: false, context) + hint
    case .savedForReview(let found):
      return Self.found(found, context) + "\n\n"
        + PendingCollector.reviewHint(notWriting: "snapshot")
    case .refused(let found, .cannotSave(let reason)):
      return Self.found(found, context)
        + "\n\nCould not save the snapshot file for review: \(reason)"
    case .refused(let found, .cannotRecord(let reason)):
      return Self.found(found, context)
        + "\n\nCould not record the snapshot file \(context.location.file.path): \(reason)"
    case .refused(let found, .conflict):
      // A file's site never conflicts: each assertion has a file of its own.
      return Self.found(found, context)
    }
  }

  /// What comparing found: the file missing, or its difference.
  private static func found(_ found: Failure?, _ context: FileMessageContext) -> String {
    guard case .mismatch(let difference) = found else { return "No reference was found on disk." }
    return mismatch(difference, recorded: false, context)
  }

  private static func mismatch(
    _ difference: String?, recorded: Bool, _ context: FileMessageContext
  ) -> String {
    let title =
      context.name.map { "Snapshot \"\($0)\" does not match reference." }
      ?? "Snapshot does not match reference."
    let volatileHint =
      context.texts.map { MismatchNotes.volatileHint(expected: $0.old, actual: $0.new) } ?? ""
    return """
      \(title)\(recorded ? " A new snapshot was automatically recorded." : "")

      \(context.diffCommand)

      \(ControlCharacters.escaped((difference ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))
      """ + MismatchNotes.legend(context.redactions) + volatileHint
  }
}
