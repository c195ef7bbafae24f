import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders edit <id> …`: changes some of a reminder's fields, keeping the others.
struct Edit: RemindersCommand {
  static let configuration = CommandConfiguration(abstract: "Change a reminder.")

  @Argument(help: "The reminder's id.")
  var id: Int64

  @Option(help: "A new title.")
  var title: String?

  @OptionGroup var fields: ReminderFields

  @Flag(help: "Remove the due date.")
  var noDue = false

  @Flag(help: "Remove the priority.")
  var noPriority = false

  @Flag(help: "Remove the flag.")
  var unflag = false

  @Option(name: .customLong("untag"), help: ArgumentHelp("Remove a tag; repeat for several.", valueName: "tag"))
  var untags: [String] = []

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    if noDue && fields.due != nil { throw ValidationError("Use --due or --no-due, not both.") }
    if noPriority && fields.priority != nil {
      throw ValidationError("Use --priority or --no-priority, not both.")
    }
    if unflag && fields.flag { throw ValidationError("Use --flag or --unflag, not both.") }
  }

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let form = try ReminderFormModel(editing: id)
    if let title { form.draft.title = title }
    if let due = fields.due {
      form.draft.dueDate = try DueDateParser().parse(due)
    }
    if noDue { form.draft.dueDate = nil }
    if let notes = fields.notes { form.draft.notes = notes }
    if let priority = fields.priority { form.draft.priority = priority }
    if noPriority { form.draft.priority = nil }
    if fields.flag { form.draft.isFlagged = true }
    if unflag { form.draft.isFlagged = false }
    let (listName, untags) = (fields.list, untags)
    let (listID, removed): (Int64?, [Int64]) = try await database.read { db in
      (try listName.map { try RemindersList.designated(by: $0, db).id }, try untags.map { try Tag.designated(by: $0, db).id })
    }
    if let listID { form.draft.remindersListID = listID }
    form.tagIDs.subtract(removed)
    form.newTagTitles = fields.tags
    let reminder = try form.save()
    try await ScreenPrinter.printRows([reminder.id], verb: "Saved", single: true, in: context)
  }
}
