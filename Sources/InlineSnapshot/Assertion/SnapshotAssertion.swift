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
  package func run(recorder: SnapshotRecorder, environment: RecordingEnvironment) -> String? {
    let observation = recorder.observe(actual, at: site)
    let matches = actual == expected
    let shouldRecord =
      record == .all
      || (expected == nil && !matches && record.recordsMissing)
      || (!matches && record.recordsFailures)
    // A conflicting site refuses the recording, and the report says why.
    if shouldRecord { return recordingReport(recorder: recorder) }
    var notes: [String] = []
    if case .conflicting(cancelledRecording: true) = observation {
      notes.append(Self.conflictMessage)
    }
    if matches { return notes.isEmpty ? nil : notes.joined(separator: "\n\n") }
    guard let expected else {
      return (
        [
          """
          No snapshot to compare against\(labelSuffix). Actual: …

          \(indented(actual ?? "nil"))
          """,
          environment.recordingHint(setInCode: recordSetInCode),
        ] + notes
      ).joined(separator: "\n\n")
    }
    return (
      [
        """
        \(message.isEmpty ? "Snapshot did not match. Difference: …" : message)

        \(indented(difference(from: expected)))
        """,
        environment.recordingHint(setInCode: recordSetInCode),
      ] + notes
    ).joined(separator: "\n\n")
  }

  /// Queues the recording and describes the outcome.
  private func recordingReport(recorder: SnapshotRecorder) -> String {
    let outcome = recorder.record(actual, replacing: expected, at: site)
    let shown =
      expected == nil
      ? "Recorded: …\n\n" + indented(actual ?? "nil")
      : "Difference: …\n\n" + indented(difference(from: expected ?? ""))
    switch outcome {
    case .recorded where expected == nil || actual == expected:
      return """
        Automatically recorded a new snapshot\(labelSuffix). It is written into the file when the \
        test process ends. \(shown)

        Re-run "\(function)" to assert against the newly-recorded snapshot.
        """
    case .recorded:
      return """
        \(message.isEmpty ? "Snapshot did not match." : message) \(shown)

        A new snapshot was automatically recorded\(labelSuffix). It is written into the file when \
        the test process ends; re-run "\(function)" to assert against it.
        """
    case .conflicted:
      return """
        \(Self.conflictMessage) Actual: …

        \(indented(actual ?? "nil"))
        """
    case .failed(let reason):
      return """
        Could not record the snapshot\(labelSuffix): \(reason) Actual: …

        \(indented(actual ?? "nil"))
        """
    }
  }

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
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
  }
}
