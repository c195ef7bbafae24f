@_spi(Internals) @testable import InlineSnapshot
import Testing

@Suite struct RecordModeTests {
  @Test func modesParseFromTheirNames() {
    #expect(SnapshotTestingConfiguration.Record(rawValue: "all") == .all)
    #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
    #expect(SnapshotTestingConfiguration.Record(rawValue: "missing") == .missing)
    #expect(SnapshotTestingConfiguration.Record(rawValue: "never") == .never)
    #expect(SnapshotTestingConfiguration.Record(rawValue: "yes") == nil)
  }

  @Test func theMostSpecificSettingWins() {
    let environment = RecordingEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "all"])
    #expect(environment.resolve(call: .never, scoped: .failed) == .never)
    #expect(environment.resolve(call: nil, scoped: .failed) == .failed)
    #expect(environment.resolve(call: nil, scoped: nil) == .all)
    #expect(RecordingEnvironment(variables: [:]).resolve(call: nil, scoped: nil) == .missing)
  }

  @Test func ciNeverWritesUnlessTheEnvironmentAsks() {
    let ci = RecordingEnvironment(variables: ["CI": "true"])
    #expect(ci.resolve(call: .all, scoped: .failed) == .never)
    let asked = RecordingEnvironment(variables: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"])
    #expect(asked.resolve(call: nil, scoped: nil) == .failed)
    #expect(RecordingEnvironment(variables: ["CI": "false"]).isCI == false)
  }

  @Test(arguments: ["true", "NEVER", "garbage"])
  func anUnknownEnvironmentValueWritesNothingAndIsExplained(_ value: String) {
    let environment = RecordingEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": value])
    #expect(environment.resolve(call: nil, scoped: nil) == .never)
    #expect(environment.resolve(call: .all, scoped: .failed) == .never)
    #expect(
      environment.notice == """
        SNAPSHOT_TESTING_RECORD="\(value)" is not a record mode (all, failed, missing, never or \
        pending), so this run records nothing.
        """
    )
    #expect(RecordingEnvironment(variables: [:]).notice == nil)
  }

  @Test func anUnknownEnvironmentValueIsExplained() {
    let environment = RecordingEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "true"])
    #expect(
      environment.recordingHint().contains("SNAPSHOT_TESTING_RECORD=\"true\" is not a record mode")
    )
  }

  @Test func withSnapshotTestingScopesTheMode() async {
    #expect(SnapshotTestingConfiguration.current?.record == nil)
    withSnapshotTesting(record: .failed) {
      #expect(SnapshotTestingConfiguration.current?.record == .failed)
      withSnapshotTesting(diffTool: .ksdiff) {
        #expect(SnapshotTestingConfiguration.current?.record == .failed)
      }
      withSnapshotTesting(record: .never) {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
      }
    }
    await withSnapshotTesting(record: .all) {
      await Task.yield()
      #expect(SnapshotTestingConfiguration.current?.record == .all)
    }
  }

  @Test(.snapshots(record: .never)) func theTraitScopesTheMode() {
    #expect(SnapshotTestingConfiguration.current?.record == .never)
  }
}

@Suite(.snapshots(record: .all)) struct SuiteTraitTests {
  @Test func appliesToEveryTest() {
    #expect(SnapshotTestingConfiguration.current?.record == .all)
  }

  @Test(.snapshots(record: .missing)) func aTestTraitOverridesTheSuite() {
    #expect(SnapshotTestingConfiguration.current?.record == .missing)
  }
}
