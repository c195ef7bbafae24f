import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders show <detail>`: a list, a smart list or a tag's reminders.
struct Show: RemindersCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the reminders of a list, a smart list or a tag.",
    discussion: """
      <detail> is a list's title (any case), today, scheduled, all, flagged, completed, or \
      #tag. If a list is titled like a smart list, name it with --list and the smart list \
      with --smart. Sorting and showing completed reminders are remembered per list.
      """
  )

  @Argument(help: "A list's title, a smart list (today, scheduled, all, flagged, completed) or #tag.")
  var detail: String?

  @Option(help: ArgumentHelp("A list, by title or id.", valueName: "list"))
  var list: String?

  @Option(help: ArgumentHelp("A smart list: today, scheduled, all, flagged or completed.", valueName: "name"))
  var smart: String?

  @Flag var completed: CompletedVisibility?

  @Option(help: "Order by due, priority, title or manual (remembered for this list).")
  var sort: Ordering?

  @OptionGroup var global: GlobalOptions

  func validate() throws {
    let given = [detail, list, smart].compactMap { $0 }
    guard given.count == 1 else {
      throw ValidationError("Name one list, smart list or tag (a <detail>, --list or --smart).")
    }
    if let smart, Detail(smartListName: smart) == nil {
      throw ValidationError("'\(smart)' is not a smart list; use today, scheduled, all, flagged or completed.")
    }
  }

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let resolved: Detail = try await database.read { db in
      if let list { return .list(id: try RemindersList.designated(by: list, db).id) }
      if let smart, let detail = Detail(smartListName: smart) { return detail }
      return try Detail.designated(by: detail ?? "", db)
    }
    let model = DetailModel(detail: resolved, pageSize: nil)
    if let sort { try model.setOrdering(sort) }
    if let completed { try model.setShowCompleted(completed == .showCompleted) }
    try model.query.load()
    try ScreenPrinter.print(model.state, in: context)
  }
}

/// Prints a detail screen as text or JSON.
enum ScreenPrinter {
  @MainActor
  static func print(_ state: DetailState, in context: CommandContext) throws {
    if context.json { return try context.printJSON(state.rows.map(ReminderJSON.init)) }
    DetailText.lines(state, time: context.time, style: context.terminal).forEach(context.print)
  }

  /// Prints the rows of reminders a write changed; JSON is an array, or one object for a
  /// command that writes one reminder.
  @MainActor
  static func printRows(
    _ ids: [Int64], verb: String, single: Bool = false, in context: CommandContext
  ) async throws {
    @Dependency(\.defaultDatabase) var database
    let time = context.time
    let rows = try await database.read { db in try ReminderRow.fetchAll(db, ids: ids, time: time) }
    if context.json, single, let row = rows.first { return try context.printJSON(ReminderJSON(row)) }
    if context.json { return try context.printJSON(rows.map(ReminderJSON.init)) }
    context.print("\(verb) \(rows.count) reminder\(rows.count == 1 ? "" : "s"):")
    let table = ReminderTable(rows: rows, showsList: true, time: time, style: context.terminal, highlight: nil)
    table.lines().forEach(context.print)
  }
}
