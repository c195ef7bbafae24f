import Dump

/// The decision an inline snapshot assertion makes: pass, fail or record (see
/// ``SnapshotOutcome``); ``failureMessage(for:environment:)`` says it.
///
/// Separate from the public function so tests can run it against their own recorder.
struct InlineSnapshotAssertion {
  var actual: String?
  var expected: String?
  var record: SnapshotTestingConfiguration.Record
  /// The mode a `record:` argument or a scope asked for, which the environment cannot override.
  var recordSetInCode: SnapshotTestingConfiguration.Record?
  var site: SnapshotSite
  var message: String
  var function: String
  /// The Swift Testing test that ran the assertion, which proves the call's suite where no
  /// compile record proves the file's text (see ``CallProof``). Asked only when a snapshot is
  /// recorded or saved for review: reading it costs a passing assertion more than its check.
  var runningTest: () -> RunningTest? = { nil }
  var diff: (String, String) -> String?
  /// What recording writes over the expected snapshot (see ``Diffing/recorded(_:replacing:)``).
  var recorded: (_ actual: String, _ expected: String?) -> String = { actual, _ in actual }
  /// Whether the test runs once per argument (`@Test(arguments:)`): then another argument may
  /// produce another value at this site, and the recording would be cancelled.
  var runsWithSeveralArguments = false
  /// Every argument's key, for a site keyed by the test's arguments: once each has reached
  /// the site, recording removes the entries of arguments that are gone.
  var allArgumentKeys: [String]?
  /// The redactions the strategy applied to `actual`, which the failure names.
  var redactions: [DumpRedaction] = []
  /// Whether `actual` is the snapshot of an error the expression threw.
  var threw = false
  /// `actual` without its redactions (`nil` when nothing was redacted), which the pending mode
  /// saves beside it; asked only when a snapshot is saved for review.
  var unredacted: () -> String? = { nil }

  init(
    actual: String?,
    expected: String?,
    record: SnapshotTestingConfiguration.Record,
    recordSetInCode: SnapshotTestingConfiguration.Record? = nil,
    site: SnapshotSite,
    message: String = "",
    function: String = "",
    diff: @escaping (String, String) -> String? = { SnapshotDifference.patch(from: $0, to: $1) }
  ) {
    self.actual = actual
    self.expected = expected
    self.record = record
    self.recordSetInCode = recordSetInCode
    self.site = site
    self.message = message
    self.function = function
    self.diff = diff
  }

  /// Runs the assertion, queueing a recording if the mode asks; returns what it found and did.
  ///
  /// In the pending mode, `pending` takes the recordings (it checks them with its recorder,
  /// which must be `recorder`), and no file is written; without it, a pending recording is
  /// checked and dropped. The strategy's diff is computed at most once.
  func run(
    recorder: SnapshotRecorder,
    pending: PendingCollector? = nil
  ) -> SnapshotOutcome {
    let isPending = record == .pending
    let pending =
      pending ?? PendingCollector(recorder: recorder, buildTime: nil, environment: [:])
    let observation = recorder.observe(actual, at: site)
    if let allArgumentKeys, record.recordsMissing, !isPending {
      recorder.noteArgumentRun(at: site, allKeys: allArgumentKeys)
    }
    if isPending, case .conflicting = observation { pending.withdraw(site) }
    let (matches, failure) = compared()
    // Nothing to record for a nil value that has no snapshot either.
    let decision: SnapshotDecision =
      actual == nil && expected == nil
      ? .fail
      : .decide(snapshotExists: expected != nil, matches: { matches }, record: record)
    if decision == .record || decision == .saveForReview, valueReadsAsThrownError {
      return .refused(failure, .cannotRecord(Self.valueReadsAsThrownErrorMessage))
    }
    let cancelledRecording = observation == .conflicting(cancelledRecording: true)
    // With wildcards, what is written keeps each line of the snapshot that still matches.
    let written = { actual.map { recorded($0, expected) } }
    // A conflicting site refuses the recording, and the outcome says why.
    switch decision {
    case .saveForReview:
      let saved = pending.record(
        written(), replacing: expected, at: .closure(site), test: function,
        runningTest: runningTest(), unredacted: unredacted)
      return SnapshotOutcome(saved, found: failure, forReview: true)
    case .record:
      let recorded = recorder.record(
        written(), replacing: expected, at: site, function: function.isEmpty ? nil : function,
        test: runningTest())
      return SnapshotOutcome(recorded, found: failure, forReview: false)
    case .pass:
      pending.notePassed(.closure(site), inPendingMode: isPending)
      return cancelledRecording ? .passedAfterConflict : .passed
    case .fail:
      return .failed(failure ?? .missing, cancelledRecording: cancelledRecording)
    }
  }

  /// Whether the value matches its snapshot, and otherwise what comparing them found. The
  /// strategy's diffing decides, as in swift-snapshot-testing: a tolerant one (ignoring case,
  /// say) passes texts that differ. It runs at most once, and not for equal texts.
  private func compared() -> (matches: Bool, failure: SnapshotOutcome.Failure?) {
    // No value and no snapshot is not a match: a missing snapshot never passes.
    guard let expected else { return (false, .missing) }
    if let actual, kindMismatch == nil, actual.utf8.elementsEqual(expected.utf8) {
      return (true, nil)
    }
    let difference = diff(expected, actual ?? "")
    // A nil value only matches no snapshot, never text; an error never matches a value's
    // snapshot, nor a value an error's, even in like text.
    let matches = actual != nil && kindMismatch == nil && difference == nil
    return (matches, matches ? nil : .mismatch(difference: difference))
  }

  static let severalArgumentsMessage = """
    This test runs once per argument, and this call's closure holds one snapshot: it is written \
    when the test process ends only if every argument produces this same value here. To record \
    one snapshot per argument instead, delete the closure and run the test again; where the \
    arguments cannot be read, name each entry with `key:`.
    """

  static let conflictMessage = """
    This call site produced different values in this run (a loop or a parameterized test?), \
    so no snapshot was recorded here: one inline snapshot holds one value. Give each value its \
    own assertion or its own `key:`; in a parameterized test, a call without a closure records \
    one snapshot per argument.
    """

  static func keyedConflictMessage(_ key: String) -> String {
    """
    This call site produced different values for "\(key)" in this run (a loop inside the test, \
    or arguments that print alike?), so its entry was not recorded; the other entries are not \
    affected. Give each value its own assertion or its own `key:`.
    """
  }
}
