import InlineSnapshot
@testable import RemindersCommand

/// What one run of the command printed, and its exit status.
struct CommandRun: CustomStringConvertible {
  var status: Int32
  var output: String
  var errors: String

  /// Everything, in one text to snapshot: the status, then standard output, then standard
  /// error when there is any.
  var description: String {
    var text = "exit \(status)\n" + output
    if !errors.isEmpty { text += "--- stderr\n" + errors }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}

/// Runs `reminders` in this process, against the test's database (from the
/// `.remindersDatabase` trait), with output captured, no colors and a 100-column terminal.
@MainActor
func reminders(
  _ arguments: String...,
  width: Int = 100,
  variables: [String: String] = [:]
) async -> CommandRun {
  let environment = RunEnvironment.capturing(variables: variables, width: width)
  let status = await CommandRunner.run(arguments, in: environment)
  return CommandRun(status: status, output: environment.output.text, errors: environment.errors.text)
}

/// Runs `reminders` in this process and snapshots what it printed (``CommandRun``) in the
/// trailing closure, which recording writes as with `assertInlineSnapshot`.
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
  let environment = RunEnvironment.capturing(variables: variables, width: width)
  let status = await CommandRunner.run(arguments, in: environment)
  let run = CommandRun(status: status, output: environment.output.text, errors: environment.errors.text)
  assertInlineSnapshot(
    of: run, as: .description, matches: expected,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
}
