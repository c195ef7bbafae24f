import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders move <id> --to-list L` and `--before/--after <id>`.
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

  @Option(help: ArgumentHelp("The list to move it to, by title or id.", valueName: "list"))
  var toList: String?

  @Option(help: ArgumentHelp("Put it just before this reminder in the manual order.", valueName: "id"))
  var before: Int64?

  @Option(help: ArgumentHelp("Put it just after this reminder in the manual order.", valueName: "id"))
  var after: Int64?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    if before != nil && after != nil { throw ValidationError("Use --before or --after, not both.") }
    if toList == nil && before == nil && after == nil {
      throw ValidationError("Say where: --to-list, --before or --after.")
    }
  }

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let (id, toList) = (id, toList)
    if let toList {
      try await database.write { db in
        try Reminder.move(id: id, toList: try Lookup.list(toList, db).id, db)
      }
    }
    if let placement = before.map(ManualPlacement.before) ?? after.map(ManualPlacement.after) {
      let listID = try await database.read { db in
        guard let reminder = try Reminder.fetchOne(db, key: id) else {
          throw RemindersError.reminderNotFound(id: id)
        }
        return reminder.remindersListID
      }
      try DetailModel(detail: .list(id: listID)).move(id: id, placement)
    }
    try await ScreenPrinter.printRows([id], verb: "Moved", single: true, in: context)
  }
}
