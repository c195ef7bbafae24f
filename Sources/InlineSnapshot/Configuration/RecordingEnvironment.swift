import Foundation

/// What the process environment says about recording: `SNAPSHOT_TESTING_RECORD`, and whether
/// a CI service runs the tests (``ContinuousIntegration``).
///
/// Injectable so the record-mode rules are tested without touching the real environment.
struct RecordingEnvironment: Sendable {
  /// The mode `SNAPSHOT_TESTING_RECORD` asks for, if it names one.
  var requestedRecord: SnapshotTestingConfiguration.Record?
  /// The raw value of `SNAPSHOT_TESTING_RECORD` when it names no mode.
  var invalidRecordValue: String?
  /// The CI service the variables show, if any.
  var continuousIntegration: ContinuousIntegration?
  /// Whether the process runs on CI.
  var isCI: Bool { continuousIntegration != nil }
  /// The runner that chose which variables the process sees, if it filters them.
  var runner: TestRunner?
  /// `SNAPSHOT_ARTIFACTS`: where a failing file snapshot's actual value is copied for the diff
  /// tool, as swift-snapshot-testing reads it.
  var snapshotArtifacts: String?

  init(variables: [String: String]) {
    let raw = variables["SNAPSHOT_TESTING_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
    self.requestedRecord = raw.flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
    self.invalidRecordValue = requestedRecord == nil ? raw : nil
    self.continuousIntegration = ContinuousIntegration.detect(in: variables)
    self.runner = TestRunner.detect(in: variables)
    self.snapshotArtifacts = variables["SNAPSHOT_ARTIFACTS"]
  }

  /// What to tell once per process about the environment, if anything (the
  /// ``RecordingSession`` tells it).
  var notice: String? {
    invalidRecordValue.map {
      """
      SNAPSHOT_TESTING_RECORD="\($0)" is not a record mode (all, failed, missing, never or \
      pending), so this run records nothing.
      """
    }
  }

  /// The record mode in effect, from the most specific setting to the least.
  ///
  /// On CI, unless `SNAPSHOT_TESTING_RECORD` names a mode, the result is always `.never`: test
  /// code cannot make CI write to its checkout. A `SNAPSHOT_TESTING_RECORD` that names no mode
  /// (a typo) also means `.never`: whoever set it meant something, and guessing could write
  /// files they did not want written.
  func resolve(
    call: SnapshotTestingConfiguration.Record?,
    scoped: SnapshotTestingConfiguration.Record?
  ) -> SnapshotTestingConfiguration.Record {
    if invalidRecordValue != nil { return .never }
    if isCI, requestedRecord == nil { return .never }
    return call ?? scoped ?? requestedRecord ?? .missing
  }

  /// The record mode in effect for a call whose `record:` argument is `call`, and the mode set
  /// in code for it (the argument, else a scope or trait, else the deprecated ``isRecording``),
  /// which ``failureHint(setInCode:)`` names.
  func recordMode(call: SnapshotTestingConfiguration.Record?) -> (
    inEffect: SnapshotTestingConfiguration.Record,
    setInCode: SnapshotTestingConfiguration.Record?
  ) {
    let scoped = SnapshotTestingConfiguration.current?.record ?? globalRecord.withLock { $0 }
    return (resolve(call: call, scoped: scoped), call ?? scoped)
  }

  /// The hint a failure that recorded nothing ends with, or `nil` when the reason is plain.
  ///
  /// A mode set in code is plain to whoever wrote it, as with swift-snapshot-testing, whose
  /// messages then stay word for word the same; unless `SNAPSHOT_TESTING_RECORD` asks for
  /// another mode, which the code overrides: then the hint says so.
  func failureHint(setInCode: SnapshotTestingConfiguration.Record?) -> String? {
    if let setInCode, invalidRecordValue == nil, !(isCI && requestedRecord == nil),
      requestedRecord == nil || requestedRecord == setInCode
    {
      return nil
    }
    return recordingHint(setInCode: setInCode)
  }

  /// A hint for failure messages explaining why nothing was recorded.
  ///
  /// - Parameter setInCode: The mode a `record:` argument or a scope set, if any: it takes
  ///   precedence over `SNAPSHOT_TESTING_RECORD`, so the hint must not suggest the variable.
  func recordingHint(setInCode: SnapshotTestingConfiguration.Record? = nil) -> String {
    if let invalidRecordValue {
      return """
        SNAPSHOT_TESTING_RECORD="\(invalidRecordValue)" is not a record mode, so nothing is \
        recorded; use all, failed, missing, never or pending.
        """
    }
    if let continuousIntegration, requestedRecord == nil {
      return """
        Recording is off because \(continuousIntegration.evidence). To record, run locally or \
        \(TestRunner.advice(setting: "failed", runner: runner)) (or missing, all).
        """
    }
    if let setInCode {
      return """
        The record mode here is .\(setInCode), set in code (a 'record:' argument, a \
        '.snapshots(record:)' trait or 'withSnapshotTesting'), which SNAPSHOT_TESTING_RECORD does \
        not override. To record, change it to .failed.
        """
    }
    return """
      To record, pass 'record: .failed', use the '.snapshots(record: .failed)' trait, or \
      \(TestRunner.advice(setting: "failed", runner: runner)).
      """
  }
}
