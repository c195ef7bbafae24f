import GRDB

/// Where to put a reminder in the manual order, relative to another one.
public enum ManualPlacement: Hashable, Sendable {
  case before(id: Int64)
  case after(id: Int64)
}

extension Reminder {
  /// Moves a reminder just before or after another one in the manual order.
  ///
  /// Positions are one order across all reminders, so a move in any detail (a list, a smart
  /// list, a tag) keeps its meaning in the others. Only the reminders between the old and the
  /// new place shift, by one.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)`` for either reminder.
  public static func move(id: Int64, _ placement: ManualPlacement, _ db: Database) throws {
    let anchorID: Int64
    switch placement {
    case .before(let id), .after(let id): anchorID = id
    }
    guard anchorID != id else { return }
    let positions = try Dictionary(
      uniqueKeysWithValues: Row.fetchAll(
        db, sql: "SELECT id, position FROM reminders WHERE id IN (?, ?)", arguments: [id, anchorID]
      ).map { row -> (Int64, Int64) in (row["id"], row["position"]) }
    )
    guard let from = positions[id] else { throw RemindersError.reminderNotFound(id: id) }
    guard let anchor = positions[anchorID] else {
      throw RemindersError.reminderNotFound(id: anchorID)
    }
    // The position the moved reminder takes, once the ones in between have shifted.
    let to: Int64
    switch placement {
    case .before: to = from < anchor ? anchor - 1 : anchor
    case .after: to = from < anchor ? anchor : anchor + 1
    }
    guard to != from else { return }
    if from < to {
      try db.execute(
        sql: "UPDATE reminders SET position = position - 1 WHERE position > ? AND position <= ?",
        arguments: [from, to]
      )
    } else {
      try db.execute(
        sql: "UPDATE reminders SET position = position + 1 WHERE position >= ? AND position < ?",
        arguments: [to, from]
      )
    }
    try Reminder.filter(key: id).updateAll(db, Columns.position.set(to: to))
  }
}
