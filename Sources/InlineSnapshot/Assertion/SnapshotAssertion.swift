/// The decision an inline snapshot assertion makes: pass, fail, record, and what to say.
///
/// Separate from the public function so tests can run it against their own recorder and
/// environment.
package struct SnapshotAssertion {
  package var actual: String?
  package var expected: String?
  package var record: SnapshotTestingConfiguration.Record
  /// The mode a `record:` argument or a scope asked for, which the environment cannot override.
  package var recordSetInCode: SnapshotTestingConfiguration.Record?
  package var site: SnapshotSite
  package var message: String
  package var function: String
  package var diff: (String, String) -> String?
  /// Whether the test runs once per argument (`@Test(arguments:)`): then another argument may
  /// produce another value at this site, and the recording would be cancelled.
  package var runsWithSeveralArguments = false

  package init(
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

  /// Runs the assertion, queueing a recording if the mode asks; returns the failure, if any.
  ///
  /// In the pending mode, `pending` takes the recordings (it checks them with its recorder,
  /// which must be `recorder`), and no file is written; without it, a pending recording is
  /// checked and dropped.
  package func run(
    recorder: SnapshotRecorder,
    environment: RecordingEnvironment,
    pending: PendingSnapshots? = nil
  ) -> String? {
    let isPending = record == .pending
    let pending =
      pending ?? PendingSnapshots(recorder: recorder, buildTime: nil, environment: [:])
    let observation = recorder.observe(actual, at: site)
    if isPending, case .conflicting = observation { pending.withdraw(site) }
    // No value and no snapshot is not a match: a missing snapshot never passes.
    // The strategy's diffing decides, as in swift-snapshot-testing: a tolerant one (ignoring
    // case, say) passes texts that differ. A nil value only matches no snapshot, never text.
    let matches: Bool =
      if let expected, let actual { actual == expected || diff(expected, actual) == nil } else {
        false
      }
    // Nothing to record for a nil value that has no snapshot either.
    let shouldRecord =
      (actual != nil || expected != nil)
      && (record == .all
        || (expected == nil && !matches && record.recordsMissing)
        || (!matches && record.recordsFailures))
    // A conflicting site refuses the recording, and the report says why.
    if shouldRecord {
      return isPending ? pendingReport(pending) : recordingReport(recorder: recorder)
    }
    if matches { pending.notePassed(site, inPendingMode: isPending) }
    var notes: [String] = []
    if case .conflicting(cancelledRecording: true) = observation {
      notes.append(Self.conflictMessage)
    }
    if matches { return notes.isEmpty ? nil : notes.joined(separator: "\n\n") }
    // The messages are swift-snapshot-testing's, word for word, so that tools and tests that
    // match them keep working; what only this library knows (why nothing was recorded, the
    // whole value on CI, a conflict) follows as paragraphs of its own.
    let hint = environment.failureHint(setInCode: recordSetInCode)
    guard let expected else {
      guard let actual else {
        // Nothing could be recorded for a nil value, so there is no hint to give.
        return (["No expected value to assert against."] + notes).joined(separator: "\n\n")
      }
      return (
        ["No expected value to assert against. Actual: …\n\n" + indented(actual)]
          + (hint.map { [$0] } ?? []) + notes
      ).joined(separator: "\n\n")
    }
    // On CI nothing records, so the whole value is printed too: it is what a CI user copies.
    let whole = environment.isCI ? ["Actual: …\n\n" + indented(actual ?? "nil")] : []
    return ([mismatch(expected)] + whole + (hint.map { [$0] } ?? []) + notes)
      .joined(separator: "\n\n")
  }

  /// "Snapshot did not match. Difference: …" (or the caller's message) and the difference.
  private func mismatch(_ expected: String) -> String {
    """
    \(message.isEmpty ? "Snapshot did not match. Difference: …" : message)

    \(indented(difference(from: expected)))
    """
  }

  /// Queues the recording and describes the outcome.
  private func recordingReport(recorder: SnapshotRecorder) -> String {
    let outcome = recorder.record(
      actual, replacing: expected, at: site, function: function.isEmpty ? nil : function)
    switch outcome {
    case .recorded where runsWithSeveralArguments:
      let difference = diff(expected ?? "", actual ?? "").map { " Difference: …\n\n" + indented($0) }
      return "Recorded a new snapshot\(labelSuffix), not yet written.\(difference ?? "")"
        + "\n\n" + Self.severalArgumentsMessage
    case .recorded where record == .all || expected == nil:
      var report = "Automatically recorded a new snapshot\(labelSuffix)."
      if let difference = diff(expected ?? "", actual ?? "") {
        report += " Difference: …\n\n" + indented(difference)
      }
      return report + "\n\nRe-run \"\(function)\" to assert against the newly-recorded snapshot."
    case .recorded:
      return mismatch(expected ?? "") + "\n\nA new snapshot was automatically recorded."
    case .conflicted:
      return unrecorded(because: Self.conflictMessage)
    case .failed(let reason):
      return unrecorded(because: "Could not record the snapshot\(labelSuffix): \(reason)")
    }
  }

  /// Saves the recording for review and describes the outcome: the failure as if nothing was
  /// recorded, then how to review it.
  private func pendingReport(_ pending: PendingSnapshots) -> String {
    switch pending.record(actual, replacing: expected, at: site, test: function) {
    case .recorded:
      return unrecorded(because: PendingSnapshots.reviewHint)
    case .conflicted:
      return unrecorded(because: Self.conflictMessage)
    case .failed(let reason):
      return unrecorded(because: "Could not save the snapshot\(labelSuffix) for review: \(reason)")
    }
  }

  /// The failure for a snapshot that should have been recorded and was not: the message for a
  /// mismatch or a missing snapshot, then why nothing was recorded.
  private func unrecorded(because reason: String) -> String {
    let failure: String
    if let expected {
      guard actual != expected, diff(expected, actual ?? "") != nil else { return reason }
      failure = mismatch(expected)
    } else if let actual {
      failure = "No expected value to assert against. Actual: …\n\n" + indented(actual)
    } else {
      failure = "No expected value to assert against."
    }
    return failure + "\n\n" + reason
  }

  package static let severalArgumentsMessage = """
    This test runs once per argument, and one inline snapshot holds one value: the snapshot is \
    written when the test process ends only if every argument produces this same value here. \
    If another argument produces a different value, nothing is recorded at this call and the \
    run says so. To snapshot a value per argument, snapshot them together in one test (for \
    example as an array or a dictionary keyed by argument).
    """

  static let conflictMessage = """
    This call site produced different values in this run (a loop or a parameterized test?), \
    so no snapshot was recorded here: one inline snapshot holds one value. Give each value its \
    own assertion, or snapshot them together (for example as an array).
    """

  private var labelSuffix: String {
    let label = site.syntaxDescriptor.trailingClosureLabel
    return label == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
      ? "" : " for \"\(label)\""
  }

  private func difference(from expected: String) -> String {
    diff(expected, actual ?? "") ?? "(no difference in text)"
  }

  private func indented(_ text: String) -> String {
    Self.escapingControlCharacters(text).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }

  /// `text` with its control characters (but line feeds and tabs) written as a Swift literal
  /// writes them, so that a carriage return cannot hide text and an escape cannot drive the
  /// terminal that shows the failure.
  package static func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where isEscaped(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t"
      && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar == "\u{2028}" || scalar == "\u{2029}")
  }
}
