import GRDB

/// What the root screen shows: the smart lists' counts, the lists, and the tags.
public struct RootState: Hashable, Sendable {
  public var stats: Stats
  public var lists: [ListSummary]
  public var tags: [TagSummary]

  public init(stats: Stats = Stats(), lists: [ListSummary] = [], tags: [TagSummary] = []) {
    self.stats = stats
    self.lists = lists
    self.tags = tags
  }

  /// Fetches the root screen in three statements: stats, lists, tags.
  public static func fetch(_ db: Database, time: TimeContext) throws -> RootState {
    RootState(
      stats: try Stats.request(today: time.today).fetchOne(db) ?? Stats(),
      lists: try ListSummary.all.fetchAll(db),
      tags: try TagSummary.all.fetchAll(db)
    )
  }
}
