import Foundation
import GRDB

extension Reminder {
  /// Marks these reminders completed (or not). Setting, not toggling: doing it twice is harmless.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)`` for the first unknown id; then nothing
  ///   changes.
  public static func setCompleted(_ isCompleted: Bool, ids: [Int64], _ db: Database) throws {
    try requireExisting(ids: ids, db)
    try Reminder.filter(keys: ids).updateAll(db, Columns.isCompleted.set(to: isCompleted))
  }

  /// Flags these reminders (or not). Setting, not toggling: doing it twice is harmless.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)`` for the first unknown id; then nothing
  ///   changes.
  public static func setFlagged(_ isFlagged: Bool, ids: [Int64], _ db: Database) throws {
    try requireExisting(ids: ids, db)
    try Reminder.filter(keys: ids).updateAll(db, Columns.isFlagged.set(to: isFlagged))
  }

  /// Completes an incomplete reminder, or the other way round, in one statement.
  public static func toggleCompleted(id: Int64, _ db: Database) throws {
    let changed = try Reminder.filter(key: id).updateAll(db, Columns.isCompleted.set(to: !Columns.isCompleted))
    guard changed > 0 else { throw RemindersError.reminderNotFound(id: id) }
  }

  /// Flags an unflagged reminder, or the other way round, in one statement.
  public static func toggleFlagged(id: Int64, _ db: Database) throws {
    let changed = try Reminder.filter(key: id).updateAll(db, Columns.isFlagged.set(to: !Columns.isFlagged))
    guard changed > 0 else { throw RemindersError.reminderNotFound(id: id) }
  }

  /// Deletes these reminders (their tag links go with them) in one statement.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)`` for the first unknown id; then nothing
  ///   is deleted.
  public static func delete(ids: [Int64], _ db: Database) throws {
    try requireExisting(ids: ids, db)
    try Reminder.deleteAll(db, keys: ids)
  }

  /// Moves a reminder to another list, keeping everything else.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)`` or ``RemindersError/listNotFound(id:)``.
  public static func move(id: Int64, toList listID: Int64, _ db: Database) throws {
    try requireExisting(ids: [id], db)
    try RemindersList.requireExisting(ids: [listID], db)
    try Reminder.filter(key: id).updateAll(db, Columns.remindersListID.set(to: listID))
  }

  /// Deletes the completed reminders due before `date` (all completed ones when nil), and
  /// returns how many went. Completed reminders with no due date count as older than any date
  /// only when `date` is nil.
  @discardableResult
  public static func deleteCompleted(dueBefore date: Date?, _ db: Database) throws -> Int {
    var request = Reminder.filter(Columns.isCompleted)
    if let date { request = request.filter(Column("dueDate") < date) }
    return try request.deleteAll(db)
  }

  /// The reminder `id`.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)``.
  public static func find(id: Int64, _ db: Database) throws -> Reminder {
    guard let reminder = try Reminder.fetchOne(db, key: id) else {
      throw RemindersError.reminderNotFound(id: id)
    }
    return reminder
  }

  /// Throws ``RemindersError/reminderNotFound(id:)`` for the first of `ids` with no reminder.
  static func requireExisting(ids: [Int64], _ db: Database) throws {
    let existing = try Set(Reminder.selectPrimaryKey(as: Int64.self).filter(keys: ids).fetchAll(db))
    if let missing = ids.first(where: { !existing.contains($0) }) {
      throw RemindersError.reminderNotFound(id: missing)
    }
  }
}
