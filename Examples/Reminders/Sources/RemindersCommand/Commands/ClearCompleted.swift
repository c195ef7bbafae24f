import ArgumentParser
import Reminders

/// `reminders clear-completed [--before DATE]`.
struct ClearCompleted: RemindersCommand {
  static let configuration = CommandConfiguration(
    abstract: "Delete completed reminders, all of them or those due before a date."
  )

  @Option(help: ArgumentHelp("Only those due before this date.", valueName: "date"))
  var before: String?

  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let date = try before.map { text throws(DueDateParser.Failure) in try DueDateParser().parse(text) }
    let count = try RootModel().clearCompleted(dueBefore: date)
    if context.json { return try context.printJSON(DeletionJSON(deletedReminderCount: count)) }
    context.print("Deleted \(count) completed reminder\(count == 1 ? "" : "s").")
  }
}
