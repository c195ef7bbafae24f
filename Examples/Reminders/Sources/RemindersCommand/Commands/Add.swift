import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders add <title> …`: a new reminder.
struct Add: RemindersCommand {
  static let configuration = CommandConfiguration(abstract: "Add a reminder.")

  @Argument(help: "What to do.")
  var title: String

  @OptionGroup var fields: ReminderFields
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let due = try fields.due.map { text throws(DueDateParser.Failure) in try DueDateParser().parse(text) }
    let listName = fields.list
    let listID = try await database.read { db in
      if let listName { return try RemindersList.designated(by: listName, db).id }
      guard let list = try RemindersList.defaultList(db) else { throw RemindersError.noLists }
      return list.id
    }
    let form = ReminderFormModel(
      draft: Reminder.Draft(
        dueDate: due, isFlagged: fields.flag, notes: fields.notes ?? "",
        priority: fields.priority, remindersListID: listID, title: title
      )
    )
    form.newTagTitles = fields.tags
    let reminder = try form.save()
    try await ScreenPrinter.printRows([reminder.id], verb: "Added", single: true, in: context)
  }
}
