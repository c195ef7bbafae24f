import Foundation
import GRDB

/// The SQL that decides which reminders a detail or a count includes, written once, so that
/// the root's counts and the details always agree.
///
/// Each expects the `reminders` table in scope under its own name, and binds times as
/// parameters: nothing here reads SQLite's own clock.
enum ReminderPredicates {
  /// Incomplete and due strictly before now.
  static func isPastDue(now: Date) -> SQL {
    "(NOT reminders.isCompleted AND reminders.dueDate IS NOT NULL AND reminders.dueDate < \(now))"
  }

  /// Has a due date.
  static let isScheduled: SQL = "reminders.dueDate IS NOT NULL"

  /// Due at or after the start of `day` and before the start of the next.
  static func isDue(on day: Day) -> SQL {
    "(reminders.dueDate >= \(day.start) AND reminders.dueDate < \(day.end))"
  }

  /// Not completed.
  ///
  /// The unary `+` keeps SQLite from choosing `reminders_incomplete` to drive a query: without
  /// statistics it would prefer that index to the far more selective one of a list, a day or a
  /// flag (Benchmarks/README.md).
  static let isIncomplete: SQL = "+reminders.isCompleted = 0"
}

extension Detail {
  /// Which reminders belong to this detail, whether completed or not.
  func membership(today: Day) -> SQL {
    switch self {
    case .list(let id): "reminders.remindersListID = \(id)"
    case .all: "1"
    // `= 1` rather than the bare column, so that SQLite can look them up in an index.
    case .completed: "reminders.isCompleted = 1"
    case .flagged: "reminders.isFlagged = 1"
    case .scheduled: ReminderPredicates.isScheduled
    case .today: ReminderPredicates.isDue(on: today)
    case .tag(let id):
      "reminders.id IN (SELECT reminderID FROM reminderTags WHERE tagID = \(id))"
    }
  }
}

extension Ordering {
  /// The ORDER BY terms after "incomplete first" and before the final id, for the reminders
  /// table or a subquery of its rows named `table`.
  func sql(table: String = "reminders") -> SQL {
    let t = SQL(sql: table)
    return switch self {
    case .dueDate: "\(t).dueDate IS NULL, \(t).dueDate"
    case .priority: "\(t).priority IS NULL, \(t).priority DESC, \(t).isFlagged DESC"
    case .title: "\(t).title COLLATE NOCASE"
    case .manual: "\(t).position"
    }
  }
}
