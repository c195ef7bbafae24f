import GRDB

extension RemindersList.Draft {
  /// Inserts the draft (no id) or updates its list (an id), and returns the saved list. The
  /// title is trimmed.
  ///
  /// - Throws: ``RemindersError/emptyTitle``, or ``RemindersError/listNotFound(id:)`` when the
  ///   list was deleted meanwhile (it is not brought back).
  public func save(_ db: Database) throws -> RemindersList {
    let title = try validTitle(self.title)
    guard let id else {
      let inserted = try RemindersList.fetchOne(
        db,
        sql: "INSERT INTO remindersLists (color, title) VALUES (?, ?) RETURNING *",
        arguments: [color, title]
      )
      guard let inserted else { throw DatabaseError.noRowReturned(by: "INSERT INTO remindersLists") }
      return inserted
    }
    let updated = try RemindersList.fetchOne(
      db,
      sql: "UPDATE remindersLists SET color = ?, title = ? WHERE id = ? RETURNING *",
      arguments: [color, title, id]
    )
    guard let updated else { throw RemindersError.listNotFound(id: id) }
    return updated
  }
}

extension RemindersList {
  /// Deletes the lists with these ids in one statement, with their reminders (and those
  /// reminders' tag links), and returns how many reminders went with them.
  ///
  /// - Throws: ``RemindersError/listNotFound(id:)`` naming the first id with no list; then
  ///   nothing is deleted.
  @discardableResult
  public static func delete(ids: [Int64], _ db: Database) throws -> Int {
    try requireExisting(ids: ids, db)
    let reminderCount = try Reminder.filter(ids.contains(Reminder.Columns.remindersListID))
      .fetchCount(db)
    try RemindersList.deleteAll(db, keys: ids)
    return reminderCount
  }

  /// Throws ``RemindersError/listNotFound(id:)`` for the first of `ids` with no list.
  static func requireExisting(ids: [Int64], _ db: Database) throws {
    let existing = try Set(RemindersList.selectPrimaryKey(as: Int64.self).filter(keys: ids).fetchAll(db))
    if let missing = ids.first(where: { !existing.contains($0) }) {
      throw RemindersError.listNotFound(id: missing)
    }
  }

  /// The list a reminder made outside any list goes to: the first by title.
  public static func defaultList(_ db: Database) throws -> RemindersList? {
    try RemindersList.order(Columns.title.collating(.nocase), Columns.id).fetchOne(db)
  }
}
