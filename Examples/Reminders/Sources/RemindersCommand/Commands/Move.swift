import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders move <id> --list L` (or `--to-list L`) and `--before/--after <id>`.
struct Move: RemindersCommand {
  static let configuration = CommandConfiguration(
    abstract: "Move a reminder to another list, or before or after another reminder.",
    discussion: """
      --before and --after change the manual order and switch the reminder's list to it \
      ('reminders show <list> --sort manual' does the same without moving anything).
      """
  )

  @Argument(help: "The reminder's id.")
  var id: Int64

  // --list, as `add` and `show` say it; --to-list as well, as it was first written.
  @Option(
    name: [.customLong("list"), .customLong("to-list")],
    help: ArgumentHelp("The list to move it to, by title or id.", valueName: "list")
  )
  var list: String?

  @Option(help: ArgumentHelp("Put it just before this reminder in the manual order.", valueName: "id"))
  var before: Int64?

  @Option(help: ArgumentHelp("Put it just after this reminder in the manual order.", valueName: "id"))
  var after: Int64?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    if before != nil && after != nil { throw ValidationError("Use --before or --after, not both.") }
    if list == nil && before == nil && after == nil {
      throw ValidationError("Say where: --list, --before or --after.")
    }
  }

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let (id, name) = (id, list)
    // The screen of the list the reminder ends up in: the one named, or its own.
    let listID = try await database.read { db in
      if let name { return try RemindersList.designated(by: name, db).id }
      return try Reminder.find(id: id, db).remindersListID
    }
    let screen = DetailModel(detail: .list(id: listID))
    if list != nil { try screen.move(id: id, toList: listID) }
    if let placement = before.map(ManualPlacement.before) ?? after.map(ManualPlacement.after) {
      try screen.move(id: id, placement)
    }
    try await ScreenPrinter.printRows([id], verb: "Moved", single: true, in: context)
  }
}
