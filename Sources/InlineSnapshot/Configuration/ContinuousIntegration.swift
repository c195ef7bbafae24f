// Configuration/: the record modes, the trait and scope that set them, and what the environment
// says.

/// How a CI service is recognised: the variables its runners set, and which one was found.
///
/// Many services set `CI`, but not all of them, and not every runner passes it to the test
/// process; each service's own variable is checked too.
struct ContinuousIntegration: Sendable, Equatable {
  /// The service, or `nil` for the generic `CI`.
  var service: String?
  /// The variable that told.
  var variable: String

  /// Every service recognised, with the variables that tell it, all of which must be set.
  ///
  /// From the services' documentation of their default variables; `CI` comes first so that a
  /// runner setting it is named by it.
  static let services: [(service: String?, variables: [String])] = [
    (nil, ["CI"]),
    ("GitHub Actions", ["GITHUB_ACTIONS"]),
    ("GitLab CI", ["GITLAB_CI"]),
    ("Azure Pipelines", ["TF_BUILD"]),
    // BUILD_ID alone is set by other tools too.
    ("Jenkins", ["JENKINS_URL", "BUILD_ID"]),
    ("Buildkite", ["BUILDKITE"]),
    ("CircleCI", ["CIRCLECI"]),
    ("TeamCity", ["TEAMCITY_VERSION"]),
    ("Bitrise", ["BITRISE_IO"]),
    ("Travis CI", ["TRAVIS"]),
    ("Xcode Cloud", ["CI_XCODE_PROJECT"]),
    ("Xcode Cloud", ["CI_WORKSPACE"]),
    ("Bitbucket Pipelines", ["BITBUCKET_BUILD_NUMBER"]),
    ("AppVeyor", ["APPVEYOR"]),
    ("AWS CodeBuild", ["CODEBUILD_BUILD_ID"]),
    ("Codemagic", ["CM_BUILD_ID"]),
    ("Drone", ["DRONE"]),
    ("Semaphore", ["SEMAPHORE"]),
  ]

  /// The CI service `variables` show, if any. A variable counts when set to anything but
  /// empty, `0`, `false` or `no` (any case), so that `CI=false` still means a local run.
  static func detect(in variables: [String: String]) -> ContinuousIntegration? {
    func isSet(_ name: String) -> Bool {
      guard let value = variables[name]?.lowercased() else { return false }
      return !["", "0", "false", "no"].contains(value)
    }
    for (service, names) in services where names.allSatisfy(isSet) {
      return ContinuousIntegration(service: service, variable: names[0])
    }
    return nil
  }

  /// What was found, for messages: `TF_BUILD is set (Azure Pipelines)`, `CI is set`.
  var evidence: String {
    "\(variable) is set" + (service.map { " (\($0))" } ?? "")
  }
}
