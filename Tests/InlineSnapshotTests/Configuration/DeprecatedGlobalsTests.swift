import Testing

@testable import InlineSnapshot

/// The globals older InlineSnapshotTesting tests assign; reading them follows the scoped mode.
///
/// Assigning them would change every test running in parallel, so only reads are tested here.
@Suite struct DeprecatedGlobalsTests {
  @available(*, deprecated)
  @Test func isRecordingReadsTheScopedMode() {
    // An environment of its own: on CI (this suite's own runs too) nothing records.
    let local = RecordingEnvironment(variables: [:])
    withSnapshotTesting(record: .all) {
      #expect(recordsEverything(in: local))
      #expect(isRecording == recordsEverything(in: RecordingSession.current.environment))
    }
    withSnapshotTesting(record: .failed) {
      #expect(!recordsEverything(in: local))
      #expect(!isRecording)
    }
  }

  /// On CI every assertion records nothing unless `SNAPSHOT_TESTING_RECORD` asks, and so does
  /// `isRecording` say; a typo in the variable too.
  @available(*, deprecated)
  @Test func isRecordingFollowsTheRuleAssertionsUse() {
    withSnapshotTesting(record: .all) {
      #expect(recordsEverything(in: RecordingEnvironment(variables: [:])))
      #expect(!recordsEverything(in: RecordingEnvironment(variables: ["CI": "true"])))
      #expect(
        !recordsEverything(in: RecordingEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "al"])))
      #expect(
        recordsEverything(
          in: RecordingEnvironment(variables: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"])))
    }
    #expect(
      recordsEverything(
        in: RecordingEnvironment(variables: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "all"])))
  }

  @available(*, deprecated)
  @Test func diffToolReadsTheScopedTool() {
    withSnapshotTesting(diffTool: .ksdiff) {
      #expect(diffTool.tool("a", "b") == #"ksdiff "a" "b""#)
    }
  }
}
