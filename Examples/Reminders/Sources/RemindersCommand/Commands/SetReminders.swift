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

/// A command that sets one state of reminders: setting, not toggling, so that running it
/// twice is harmless.
protocol SetStateCommand: RemindersCommand {
  var reminders: ReminderIDs { get }
  /// How the output says what was done: "Completed 2 reminders:".
  static var verb: String { get }
  static func apply(ids: [Int64], _ db: Database) throws
}

extension SetStateCommand {
  func execute(in context: CommandContext) async throws {
    @Dependency(\.defaultDatabase) var database
    let ids = reminders.ids
    try await database.write { db in try Self.apply(ids: ids, db) }
    try await ScreenPrinter.printRows(ids, verb: Self.verb, in: context)
  }
}

struct Complete: SetStateCommand {
  static let configuration = CommandConfiguration(abstract: "Mark reminders completed.")
  static let verb = "Completed"
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  static func apply(ids: [Int64], _ db: Database) throws { try Reminder.setCompleted(true, ids: ids, db) }
}

struct Uncomplete: SetStateCommand {
  static let configuration = CommandConfiguration(abstract: "Mark reminders not completed.")
  static let verb = "Reopened"
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  static func apply(ids: [Int64], _ db: Database) throws { try Reminder.setCompleted(false, ids: ids, db) }
}

struct FlagCommand: SetStateCommand {
  static let configuration = CommandConfiguration(commandName: "flag", abstract: "Flag reminders.")
  static let verb = "Flagged"
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  static func apply(ids: [Int64], _ db: Database) throws { try Reminder.setFlagged(true, ids: ids, db) }
}

struct UnflagCommand: SetStateCommand {
  static let configuration = CommandConfiguration(commandName: "unflag", abstract: "Remove reminders' flags.")
  static let verb = "Unflagged"
  @OptionGroup var reminders: ReminderIDs
  @OptionGroup var global: GlobalOptions

  static func apply(ids: [Int64], _ db: Database) throws { try Reminder.setFlagged(false, ids: ids, db) }
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
