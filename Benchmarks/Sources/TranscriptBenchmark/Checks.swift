import Foundation
import InlineSnapshot
import RemindersCommand

/// The four ways of running `reminders lists` that the benchmark times: its check as a test
/// writes it, run as a process and in process, and each without the snapshot (the floors).
struct Checks {
  let executable: URL

  /// What the app prints for the seeded database, as a test's trailing closure holds it.
  static let expected = """
    $ reminders lists
      3  ● Business  1
      2  ● Family    2
      1  ● Personal  4
    """

  /// The command as a user's test names it; the database comes from `REMINDERS_DATABASE` in
  /// this process's environment, which the child inherits, so no variable is shown.
  var command: Command {
    Command(executable: .path(executable.path), name: "reminders", arguments: ["lists"])
  }

  /// (a) A transcript of the built executable: process start to snapshot compared.
  func transcript() {
    assertInlineSnapshot(of: command, as: .transcript) { Self.expected }
  }

  /// (b) The same check in process: the command prints into streams the test passes.
  func inProcess() async {
    let transcript = await Transcript.capturing("reminders", "lists") { output, errors in
      await CommandRunner.run(
        ["lists"], variables: ProcessInfo.processInfo.environment,
        output: &output, errors: &errors)
    }
    assertInlineSnapshot(of: transcript, as: .transcript) { Self.expected }
  }

  /// (c) The process's floor: spawn, read both streams, wait; no `Command`, no snapshot.
  func spawnFloor() throws {
    _ = try SpawnFloor.run(executable, ["lists"])
  }

  /// (c) The in-process floor: the command's run alone.
  func inProcessFloor() async {
    var output = CapturedOutput()
    var errors = CapturedOutput()
    _ = await CommandRunner.run(
      ["lists"], variables: ProcessInfo.processInfo.environment,
      output: &output, errors: &errors)
  }

  /// Checks, outside the timings, that each way prints what the snapshot expects: a timed
  /// assertion that failed would time a failure's path (outside a test nothing stops the run).
  func verify() async throws {
    let ofProcess = try Snapshotting<Command, String>.transcript.snapshot(command)
    var output = CapturedOutput()
    var errors = CapturedOutput()
    let status = await CommandRunner.run(
      ["lists"], variables: ProcessInfo.processInfo.environment,
      output: &output, errors: &errors)
    let inProcess = try Snapshotting<Transcript, String>.transcript.snapshot(
      Transcript.capturing("reminders", "lists") { out, err in
        out.write(output.text)
        err.write(errors.text)
        return status
      })
    let floor = "$ reminders lists\n" + (try SpawnFloor.run(executable, ["lists"]))
    for (name, text) in [("transcript", ofProcess), ("in process", inProcess), ("spawn floor", floor)] {
      guard text.trimmingCharacters(in: .newlines) == Self.expected else {
        throw BenchmarkError(
          message: "The \(name) printed something else than the snapshot:\n\(text)\nexpected:\n\(Self.expected)")
      }
    }
  }
}
