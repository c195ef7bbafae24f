import ArgumentParser
import DatabaseDependency
import Dependencies
import Reminders

/// `reminders tags …`.
struct TagsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tags",
    abstract: "Show, add, rename or delete tags.",
    subcommands: [ShowTags.self, AddTag.self, RenameTag.self, DeleteTags.self],
    defaultSubcommand: ShowTags.self
  )
}

struct ShowTags: RemindersCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show the tags with their incomplete counts (the default)."
  )
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let model = TagsModel()
    try model.query.load()
    if context.json {
      return try context.printJSON(model.tags.map { TagJSON($0.tag, incompleteCount: $0.incompleteCount) })
    }
    if model.tags.isEmpty { return context.print("No tags.") }
    let width = (model.tags.map(\.tag.title.count).max() ?? 0) + 1
    for summary in model.tags {
      let title = "#\(summary.tag.title)".padding(toLength: width, withPad: " ", startingAt: 0)
      context.print("  \(summary.tag.id)  \(title)  \(summary.incompleteCount)")
    }
  }
}

struct AddTag: RemindersCommand {
  static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a tag.")
  @Argument(help: "Its title.") var title: String
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    let tag = try TagsModel().create(title: title)
    if context.json { return try context.printJSON(TagJSON(tag)) }
    context.print("Added tag \(tag.id) #\(tag.title)")
  }
}

struct RenameTag: RemindersCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename", abstract: "Rename a tag; its reminders keep it."
  )
  @Argument(help: "The tag, by title or id.") var tag: String
  @Argument(help: "Its new title.") var title: String
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let name = tag
    let id = try await database.read { db in try Tag.designated(by: name, db).id }
    let renamed = try TagsModel().rename(id: id, to: title)
    if context.json { return try context.printJSON(TagJSON(renamed)) }
    context.print("Renamed tag \(renamed.id) to #\(renamed.title)")
  }
}

struct DeleteTags: RemindersCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: "Delete tags; their reminders stay."
  )
  @Argument(help: "Tags, by title or id.") var tags: [String]
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let names = tags
    let ids = Array(Set(try await database.read { db in try names.map { try Tag.designated(by: $0, db).id } })).sorted()
    try TagsModel().delete(ids: ids)
    if context.json { return try context.printJSON(DeletionJSON(deletedTags: ids)) }
    context.print("Deleted \(ids.count) tag\(ids.count == 1 ? "" : "s").")
  }
}
