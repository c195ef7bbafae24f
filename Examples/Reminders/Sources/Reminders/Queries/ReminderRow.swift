import Foundation
import GRDB

/// A reminder as a detail or a search lists it: with its list's title and color, whether it is
/// past due, and its tag titles.
public struct ReminderRow: Hashable, Identifiable, Sendable, FetchableRecord {
  public var reminder: Reminder
  public var listTitle: String
  public var listColor: ListColor
  /// Incomplete and due before now, as the query's `now` saw it.
  public var isPastDue: Bool
  /// Tag titles, sorted ignoring case.
  public var tags: [String]

  public var id: Int64 { reminder.id }

  public init(
    reminder: Reminder, listTitle: String, listColor: ListColor, isPastDue: Bool, tags: [String]
  ) {
    self.reminder = reminder
    self.listTitle = listTitle
    self.listColor = listColor
    self.isPastDue = isPastDue
    self.tags = tags
  }

  public init(row: Row) throws {
    reminder = try Reminder(row: row)
    listTitle = try row.decode(String.self, forColumn: "listTitle")
    listColor = try row.decode(ListColor.self, forColumn: "listColor")
    isPastDue = try row.decode(Bool.self, forColumn: "isPastDue")
    let json = try row.decode(String.self, forColumn: "tags")
    // Most rows have no tag; the others are a short array of strings.
    if json == "[]" {
      tags = []
    } else {
      guard let titles = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] else {
        throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "tags is not an array of strings: \(json)")
      }
      tags = titles
    }
  }
}

extension ReminderRow {
  /// The rows matching `condition`, incomplete first, then in `ordering`, then by id: one
  /// statement, with tag titles aggregated into a JSON array.
  ///
  /// With a `limit`, only the first `limit` rows: they are chosen from the matching reminders'
  /// ids first, so that only the rows returned pay for their list and their tags.
  /// `extraColumns` are selected after the row's own (a count of every match, say).
  static func request(
    where condition: SQL, ordering: Ordering, now: Date, limit: Int? = nil,
    extraColumns: SQL? = nil
  ) -> SQLRequest<ReminderRow> {
    SQLRequest(
      literal: sql(where: condition, ordering: ordering, now: now, limit: limit, extraColumns: extraColumns)
    )
  }

  /// The SQL of ``request(where:ordering:now:limit:extraColumns:)``, to nest in a statement.
  static func sql(
    where condition: SQL, ordering: Ordering, now: Date, limit: Int? = nil,
    extraColumns: SQL? = nil
  ) -> SQL {
    let order = orderTerms(ordering)
    var rows = condition
    if let limit {
      rows = """
        reminders.id IN (
          SELECT reminders.id FROM reminders WHERE \(condition) ORDER BY \(order) LIMIT \(limit)
        )
        """
    }
    let extra: SQL = extraColumns.map { ",\n  \($0)" } ?? ""
    // SQLite 3.40 cannot order inside an aggregate: the subquery sorts the titles first.
    return """
      SELECT reminders.*,
        remindersLists.title AS listTitle,
        remindersLists.color AS listColor,
        \(ReminderPredicates.isPastDue(now: now)) AS isPastDue,
        (SELECT json_group_array(title) FROM (
          SELECT tags.title FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID
          WHERE reminderTags.reminderID = reminders.id
          ORDER BY tags.title, tags.id
        )) AS tags\(extra)
      FROM reminders
      JOIN remindersLists ON remindersLists.id = reminders.remindersListID
      WHERE \(rows)
      ORDER BY \(order)
      """
  }

  /// Incomplete first, then `ordering`, then id, for the reminders table or a subquery of its
  /// rows named `table`.
  ///
  /// The unary `+` keeps SQLite from walking `reminders_incomplete` for the order, which reads
  /// the rows one lookup at a time where no other index applies: a search, all.
  static func orderTerms(_ ordering: Ordering, table: String = "reminders") -> SQL {
    let t = SQL(sql: table)
    return "+\(t).isCompleted, \(ordering.sql(table: table)), \(t).id"
  }
}

extension ReminderRow {
  /// The rows of the reminders `ids`, in the "due date" order: to show what a write changed.
  public static func fetchAll(_ db: Database, ids: [Int64], time: TimeContext) throws -> [ReminderRow] {
    try request(where: "reminders.id IN \(ids)", ordering: .dueDate, now: time.now).fetchAll(db)
  }
}
