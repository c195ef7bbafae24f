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

  /// Fetches the matches (all of them, or the first `rowLimit`) and counts them, in one
  /// statement. Empty text (or only spaces) finds nothing, without a statement.
  ///
  /// The matching reminders are found once (a scan, for text shorter than a trigram), then
  /// counted and listed: the one-row counts are left-joined to the rows, so that they come
  /// back even when no row is listed, and the rows are ordered again by their own columns.
  public static func fetch(
    _ db: Database, text: String, showCompleted: Bool, time: TimeContext, rowLimit: Int? = nil
  ) throws -> SearchResults {
    var results = SearchResults(text: text, showCompleted: showCompleted)
    guard !text.allSatisfy(\.isWhitespace) else { return results }
    let listed: SQL = showCompleted ? "" : " WHERE NOT matches.isCompleted"
    let rows = ReminderRow.sql(
      where: "reminders.id IN (SELECT matches.id FROM matches\(listed))",
      ordering: .dueDate, now: time.now, limit: rowLimit
    )
    let request: SQLRequest<Row> = """
      WITH matches AS MATERIALIZED (
        SELECT reminders.id, reminders.isCompleted FROM reminders WHERE \(SearchMatch.condition(text))
      )
      SELECT counts.*, page.* FROM (
        SELECT count(*) FILTER (WHERE NOT matches.isCompleted) AS incompleteMatches,
          count(*) FILTER (WHERE matches.isCompleted) AS completedMatches
        FROM matches
      ) AS counts
      LEFT JOIN (
      \(rows)
      ) AS page
      ORDER BY \(ReminderRow.orderTerms(.dueDate, table: "page"))
      """
    let cursor = try Row.fetchCursor(db, request)
    while let row = try cursor.next() {
      if results.rows.isEmpty {
        let incomplete = try row.decode(Int.self, forColumn: "incompleteMatches")
        results.completedCount = try row.decode(Int.self, forColumn: "completedMatches")
        results.totalCount = showCompleted ? incomplete + results.completedCount : incomplete
      }
      // No match listed: the counts' row alone, with no reminder.
      guard row["id"] as Int64? != nil else { break }
      results.rows.append(try ReminderRow(row: row))
    }
    return results
  }
}
