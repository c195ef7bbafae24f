@_spi(Internals) @testable import InlineSnapshot
import Testing

/// CI is recognised by what each service sets, not only by `CI`, and the failure names the
/// variable that turned recording off.
@Suite struct ContinuousIntegrationTests {
  @Test(arguments: [
    (["CI": "true"], "CI is set"),
    (["GITHUB_ACTIONS": "true"], "GITHUB_ACTIONS is set (GitHub Actions)"),
    (["GITLAB_CI": "true"], "GITLAB_CI is set (GitLab CI)"),
    (["TF_BUILD": "True"], "TF_BUILD is set (Azure Pipelines)"),
    (["JENKINS_URL": "http://ci/", "BUILD_ID": "7"], "JENKINS_URL is set (Jenkins)"),
    (["BUILDKITE": "true"], "BUILDKITE is set (Buildkite)"),
    (["CIRCLECI": "true"], "CIRCLECI is set (CircleCI)"),
    (["TEAMCITY_VERSION": "2024.12"], "TEAMCITY_VERSION is set (TeamCity)"),
    (["BITRISE_IO": "true"], "BITRISE_IO is set (Bitrise)"),
    (["TRAVIS": "true"], "TRAVIS is set (Travis CI)"),
    (["CI_XCODE_PROJECT": "App.xcodeproj"], "CI_XCODE_PROJECT is set (Xcode Cloud)"),
    (["CI_WORKSPACE": "/Volumes/workspace"], "CI_WORKSPACE is set (Xcode Cloud)"),
  ])
  func eachServiceTurnsRecordingOffAndIsNamed(_ variables: [String: String], _ evidence: String) {
    let environment = RecordingEnvironment(variables: variables)
    #expect(environment.continuousIntegration?.evidence == evidence)
    #expect(environment.resolve(call: .all, scoped: .failed) == .never)
    #expect(environment.recordingHint().hasPrefix("Recording is off because \(evidence). "))
    let asked = RecordingEnvironment(
      variables: variables.merging(["SNAPSHOT_TESTING_RECORD": "failed"]) { $1 })
    #expect(asked.resolve(call: nil, scoped: nil) == .failed)
  }

  @Test func aLocalRunIsNotCI() {
    #expect(ContinuousIntegration.detect(in: [:]) == nil)
    #expect(ContinuousIntegration.detect(in: ["CI": "false", "TRAVIS": "0"]) == nil)
    // Set by tools that are not CI services too, so it tells only beside JENKINS_URL.
    #expect(ContinuousIntegration.detect(in: ["BUILD_ID": "7"]) == nil)
  }

  @Test func theMessageNamesTheVariable() {
    let environment = RecordingEnvironment(variables: ["TF_BUILD": "True"])
    assertInlineSnapshot(of: environment.recordingHint(), as: .lines) {
      """
      Recording is off because TF_BUILD is set (Azure Pipelines). To record, run locally or set SNAPSHOT_TESTING_RECORD=failed (or missing, all).
      """
    }
  }
}
