import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders lists …`: the lists themselves.
struct ListsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lists",
    abstract: "Show, add, rename, recolor or delete lists.",
    subcommands: [ShowLists.self, AddList.self, RenameList.self, RecolorList.self, DeleteLists.self],
    defaultSubcommand: ShowLists.self
  )
}

/// Prints one list after a write.
@MainActor
private func printList(_ list: RemindersList, verb: String, in context: CommandContext) throws {
  if context.json { return try context.printJSON(ListJSON(list)) }
  context.print(
    "\(verb) list \(list.id) \(context.terminal.colored("●", list.color)) \(list.title) (\(ColorNames.name(of: list.color)))"
  )
}

struct ShowLists: RemindersCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show the lists with their incomplete counts (the default)."
  )
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let model = RootModel()
    try model.query.load()
    let lists = model.state.lists
    if context.json {
      return try context.printJSON(lists.map { ListJSON($0.list, incompleteCount: $0.incompleteCount) })
    }
    if lists.isEmpty { return context.print("No lists. Add one with 'reminders lists add <title>'.") }
    let width = lists.map(\.list.title.count).max() ?? 0
    for summary in lists {
      let title = summary.list.title.padding(toLength: width, withPad: " ", startingAt: 0)
      context.print(
        "  \(summary.list.id)  \(context.terminal.colored("●", summary.list.color)) \(title)  \(summary.incompleteCount)"
      )
    }
  }
}

struct AddList: RemindersCommand {
  static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a list.")
  @Argument(help: "Its title.") var title: String
  @Option(help: "#RRGGBB, #RRGGBBAA or a color name (default: blue).") var color: String?
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let form = RootModel().newListForm()
    form.draft.title = title
    if let color { form.draft.color = try ColorNames.color(color) }
    try printList(try form.save(), verb: "Added", in: context)
  }
}

struct RenameList: RemindersCommand {
  static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a list.")
  @Argument(help: "The list, by title or id.") var list: String
  @Argument(help: "Its new title.") var title: String
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let form = try await editForm(list)
    form.draft.title = title
    try printList(try form.save(), verb: "Renamed", in: context)
  }
}

struct RecolorList: RemindersCommand {
  static let configuration = CommandConfiguration(commandName: "recolor", abstract: "Change a list's color.")
  @Argument(help: "The list, by title or id.") var list: String
  @Argument(help: "#RRGGBB, #RRGGBBAA or a color name.") var color: String
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let color = try ColorNames.color(color)
    let form = try await editForm(list)
    form.draft.color = color
    try printList(try form.save(), verb: "Recolored", in: context)
  }
}

struct DeleteLists: RemindersCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: "Delete lists, with their reminders."
  )
  @Argument(help: "Lists, by title or id.") var lists: [String]
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let names = lists
    let ids = try await database.read { db in try names.map { try RemindersList.designated(by: $0, db).id } }
    let unique = Array(Set(ids)).sorted()
    let count = try RootModel().deleteLists(ids: unique)
    if context.json {
      return try context.printJSON(DeletionJSON(deletedLists: unique, deletedReminderCount: count))
    }
    context.print(
      "Deleted \(unique.count) list\(unique.count == 1 ? "" : "s") and the \(count) reminder\(count == 1 ? "" : "s") in \(unique.count == 1 ? "it" : "them")."
    )
  }
}

/// A form editing the list `name` designates.
@MainActor
private func editForm(_ name: String) async throws -> ListFormModel {
  @Dependency(\.defaultDatabase) var database
  let list = try await database.read { db in try RemindersList.designated(by: name, db) }
  return RootModel().editListForm(list)
}
