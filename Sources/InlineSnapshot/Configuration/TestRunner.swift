/// The tool that launched the test process, when it passes the process only part of its own
/// environment, so that advice about `SNAPSHOT_TESTING_RECORD` names that tool's way to set it.
///
/// A variable the user set for such a tool may never reach the tests, so a failure must not
/// say "set SNAPSHOT_TESTING_RECORD" to someone who did, in a way the test cannot see.
enum TestRunner: Sendable, Equatable {
  /// Xcode or `xcodebuild`, which pass tests only the variables prefixed with `TEST_RUNNER_`
  /// (prefix removed), besides those of the scheme or test plan.
  case xcode
  /// `bazel test`, which passes tests only the variables named with `--test_env`.
  case bazel

  /// The filtering runner `variables` show, if any.
  static func detect(in variables: [String: String]) -> TestRunner? {
    func isSet(_ name: String) -> Bool { !(variables[name] ?? "").isEmpty }
    // Set by XCTest's runner in every process Xcode or xcodebuild starts for tests.
    if isSet("XCTestConfigurationFilePath") || isSet("XCTestSessionIdentifier") {
      return .xcode
    }
    // Set by Bazel for every test action (its test encyclopedia).
    if isSet("TEST_SRCDIR"), isSet("TEST_WORKSPACE") { return .bazel }
    return nil
  }

  /// How to set `SNAPSHOT_TESTING_RECORD` to `value` for tests this runner starts, or for
  /// a plain run when `runner` is `nil`.
  static func advice(setting value: String, runner: TestRunner?) -> String {
    let assignment = "SNAPSHOT_TESTING_RECORD=\(value)"
    switch runner {
    case nil:
      return "set \(assignment)"
    case .xcode:
      return """
        set \(assignment) for the tests (xcodebuild passes on only TEST_RUNNER_\(assignment); \
        in Xcode, the test plan's or scheme's environment variables)
        """
    case .bazel:
      return "pass --test_env=\(assignment) to bazel test"
    }
  }
}
