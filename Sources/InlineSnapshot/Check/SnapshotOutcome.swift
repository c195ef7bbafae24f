/// What a snapshot assertion, inline or file, found and did: the facts its failure message is
/// made of (see ``InlineSnapshotAssertion/failureMessage(for:environment:)`` and
/// ``SnapshotOutcome/fileFailureMessage(_:)``).
enum SnapshotOutcome: Equatable, Sendable {
  /// What comparing found when the value does not match its snapshot.
  enum Failure: Equatable, Sendable {
    /// There is no snapshot to compare with.
    case missing
    /// The snapshot differs; `difference` is the strategy's diff, `nil` when it finds none in
    /// the text.
    case mismatch(difference: String?)
  }

  /// Why a recording the record mode asked for was not made.
  enum Refusal: Equatable, Sendable {
    /// The site produced different values in this run.
    case conflict
    /// The snapshot cannot be written into the test file, for this reason.
    case cannotRecord(String)
    /// The snapshot cannot be saved for review, for this reason.
    case cannotSave(String)
  }

  /// The value matches its snapshot.
  case passed
  /// The value matches, but its site produced another value earlier in this run, which
  /// cancelled the recording made then (inline snapshots only).
  case passedAfterConflict
  /// The value does not match and nothing was recorded, as the record mode or the environment
  /// decided; `cancelledRecording`: this value cancelled the site's earlier recording.
  case failed(Failure, cancelledRecording: Bool)
  /// The snapshot is written (an inline one when the process exits); what comparing found,
  /// `nil` when the value matched or was not compared (a file in `.all`).
  case recorded(Failure?)
  /// The snapshot was saved for review (the pending mode); nothing was written.
  case savedForReview(Failure?)
  /// The record mode asked for a recording that could not be made.
  case refused(Failure?, Refusal)

  /// Whether the test fails: every outcome but a plain pass tells the test something.
  var fails: Bool { self != .passed }

  /// Whether the snapshot is written.
  var writes: Bool {
    if case .recorded = self { true } else { false }
  }

  /// The strategy's diff, computed once, for the message and the attachments.
  var difference: String? {
    switch self {
    case .failed(.mismatch(let difference), _), .recorded(.mismatch(let difference)),
      .savedForReview(.mismatch(let difference)), .refused(.mismatch(let difference), _):
      difference
    default: nil
    }
  }
}

extension SnapshotOutcome {
  /// The outcome of a recording, or a save for review, that the decision asked for: inline and
  /// file snapshots alike.
  init(_ recording: SnapshotRecorder.Outcome, found: Failure?, forReview: Bool) {
    switch recording {
    case .recorded: self = forReview ? .savedForReview(found) : .recorded(found)
    case .conflicted: self = .refused(found, .conflict)
    case .failed(let reason):
      self = .refused(found, forReview ? .cannotSave(reason) : .cannotRecord(reason))
    }
  }
}
