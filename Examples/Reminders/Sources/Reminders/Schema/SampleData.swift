import Foundation
import GRDB

/// The lists, reminders and tags a new database starts with, dated relative to `now`.
///
/// Every test starts from them (with now pinned), and so does the app's database on first use
/// unless asked to start empty.
public enum SampleData {
  /// Inserts the sample data. Expects empty tables, so that ids start at 1.
  public static func insert(_ db: Database, now: Date) throws {
    let day: TimeInterval = 86_400
    try db.execute(
      sql: """
        INSERT INTO remindersLists (id, title, color) VALUES
          (1, 'Personal', 0x4a99efff), (2, 'Family', 0xef7e4aff), (3, 'Business', 0x7ee04aff)
        """
    )
    let reminders: [SampleReminder] = [
      .init(1, "Groceries", notes: "Milk\nEggs\nApples\nOatmeal\nSpinach"),
      .init(1, "Haircut", due: now - 2 * day, flagged: true),
      .init(1, "Doctor appointment", due: now + day / 2, priority: .high, notes: "Ask about diet"),
      .init(1, "Take a walk", due: now - 190 * day, completed: true),
      .init(1, "Buy concert tickets", due: now),
      .init(2, "Pick up kids from school", due: now + 2 * day, flagged: true, priority: .high),
      .init(2, "Get laundry", due: now - 2 * day, completed: true, priority: .low),
      .init(2, "Take out trash", due: now + 4 * day, priority: .high),
      .init(
        3, "Call accountant", due: now + 2 * day,
        notes: "Status of tax return\nExpenses for next year\nChanging payroll company"
      ),
      .init(3, "Send weekly emails", due: now - 2 * day, completed: true, priority: .medium),
    ]
    for (offset, reminder) in reminders.enumerated() {
      try db.execute(
        sql: """
          INSERT INTO reminders
            (id, remindersListID, title, dueDate, isCompleted, isFlagged, priority, notes, position)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          offset + 1, reminder.listID, reminder.title, reminder.due, reminder.completed,
          reminder.flagged, reminder.priority, reminder.notes, offset + 1,
        ]
      )
    }
    try db.execute(
      sql: """
        INSERT INTO tags (id, title) VALUES (1, 'weekend'), (2, 'fun'), (3, 'easy-win');
        INSERT INTO reminderTags (reminderID, tagID) VALUES
          (1, 1), (2, 1), (4, 1), (4, 2), (5, 2), (2, 3), (6, 3), (7, 3), (8, 3);
        """
    )
  }
}

private struct SampleReminder {
  var listID: Int
  var title: String
  var due: Date?
  var completed: Bool
  var flagged: Bool
  var priority: Priority?
  var notes: String

  init(
    _ listID: Int, _ title: String, due: Date? = nil, completed: Bool = false,
    flagged: Bool = false, priority: Priority? = nil, notes: String = ""
  ) {
    self.listID = listID
    self.title = title
    self.due = due
    self.completed = completed
    self.flagged = flagged
    self.priority = priority
    self.notes = notes
  }
}
