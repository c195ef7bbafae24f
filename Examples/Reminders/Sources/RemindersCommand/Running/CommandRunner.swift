import ArgumentParser
import Foundation
import GRDB
import Reminders

/// Parses the arguments, runs the command, and turns every failure into one line on standard
/// error and an exit status: 0 success, 1 a runtime error or something not found, 2 a usage
/// error.
public enum CommandRunner {
  @MainActor
  package static func run(_ arguments: [String], in environment: RunEnvironment) async -> Int32 {
    let parsed: any ParsableCommand
    do {
      parsed = try RemindersApp.parseAsRoot(GlobalOptions.movingLeadingOptions(arguments))
    } catch {
      return report(parsingError: error, in: environment)
    }
    guard let command = parsed as? any RemindersCommand else {
      // ArgumentParser's own commands (`help`) report through a clean exit.
      do {
        var builtIn = parsed
        try builtIn.run()
      } catch {
        return report(parsingError: error, in: environment)
      }
      environment.output.write(RemindersApp.helpMessage(for: type(of: parsed)) + "\n")
      return 0
    }
    let context = CommandContext(
      output: environment.output,
      errors: environment.errors,
      terminal: TerminalStyle(environment: environment),
      json: command.global.json
    )
    do {
      try await environment.withDatabase(command.global, environment) {
        try await command.execute(in: context)
      }
      return 0
    } catch {
      environment.errors.write("error: \(FailureMessage.describe(error))\n")
      return 1
    }
  }

  /// Help and version go to standard output with status 0; a usage error is one line on
  /// standard error, with where to find help, and status 2.
  private static func report(parsingError error: any Error, in environment: RunEnvironment) -> Int32 {
    let code = RemindersApp.exitCode(for: error)
    if code == .success {
      environment.output.write(RemindersApp.fullMessage(for: error) + "\n")
      return 0
    }
    let message = RemindersApp.message(for: error)
      .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    environment.errors.write("error: \(message) (see 'reminders --help')\n")
    return 2
  }
}

extension CommandRunner {
  /// Runs `reminders arguments` in this process, as the executable does with `variables` for
  /// its environment (the database from `--database` or `REMINDERS_DATABASE`), and writes what
  /// it prints to `output` and `errors` instead of the standard streams, as plain text (no
  /// terminal). Returns the exit status the executable would have exited with.
  ///
  /// Cost: the command's own work, without a process start: what a transcript of the built
  /// executable costs beside it is measured in `Benchmarks/` (TranscriptBenchmark).
  public static func run(
    _ arguments: [String],
    variables: [String: String],
    output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) async -> Int32 {
    let environment = RunEnvironment.buffered(variables: variables)
    let status = await run(arguments, in: environment)
    output.write(environment.output.text)
    errors.write(environment.errors.text)
    return status
  }
}
