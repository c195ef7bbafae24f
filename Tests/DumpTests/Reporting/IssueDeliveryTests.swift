import Testing

@testable import Dump

@Suite struct IssueDeliveryTests {
  @Test func swiftBuildsXCTestRunnerIsAProcessIssueReportingDoesNotRecognise() {
    let runner = "/p/.build/out/Products/Debug-linux/MyTests-test-runner"
    #expect(IssueDelivery.runsXCTestUnrecognized(arguments: [runner], isTesting: false))
    #expect(
      IssueDelivery.runsXCTestUnrecognized(
        arguments: [runner, "MyTests.GreetingTests/testHello"], isTesting: false))
  }

  @Test func processesIssueReportingRecognisesOrThatRunNoTestsAreLeftToIt() {
    let runner = "/p/.build/out/Products/Debug-linux/MyTests-test-runner"
    // Swift Testing's run of the same runner, which IssueReporting recognises.
    #expect(
      !IssueDelivery.runsXCTestUnrecognized(
        arguments: [runner, "--testing-library", "swift-testing"], isTesting: false))
    #expect(!IssueDelivery.runsXCTestUnrecognized(arguments: [runner], isTesting: true))
    #expect(
      !IssueDelivery.runsXCTestUnrecognized(
        arguments: ["/p/.build/debug/MyPackageTests.xctest"], isTesting: true))
    #expect(!IssueDelivery.runsXCTestUnrecognized(arguments: ["/usr/bin/app"], isTesting: false))
    #expect(!IssueDelivery.runsXCTestUnrecognized(arguments: [], isTesting: false))
  }
}
