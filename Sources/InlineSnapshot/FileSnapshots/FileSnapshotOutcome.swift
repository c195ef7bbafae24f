/// What a file snapshot assertion found and does: the facts its failure message is made of
/// (see ``FileSnapshotOutcome/failureMessage(_:)``).
enum FileSnapshotOutcome: Equatable, Sendable {
  /// The value matches the file.
  case passed
  /// The record mode is `.all`: the file is (re)written, and the test fails once.
  case recordedAll
  /// There was no file; it is written, and the test fails once.
  case recordedMissing
  /// There is no file, and the record mode (or CI) writes none.
  case missing
  /// The value differs from the file; `recorded`: the file is rewritten (`.failed`).
  case mismatch(difference: String, recorded: Bool)
  /// The record mode is `.pending`: the file is missing (`difference` is `nil`) or differs, and
  /// the value is saved to the pending store instead of the file.
  case savedForReview(difference: String?)
  /// The record mode is `.pending`, but the value could not be saved for review (`reason`):
  /// nothing is written.
  case notSavedForReview(difference: String?, reason: String)

  /// What the record mode does for a file that exists or not, and whose text differs
  /// (`difference`, the strategy's diff, `nil` when it matches; taken only when a file exists).
  static func decide(
    fileExists: Bool,
    difference: () -> String?,
    record: SnapshotTestingConfiguration.Record
  ) -> Self {
    if record == .all { return .recordedAll }
    guard fileExists else {
      if record == .pending { return .savedForReview(difference: nil) }
      return record.recordsMissing ? .recordedMissing : .missing
    }
    guard let difference = difference() else { return .passed }
    if record == .pending { return .savedForReview(difference: difference) }
    return .mismatch(difference: difference, recorded: record.recordsFailures)
  }

  /// Whether the snapshot file is (re)written.
  var writesFile: Bool {
    switch self {
    case .recordedAll, .recordedMissing, .mismatch(_, recorded: true): true
    default: false
    }
  }

  /// The strategy's diff, for the message and the attachments.
  var difference: String? {
    switch self {
    case .mismatch(let difference, _): difference
    case .savedForReview(let difference): difference
    case .notSavedForReview(let difference, _): difference
    default: nil
    }
  }
}
