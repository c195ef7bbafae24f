@_spi(Internals) @testable import InlineSnapshot
import Testing

/// A runner that passes tests only some of its variables (xcodebuild, Bazel) gets advice in its
/// own terms: whoever set SNAPSHOT_TESTING_RECORD for it is not told to set it again.
@Suite struct TestRunnerTests {
  static let xcode = ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"]
  static let bazel = ["TEST_SRCDIR": "/b/runfiles", "TEST_WORKSPACE": "_main"]

  @Test func runnersAreRecognisedByTheirOwnVariables() {
    #expect(TestRunner.detect(in: Self.xcode) == .xcode)
    #expect(TestRunner.detect(in: ["XCTestSessionIdentifier": "E1"]) == .xcode)
    #expect(TestRunner.detect(in: Self.bazel) == .bazel)
    #expect(TestRunner.detect(in: ["TEST_SRCDIR": "/b/runfiles"]) == nil)
    #expect(TestRunner.detect(in: [:]) == nil)
  }

  @Test func underXcodeTheHintNamesTheRunnersWay() {
    assertInlineSnapshot(of: RecordingEnvironment(variables: Self.xcode).recordingHint(), as: .lines) {
      """
      To record, pass 'record: .failed', use the '.snapshots(record: .failed)' trait, or set SNAPSHOT_TESTING_RECORD=failed for the tests (xcodebuild passes on only TEST_RUNNER_SNAPSHOT_TESTING_RECORD=failed; in Xcode, the test plan's or scheme's environment variables).
      """
    }
  }

  @Test func underBazelTheHintNamesTestEnv() {
    let environment = RecordingEnvironment(variables: Self.bazel.merging(["CI": "1"]) { $1 })
    assertInlineSnapshot(of: environment.recordingHint(), as: .lines) {
      """
      Recording is off because CI is set. To record, run locally or pass --test_env=SNAPSHOT_TESTING_RECORD=failed to bazel test (or missing, all).
      """
    }
  }
}
