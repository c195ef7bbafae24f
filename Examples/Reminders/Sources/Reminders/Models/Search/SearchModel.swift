import DatabaseDependency
import Dependencies
import GRDB
import Observation

/// The search screen: reminders whose title, notes or tags contain a text.
@Observable
@MainActor
public final class SearchModel {
  /// The live query behind ``results``.
  public let query: LiveQuery<SearchResults>
  /// What the screen shows.
  public var results: SearchResults { query.value }

  /// How many matches the screen fetches (``showMoreRows()`` adds a page).
  public private(set) var pages: RowPages
  /// How many matches the screen fetches now; nil fetches them all.
  public var rowLimit: Int? { pages.rowLimit }

  @ObservationIgnored private let time: @Sendable () -> TimeContext

  /// A search screen that fetches its matches a page at a time, or all of them when
  /// `pageSize` is nil.
  public init(pageSize: Int? = RowPages.defaultPageSize) {
    @Dependency(\.defaultDatabase) var database
    let time = TimeContext.source()
    self.time = time
    let pages = RowPages(pageSize: pageSize)
    self.pages = pages
    query = LiveQuery(initial: SearchResults(), database: database) { db in
      try SearchResults.fetch(
        db, text: "", showCompleted: false, time: time(), rowLimit: pages.rowLimit
      )
    }
  }

  /// Fetches one more page of matches, when the screen is scrolled to the end of its rows.
  public func showMoreRows() throws {
    guard pages.addPage(shown: results.rows.count, of: results.totalCount) else { return }
    try update(text: results.text, showCompleted: results.showCompleted)
  }

  /// Searches for `text`, keeping whether completed matches show.
  public func search(_ text: String) throws {
    // A new text starts from its first page again.
    if text != results.text { pages.reset() }
    try update(text: text, showCompleted: results.showCompleted)
  }

  /// Lists completed matches or not.
  public func setShowCompleted(_ showCompleted: Bool) throws {
    try update(text: results.text, showCompleted: showCompleted)
  }

  private func update(text: String, showCompleted: Bool) throws {
    let (time, rowLimit) = (self.time, self.rowLimit)
    try query.replaceFetch { db in
      try SearchResults.fetch(
        db, text: text, showCompleted: showCompleted, time: time(), rowLimit: rowLimit
      )
    }
  }
}
