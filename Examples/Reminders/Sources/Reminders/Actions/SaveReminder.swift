import GRDB

extension Reminder.Draft {
  /// Inserts the draft (no id) or updates its reminder (an id), and returns the saved reminder.
  ///
  /// A new reminder goes last in the manual order; an edited one keeps its place. The title is
  /// trimmed.
  ///
  /// - Throws: ``RemindersError/emptyTitle``, ``RemindersError/listNotFound(id:)``, or
  ///   ``RemindersError/reminderNotFound(id:)`` when the reminder was deleted meanwhile (it is
  ///   not brought back).
  public func save(_ db: Database) throws -> Reminder {
    let title = try validTitle(self.title)
    guard try RemindersList.exists(db, id: remindersListID) else {
      throw RemindersError.listNotFound(id: remindersListID)
    }
    let arguments: StatementArguments = [
      dueDate, isCompleted, isFlagged, notes, priority, remindersListID, title,
    ]
    guard let id else {
      let inserted = try Reminder.fetchOne(
        db,
        sql: """
          INSERT INTO reminders
            (dueDate, isCompleted, isFlagged, notes, priority, remindersListID, title, position)
          VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM reminders))
          RETURNING *
          """,
        arguments: arguments
      )
      guard let inserted else { throw DatabaseError.noRowReturned(by: "INSERT INTO reminders") }
      return inserted
    }
    let updated = try Reminder.fetchOne(
      db,
      sql: """
        UPDATE reminders SET dueDate = ?, isCompleted = ?, isFlagged = ?, notes = ?,
          priority = ?, remindersListID = ?, title = ?
        WHERE id = ?
        RETURNING *
        """,
      arguments: arguments + [id]
    )
    guard let updated else { throw RemindersError.reminderNotFound(id: id) }
    return updated
  }
}
