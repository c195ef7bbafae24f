import DatabaseDependency
import Dependencies
import Foundation
import GRDB
import Observation

/// The root screen: the smart lists with their counts, the lists with their incomplete
/// counts, and the tags with theirs.
@Observable
@MainActor
public final class RootModel {
  /// The live query behind ``state``.
  public let query: LiveQuery<RootState>
  /// What the screen shows.
  public var state: RootState { query.value }

  @ObservationIgnored @Dependency(\.defaultDatabase) private var database

  public init() {
    @Dependency(\.defaultDatabase) var database
    let time = TimeContext.source()
    query = LiveQuery(initial: RootState(), database: database) { db in
      try RootState.fetch(db, time: time())
    }
  }

  /// Deletes a list with its reminders, and returns how many reminders went with it.
  @discardableResult
  public func deleteList(id: Int64) throws -> Int {
    try deleteLists(ids: [id])
  }

  /// Deletes several lists in one statement, and returns how many reminders went with them.
  @discardableResult
  public func deleteLists(ids: [Int64]) throws -> Int {
    try database.write { db in try RemindersList.delete(ids: ids, db) }
  }

  /// Deletes the completed reminders due before `date` (every completed one when nil), and
  /// returns how many went.
  @discardableResult
  public func clearCompleted(dueBefore date: Date?) throws -> Int {
    try database.write { db in try Reminder.deleteCompleted(dueBefore: date, db) }
  }

  /// A form for a new list.
  public func newListForm() -> ListFormModel {
    ListFormModel(draft: RemindersList.Draft())
  }

  /// A form that edits `list`.
  public func editListForm(_ list: RemindersList) -> ListFormModel {
    ListFormModel(draft: list.draft)
  }

  /// The detail screen of a list, smart list or tag.
  public func detail(_ detail: Detail) -> DetailModel {
    DetailModel(detail: detail)
  }
}
