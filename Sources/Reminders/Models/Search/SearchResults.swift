import GRDB

/// What the search screen shows for a text.
public struct SearchResults: Hashable, Sendable {
  /// The text searched for.
  public var text: String
  /// Whether completed matches are listed.
  public var showCompleted: Bool
  /// The matches, in the "due date" order (incomplete first).
  public var rows: [ReminderRow]
  /// How many matches are completed, listed or not.
  public var completedCount: Int

  public init(text: String = "", showCompleted: Bool = false, rows: [ReminderRow] = [], completedCount: Int = 0) {
    self.text = text
    self.showCompleted = showCompleted
    self.rows = rows
    self.completedCount = completedCount
  }

  /// Fetches the matches and the completed count, one statement each. Empty text (or only
  /// spaces) finds nothing, without a statement.
  public static func fetch(
    _ db: Database, text: String, showCompleted: Bool, time: TimeContext
  ) throws -> SearchResults {
    var results = SearchResults(text: text, showCompleted: showCompleted)
    guard !text.allSatisfy(\.isWhitespace) else { return results }
    let match = SearchMatch.condition(text)
    let condition: SQL = showCompleted ? match : "\(match) AND \(ReminderPredicates.isIncomplete)"
    results.rows = try ReminderRow.request(where: condition, ordering: .dueDate, now: time.now)
      .fetchAll(db)
    let completed: SQLRequest<Int> =
      "SELECT count(*) FROM reminders WHERE \(match) AND reminders.isCompleted"
    results.completedCount = try completed.fetchOne(db) ?? 0
    return results
  }
}
