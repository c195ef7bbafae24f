import ArgumentParser

/// The `reminders` command: its subcommands and its help.
struct RemindersApp: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reminders",
    abstract: "Lists, reminders and tags, in a terminal. Verbatim's reference app.",
    discussion: """
      With no command, shows the smart lists' counts, your lists and your tags.

      The database is $REMINDERS_DATABASE or --database, else \
      $XDG_DATA_HOME/reminders/reminders.sqlite (~/.local/share/… when unset) on Linux and \
      ~/Library/Application Support/reminders/reminders.sqlite on macOS. It is created with \
      sample data on first use (--no-sample-data starts empty).

      Dates: 2026-12-01, 2026-12-01T09:00, today (23:59), tonight (21:00), tomorrow 9am, \
      yesterday, in 3 days, in 2 hours, next monday, friday 17:30, dec 24. A day with no time \
      means 09:00.

      Colors: #RRGGBB, #RRGGBBAA, or red, orange, yellow, green, blue, purple, brown, gray. \
      Output is colored on a terminal, never with NO_COLOR set, always with CLICOLOR_FORCE=1.

      Exit status: 0 success, 1 an error or something not found, 2 a usage error. \
      Every command takes --json for scripts.
      """,
    subcommands: [
      Overview.self, Show.self, Add.self, Edit.self,
      Complete.self, Uncomplete.self, FlagCommand.self, UnflagCommand.self, Delete.self,
      Move.self, ClearCompleted.self, ListsCommand.self, TagsCommand.self, Search.self,
      Watch.self,
    ],
    defaultSubcommand: Overview.self
  )
}
