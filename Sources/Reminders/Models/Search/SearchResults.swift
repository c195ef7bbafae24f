import GRDB

/// What the search screen shows for a text.
public struct SearchResults: Hashable, Sendable {
  /// The text searched for.
  public var text: String
  /// Whether completed matches are listed.
  public var showCompleted: Bool
  /// The matches, in the "due date" order (incomplete first): all of them, or the first ones
  /// when fetched with a row limit.
  public var rows: [ReminderRow]
  /// How many matches are listed in all, those past a row limit included.
  public var totalCount: Int
  /// How many matches are completed, listed or not.
  public var completedCount: Int

  public init(
    text: String = "", showCompleted: Bool = false, rows: [ReminderRow] = [],
    totalCount: Int? = nil, completedCount: Int = 0
  ) {
    self.text = text
    self.showCompleted = showCompleted
    self.rows = rows
    self.totalCount = totalCount ?? rows.count
    self.completedCount = completedCount
  }

  /// Fetches the matches (all of them, or the first `rowLimit`), then counts them, one
  /// statement each. Empty text (or only spaces) finds nothing, without a statement.
  public static func fetch(
    _ db: Database, text: String, showCompleted: Bool, time: TimeContext, rowLimit: Int? = nil
  ) throws -> SearchResults {
    var results = SearchResults(text: text, showCompleted: showCompleted)
    guard !text.allSatisfy(\.isWhitespace) else { return results }
    let match = SearchMatch.condition(text)
    let condition: SQL = showCompleted ? match : "\(match) AND \(ReminderPredicates.isIncomplete)"
    results.rows = try ReminderRow.request(
      where: condition, ordering: .dueDate, now: time.now, limit: rowLimit
    ).fetchAll(db)
    let counts: SQLRequest<Row> = """
      SELECT count(*) FILTER (WHERE NOT reminders.isCompleted) AS incomplete,
        count(*) FILTER (WHERE reminders.isCompleted) AS completed
      FROM reminders WHERE \(match)
      """
    if let row = try counts.fetchOne(db) {
      let incomplete: Int = try row.decode(Int.self, forColumn: "incomplete")
      results.completedCount = try row.decode(Int.self, forColumn: "completed")
      results.totalCount = showCompleted ? incomplete + results.completedCount : incomplete
    }
    return results
  }
}
