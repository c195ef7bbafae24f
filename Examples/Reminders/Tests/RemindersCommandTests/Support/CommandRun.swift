import InlineSnapshot
@testable import RemindersCommand

/// What one run of the command printed, and its exit status.
struct CommandRun {
  var arguments: [String]
  var variables: [String: String]
  var status: Int32
  var output: String
  var errors: String

  /// The run as the built executable's transcripts show it (EndToEnd/): one format for both.
  var transcript: Transcript {
    Transcript([
      Transcript.Step(
        commandLine: ["reminders"] + arguments, environment: variables,
        output: CapturedBytes(output), errors: CapturedBytes(errors), termination: .exited(status))
    ])
  }
}

/// Runs `reminders` in this process, against the test's database and clock (from the
/// `.remindersDatabase` trait), with output captured, no colors and a 100-column terminal.
@MainActor
func reminders(
  _ arguments: [String],
  width: Int = 100,
  variables: [String: String] = [:]
) async -> CommandRun {
  let environment = RunEnvironment.capturing(variables: variables, width: width)
  let status = await CommandRunner.run(arguments, in: environment)
  return CommandRun(
    arguments: arguments, variables: variables, status: status,
    output: environment.output.text, errors: environment.errors.text)
}

/// Runs `reminders` in this process (see ``reminders(_:width:variables:)``).
@MainActor
func reminders(
  _ arguments: String...,
  width: Int = 100,
  variables: [String: String] = [:]
) async -> CommandRun {
  await reminders(arguments, width: width, variables: variables)
}

/// Runs `reminders` in this process and snapshots its transcript in the trailing closure, which
/// recording writes as with `assertInlineSnapshot`.
@MainActor
func assertReminders(
  _ arguments: String...,
  width: Int = 100,
  variables: [String: String] = [:],
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  let run = await reminders(arguments, width: width, variables: variables)
  assertInlineSnapshot(
    of: run.transcript, as: .transcript, matches: expected,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
}
