import ArgumentParser

/// A `reminders` subcommand: parsed by ArgumentParser, run by ``CommandRunner`` with the
/// database and output of a ``RunEnvironment``.
protocol RemindersCommand: ParsableCommand {
  /// The options every command takes (`--database`, `--json`, …).
  var global: GlobalOptions { get }

  /// Does the work, writing to `context`. The database is `@Dependency(\.defaultDatabase)`.
  @MainActor func execute(in context: CommandContext) async throws
}

extension RemindersCommand {
  // ArgumentParser's own entry point is not used: ``CommandRunner`` runs ``execute(in:)``.
  func run() throws {}
}
