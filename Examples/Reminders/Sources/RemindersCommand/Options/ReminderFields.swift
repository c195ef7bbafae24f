import ArgumentParser
import Reminders

/// The fields `add` and `edit` set.
struct ReminderFields: ParsableArguments {
  @Option(help: ArgumentHelp("The list, by title or id (default: the first list by title).", valueName: "list"))
  var list: String?

  @Option(help: ArgumentHelp("When it is due: 2026-12-01T09:00, tomorrow 9am, in 3 days, friday 17:30…", valueName: "date"))
  var due: String?

  @Option(help: ArgumentHelp("Notes; \\n in a shell's $'…' makes new lines.", valueName: "text"))
  var notes: String?

  @Option(help: "low, medium or high.")
  var priority: Priority?

  @Flag(help: "Flag it.")
  var flag = false

  @Option(name: .customLong("tag"), help: ArgumentHelp("A tag, existing or new; repeat for several.", valueName: "tag"))
  var tags: [String] = []
}
