import DatabaseDependency
import Dependencies
import GRDB
import Observation

/// A detail screen: the reminders of a list, of a smart list, or carrying a tag.
@Observable
@MainActor
public final class DetailModel {
  /// What this screen lists.
  public let detail: Detail
  /// The live query behind ``state``.
  public let query: LiveQuery<DetailState>
  /// What the screen shows.
  public var state: DetailState { query.value }
  /// How many rows the screen fetches (``showMoreRows()`` adds a page).
  public private(set) var pages: RowPages
  /// How many rows the screen fetches now; nil fetches them all.
  public var rowLimit: Int? { pages.rowLimit }

  @ObservationIgnored @Dependency(\.defaultDatabase) private var database
  @ObservationIgnored private let time: @Sendable () -> TimeContext

  /// A detail screen that fetches its rows a page at a time, or all of them when `pageSize`
  /// is nil.
  public init(detail: Detail, pageSize: Int? = RowPages.defaultPageSize) {
    self.detail = detail
    let pages = RowPages(pageSize: pageSize)
    self.pages = pages
    @Dependency(\.defaultDatabase) var database
    let time = TimeContext.source()
    self.time = time
    query = LiveQuery(initial: DetailState(detail: detail), database: database) { db in
      try DetailState.fetch(db, detail: detail, time: time(), rowLimit: pages.rowLimit)
    }
  }

  /// Fetches one more page of rows, when the screen is scrolled to the end of its rows.
  public func showMoreRows() throws {
    guard pages.addPage(shown: state.rows.count, of: state.totalCount) else { return }
    let (detail, time, limit) = (detail, time, pages.rowLimit)
    try query.replaceFetch { db in
      try DetailState.fetch(db, detail: detail, time: time(), rowLimit: limit)
    }
  }

  /// Completes an incomplete reminder, or the other way round.
  public func toggleCompleted(id: Int64) throws {
    try database.write { db in try Reminder.toggleCompleted(id: id, db) }
  }

  /// Flags an unflagged reminder, or the other way round.
  public func toggleFlagged(id: Int64) throws {
    try database.write { db in try Reminder.toggleFlagged(id: id, db) }
  }

  /// Deletes a reminder.
  public func delete(id: Int64) throws {
    try database.write { db in try Reminder.delete(ids: [id], db) }
  }

  /// Moves a reminder to another list.
  public func move(id: Int64, toList listID: Int64) throws {
    try database.write { db in try Reminder.move(id: id, toList: listID, db) }
  }

  /// Moves a reminder before or after another in the manual order, and orders this detail
  /// manually, so that the move shows.
  public func move(id: Int64, _ placement: ManualPlacement) throws {
    try database.write { db in
      try Reminder.move(id: id, placement, db)
      var settings = try DetailSettings.fetch(db, for: detail)
      settings.ordering = .manual
      try settings.save(db, for: detail)
    }
  }

  /// Orders this detail's reminders, and remembers it.
  public func setOrdering(_ ordering: Ordering) throws {
    try updateSettings { $0.ordering = ordering }
  }

  /// Shows or hides completed reminders, and remembers it. The completed detail always
  /// shows them.
  public func setShowCompleted(_ showCompleted: Bool) throws {
    guard detail.hasShowCompletedSetting else { return }
    try updateSettings { $0.showCompleted = showCompleted }
  }

  /// Shows completed reminders if hidden, hides them if shown.
  public func toggleShowCompleted() throws {
    guard detail.hasShowCompletedSetting else { return }
    try updateSettings { $0.showCompleted.toggle() }
  }

  /// A form for a new reminder: in this list, or in the default list (the first by title) for
  /// a smart list or a tag, which the new reminder then carries.
  ///
  /// - Throws: ``RemindersError/noLists`` when there is no list.
  public func newReminderForm() throws -> ReminderFormModel {
    let (listID, tagIDs): (Int64, Set<Int64>) = try database.read { db in
      switch detail {
      case .list(let id):
        return (id, [])
      case .tag(let id):
        guard let list = try RemindersList.defaultList(db) else { throw RemindersError.noLists }
        return (list.id, [id])
      default:
        guard let list = try RemindersList.defaultList(db) else { throw RemindersError.noLists }
        return (list.id, [])
      }
    }
    var draft = Reminder.Draft(remindersListID: listID)
    if detail == .flagged { draft.isFlagged = true }
    return ReminderFormModel(draft: draft, tagIDs: tagIDs)
  }

  /// A form that edits a reminder, with its tags.
  public func editReminderForm(id: Int64) throws -> ReminderFormModel {
    try ReminderFormModel(editing: id)
  }

  private func updateSettings(_ change: @Sendable (inout DetailSettings) -> Void) throws {
    try database.write { [detail] db in
      var settings = try DetailSettings.fetch(db, for: detail)
      change(&settings)
      try settings.save(db, for: detail)
    }
  }
}
