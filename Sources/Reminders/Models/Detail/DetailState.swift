import GRDB

/// What a detail screen shows: its title, its settings, and its reminders in order.
public struct DetailState: Hashable, Sendable {
  public var detail: Detail
  /// The list's title, `#` and the tag's title, or the smart list's name.
  public var title: String
  /// The list's color; nil for a smart list or a tag.
  public var color: ListColor?
  public var settings: DetailSettings
  public var rows: [ReminderRow]

  public init(
    detail: Detail, title: String = "", color: ListColor? = nil,
    settings: DetailSettings = .defaults, rows: [ReminderRow] = []
  ) {
    self.detail = detail
    self.title = title
    self.color = color
    self.settings = settings
    self.rows = rows
  }

  /// Fetches a detail: its list or tag, its settings, then its rows, one statement each.
  ///
  /// - Throws: ``RemindersError/listNotFound(id:)`` or ``RemindersError/tagNotFound(id:)`` when
  ///   the list or tag is gone.
  public static func fetch(_ db: Database, detail: Detail, time: TimeContext) throws -> DetailState {
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
    state.rows = try rowsRequest(detail: detail, settings: state.settings, time: time).fetchAll(db)
    return state
  }

  /// The statement of a detail's rows.
  public static func rowsRequest(
    detail: Detail, settings: DetailSettings, time: TimeContext
  ) -> SQLRequest<ReminderRow> {
    var condition = detail.membership(today: time.today)
    if !settings.showCompleted {
      condition = "\(condition) AND \(ReminderPredicates.isIncomplete)"
    }
    return ReminderRow.request(where: condition, ordering: settings.ordering, now: time.now)
  }
}
