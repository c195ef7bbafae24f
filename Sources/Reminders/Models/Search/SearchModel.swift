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

  @ObservationIgnored private let time: @Sendable () -> TimeContext

  public init() {
    @Dependency(\.defaultDatabase) var database
    let time = TimeContext.source()
    self.time = time
    query = LiveQuery(initial: SearchResults(), database: database) { db in
      try SearchResults.fetch(db, text: "", showCompleted: false, time: time())
    }
  }

  /// Searches for `text`, keeping whether completed matches show.
  public func search(_ text: String) throws {
    try update(text: text, showCompleted: results.showCompleted)
  }

  /// Lists completed matches or not.
  public func setShowCompleted(_ showCompleted: Bool) throws {
    try update(text: results.text, showCompleted: showCompleted)
  }

  private func update(text: String, showCompleted: Bool) throws {
    let time = self.time
    try query.replaceFetch { db in
      try SearchResults.fetch(db, text: text, showCompleted: showCompleted, time: time())
    }
  }
}
