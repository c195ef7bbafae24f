import GRDB

/// A list as the root screen shows it, with the number of its incomplete reminders.
public struct ListSummary: Hashable, Identifiable, Sendable, FetchableRecord {
  public var list: RemindersList
  public var incompleteCount: Int

  public var id: Int64 { list.id }

  public init(list: RemindersList, incompleteCount: Int) {
    self.list = list
    self.incompleteCount = incompleteCount
  }

  public init(row: Row) throws {
    list = try RemindersList(row: row)
    incompleteCount = try row.decode(Int.self, forColumn: "incompleteCount")
  }

  /// Every list by title (ignoring case, then id), each with its incomplete count; a list with
  /// none still shows, with 0.
  public static let all: SQLRequest<ListSummary> = """
    SELECT remindersLists.*, count(reminders.id) AS incompleteCount
    FROM remindersLists
    LEFT JOIN reminders
      ON reminders.remindersListID = remindersLists.id AND \(ReminderPredicates.isIncomplete)
    GROUP BY remindersLists.id
    ORDER BY remindersLists.title COLLATE NOCASE, remindersLists.id
    """
}
