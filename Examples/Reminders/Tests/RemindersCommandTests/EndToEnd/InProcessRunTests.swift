import Dump
import Foundation
import InlineSnapshot
import RemindersCommand
import Testing

/// `CommandRunner.run(_:variables:output:errors:)`, the library's entry for other packages
/// (Benchmarks/), against the built executable: the same sample data, the same text.
@Suite(.serialized)
struct InProcessRunTests {
  /// Output, errors and status, for a read, a write, a refusal and a usage error.
  @Test(arguments: [
    ["lists"], ["add", "Water the plants", "--list", "Family"], ["show", "nowhere"], ["--bogus"],
  ])
  func printsWhatTheExecutablePrints(_ arguments: [String]) async throws {
    // Each side on a database of its own, both made with the sample data on first use.
    let ofProcess = try ScratchFolder()
    let transcript = try Command(
      executable: .product("reminders"), arguments: arguments,
      environment: [
        "REMINDERS_DATABASE": ofProcess.path("reminders.sqlite"),
        "CLICOLOR_FORCE": nil, "NO_COLOR": nil,
      ]
    ).run()
    let step = try #require(transcript.steps.first)

    let inProcess = try ScratchFolder()
    var variables = ProcessInfo.processInfo.environment
    variables["REMINDERS_DATABASE"] = inProcess.path("reminders.sqlite")
    variables["CLICOLOR_FORCE"] = nil
    var output = CapturedOutput()
    var errors = CapturedOutput()
    let status = await CommandRunner.run(
      arguments, variables: variables, output: &output, errors: &errors)

    expectNoDifference(
      [CapturedBytes(output.text), CapturedBytes(errors.text)], [step.output, step.errors])
    #expect(Transcript.Termination.exited(status) == step.termination)
  }

  /// The check the benchmark times in process, as a test writes it.
  @Test func listsInProcess() async throws {
    let folder = try ScratchFolder()
    let variables = ["REMINDERS_DATABASE": folder.path("reminders.sqlite")]
    let transcript = await Transcript.capturing("reminders", "lists") { output, errors in
      await CommandRunner.run(["lists"], variables: variables, output: &output, errors: &errors)
    }
    assertInlineSnapshot(of: transcript, as: .transcript) {
      """
      $ reminders lists
        3  ● Business  1
        2  ● Family    2
        1  ● Personal  4
      """
    }
  }
}
