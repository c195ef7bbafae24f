import ArgumentParser
import DatabaseDependency
import Dependencies
import GRDB
import Reminders

/// The ids `complete`, `uncomplete`, `flag`, `unflag` and `delete` take.
struct ReminderIDs: ParsableArguments {
  @Argument(help: "Reminder ids.")
  var ids: [Int64]

  mutating func validate() throws {
    if ids.isEmpty { throw ValidationError("Name at least one reminder id.") }
    var seen: Set<Int64> = []
    ids = ids.filter { seen.insert($0).inserted }
  }
}

/// Sets one state of reminders; running it twice is harmless.
@MainActor
private func setState(
  _ ids: [Int64], verb: String, in context: CommandContext,
  _ change: @escaping @Sendable ([Int64], Database) throws -> Void
) async throws {
  @Dependency(\.defaultDatabase) var database
  try await database.write { db in try change(ids, db) }
  try await ScreenPrinter.printRows(ids, verb: verb, in: context)
}

struct Complete: RemindersCommand {
  static let configuration = CommandConfiguration(abstract: "Mark reminders completed.")
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    try await setState(reminders.ids, verb: "Completed", in: context) { try Reminder.setCompleted(true, ids: $0, $1) }
  }
}

struct Uncomplete: RemindersCommand {
  static let configuration = CommandConfiguration(abstract: "Mark reminders not completed.")
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    try await setState(reminders.ids, verb: "Reopened", in: context) { try Reminder.setCompleted(false, ids: $0, $1) }
  }
}

struct FlagCommand: RemindersCommand {
  static let configuration = CommandConfiguration(commandName: "flag", abstract: "Flag reminders.")
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    try await setState(reminders.ids, verb: "Flagged", in: context) { try Reminder.setFlagged(true, ids: $0, $1) }
  }
}

struct UnflagCommand: RemindersCommand {
  static let configuration = CommandConfiguration(commandName: "unflag", abstract: "Remove reminders' flags.")
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    try await setState(reminders.ids, verb: "Unflagged", in: context) { try Reminder.setFlagged(false, ids: $0, $1) }
  }
}

struct Delete: RemindersCommand {
  static let configuration = CommandConfiguration(abstract: "Delete reminders.")
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let ids = reminders.ids
    try await database.write { db in try Reminder.delete(ids: ids, db) }
    if context.json { return try context.printJSON(DeletionJSON(deletedReminders: ids)) }
    context.print("Deleted \(ids.count) reminder\(ids.count == 1 ? "" : "s").")
  }
}
