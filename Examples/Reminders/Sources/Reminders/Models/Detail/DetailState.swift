import GRDB

/// What a detail screen shows: its title, its settings, and its reminders in order.
public struct DetailState: Hashable, Sendable {
  public var detail: Detail
  /// The list's title, `#` and the tag's title, or the smart list's name.
  public var title: String
  /// The list's color; nil for a smart list or a tag.
  public var color: ListColor?
  public var settings: DetailSettings
  /// The reminders shown, in order: all of them, or the first ones when fetched with a row
  /// limit.
  public var rows: [ReminderRow]
  /// How many reminders the detail shows in all, those past a row limit included.
  public var totalCount: Int

  public init(
    detail: Detail, title: String = "", color: ListColor? = nil,
    settings: DetailSettings = .defaults, rows: [ReminderRow] = [], totalCount: Int? = nil
  ) {
    self.detail = detail
    self.title = title
    self.color = color
    self.settings = settings
    self.rows = rows
    self.totalCount = totalCount ?? rows.count
  }

  /// Fetches a detail: its list or tag, its settings, then its rows, one statement each.
  ///
  /// With a `rowLimit`, only the first rows are fetched, with a count of them all. A screen
  /// shows a few dozen rows at a time: fetching a window keeps a detail of thousands of
  /// reminders quick to reload after every write.
  ///
  /// - Throws: ``RemindersError/listNotFound(id:)`` or ``RemindersError/tagNotFound(id:)`` when
  ///   the list or tag is gone.
  public static func fetch(
    _ db: Database, detail: Detail, time: TimeContext, rowLimit: Int? = nil
  ) throws -> DetailState {
    var state = DetailState(detail: detail)
    switch detail {
    case .list(let id):
      guard let list = try RemindersList.fetchOne(db, key: id) else {
        throw RemindersError.listNotFound(id: id)
      }
      state.title = list.title
      state.color = list.color
    case .tag(let id):
      guard let tag = try Tag.fetchOne(db, key: id) else { throw RemindersError.tagNotFound(id: id) }
      state.title = "#\(tag.title)"
    case .all: state.title = "All"
    case .completed: state.title = "Completed"
    case .flagged: state.title = "Flagged"
    case .scheduled: state.title = "Scheduled"
    case .today: state.title = "Today"
    }
    state.settings = try DetailSettings.fetch(db, for: detail)
    (state.rows, state.totalCount) = try fetchRows(
      db, detail: detail, settings: state.settings, time: time, rowLimit: rowLimit
    )
    return state
  }

  /// The rows a detail shows with `settings` (all of them, or the first `rowLimit`), and how
  /// many it shows in all: one statement.
  public static func fetchRows(
    _ db: Database, detail: Detail, settings: DetailSettings, time: TimeContext, rowLimit: Int?
  ) throws -> (rows: [ReminderRow], totalCount: Int) {
    let request = rowsRequest(detail: detail, settings: settings, time: time, limit: rowLimit)
    guard rowLimit != nil else {
      let rows = try request.fetchAll(db)
      return (rows, rows.count)
    }
    var rows: [ReminderRow] = []
    var totalCount = 0
    let cursor = try Row.fetchCursor(db, request)
    while let row = try cursor.next() {
      if rows.isEmpty { totalCount = try row.decode(Int.self, forColumn: "matchCount") }
      rows.append(try ReminderRow(row: row))
    }
    return (rows, totalCount)
  }

  /// The statement of a detail's rows: all of them, or the first `limit`, each with
  /// `matchCount`, how many rows the detail shows in all.
  public static func rowsRequest(
    detail: Detail, settings: DetailSettings, time: TimeContext, limit: Int? = nil
  ) -> SQLRequest<ReminderRow> {
    let condition = rowsCondition(detail: detail, settings: settings, time: time)
    let matchCount: SQL? = limit.map { _ in
      "(SELECT count(*) FROM reminders WHERE \(condition)) AS matchCount"
    }
    return ReminderRow.request(
      where: condition, ordering: settings.ordering, now: time.now, limit: limit,
      extraColumns: matchCount
    )
  }

  /// Which reminders a detail shows with `settings`.
  static func rowsCondition(detail: Detail, settings: DetailSettings, time: TimeContext) -> SQL {
    let condition = detail.membership(today: time.today)
    guard settings.showCompleted else { return "\(condition) AND \(ReminderPredicates.isIncomplete)" }
    return condition
  }
}
