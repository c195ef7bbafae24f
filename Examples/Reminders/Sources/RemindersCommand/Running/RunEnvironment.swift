import DatabaseDependency
import Dependencies
import Foundation
import GRDB
import Reminders

/// What a run of the command gets from the world: streams, environment variables, the terminal,
/// and how it reaches the database.
package struct RunEnvironment: Sendable {
  var output: TextStream
  var errors: TextStream
  /// Environment variables (`NO_COLOR`, `REMINDERS_DATABASE`, `HOME`, …).
  var variables: [String: String]
  /// Whether standard output is a terminal, and its width.
  var isTerminal: Bool
  var terminalWidth: Int?
  /// Runs a command's body with its database in the dependencies. The live environment opens
  /// the file; tests use the clone their trait provides.
  var withDatabase:
    @MainActor @Sendable (GlobalOptions, RunEnvironment, () async throws -> Void) async throws -> Void

  /// The process's own streams, environment and database file.
  package static func live() -> RunEnvironment {
    let variables = ProcessInfo.processInfo.environment
    return RunEnvironment(
      output: TextStream(handle: .standardOutput),
      errors: TextStream(handle: .standardError),
      variables: variables,
      isTerminal: isatty(STDOUT_FILENO) == 1,
      terminalWidth: TerminalStyle.width(variables: variables),
      withDatabase: openingTheFile
    )
  }

  /// Buffers for output, no terminal, and the database file `variables` or the options name,
  /// as the executable finds it: a run in process of what the executable does.
  static func buffered(variables: [String: String]) -> RunEnvironment {
    RunEnvironment(
      output: TextStream(),
      errors: TextStream(),
      variables: variables,
      isTerminal: false,
      terminalWidth: TerminalStyle.width(variables: variables),
      withDatabase: openingTheFile
    )
  }

  /// Opens the database file the options or the environment name, with the real clock.
  private static let openingTheFile:
    @MainActor @Sendable (GlobalOptions, RunEnvironment, () async throws -> Void) async throws -> Void =
  { options, environment, body in
    let location = try DatabaseLocation.resolve(options: options, variables: environment.variables)
    let database = try DatabaseOpener.open(location, sampleData: !options.noSampleData)
    try await withDependencies {
      $0.defaultDatabase = database
      $0.date = DateGenerator { Date() }
      $0.timeZone = .current
    } operation: {
      try await body()
    }
  }

  /// Buffers for output, no terminal, and the database already in the dependencies (a test's
  /// clone).
  static func capturing(variables: [String: String] = [:], width: Int = 100) -> RunEnvironment {
    RunEnvironment(
      output: TextStream(),
      errors: TextStream(),
      variables: variables,
      isTerminal: false,
      terminalWidth: width,
      withDatabase: { _, _, body in try await body() }
    )
  }
}
