import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("database"),
    help: ArgumentHelp(
      "The database file (default: $REMINDERS_DATABASE, else the platform's data folder).",
      valueName: "path"
    )
  )
  var databasePath: String?

  @Flag(help: "Start a new database empty, without the sample lists and reminders.")
  var noSampleData = false

  @Flag(help: "Print JSON for scripts instead of text.")
  var json = false
}
