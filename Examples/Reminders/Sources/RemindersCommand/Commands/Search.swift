import ArgumentParser
import Reminders

/// `reminders search <text>`.
struct Search: RemindersCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find reminders whose title, notes or tags contain a text (any case, literally)."
  )

  @Argument(help: "The text to find.")
  var text: String

  @Flag(help: "List completed matches too.")
  var showCompleted = false

  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let model = SearchModel(pageSize: nil)
    try model.setShowCompleted(showCompleted)
    try model.search(text)
    let results = model.results
    if context.json { return try context.printJSON(results.rows.map(ReminderJSON.init)) }
    var header = "\(results.rows.count) match\(results.rows.count == 1 ? "" : "es") for \"\(text)\""
    if !showCompleted && results.completedCount > 0 {
      header += " (\(results.completedCount) completed hidden; --show-completed lists them)"
    }
    context.print(context.terminal.bold(header))
    let table = ReminderTable(
      rows: results.rows, showsList: true, time: context.time, style: context.terminal,
      highlight: text
    )
    table.lines().forEach(context.print)
  }
}
