import GRDB

/// What a reminder form offers to pick from: the lists by title, and the tags by title.
public struct ReminderFormOptions: Hashable, Sendable {
  public var lists: [RemindersList]
  public var tags: [Tag]

  public init(lists: [RemindersList] = [], tags: [Tag] = []) {
    self.lists = lists
    self.tags = tags
  }

  /// Fetches the lists and the tags, one statement each.
  public static func fetch(_ db: Database) throws -> ReminderFormOptions {
    ReminderFormOptions(
      lists: try RemindersList
        .order(RemindersList.Columns.title.collating(.nocase), RemindersList.Columns.id)
        .fetchAll(db),
      tags: try Tag.order(Column("title"), Column("id")).fetchAll(db)
    )
  }
}
