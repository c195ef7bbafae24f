import GRDB

/// A tag as the root and tags screens show it, with the number of incomplete reminders
/// carrying it.
public struct TagSummary: Hashable, Identifiable, Sendable, FetchableRecord {
  public var tag: Tag
  public var incompleteCount: Int

  public var id: Int64 { tag.id }

  public init(tag: Tag, incompleteCount: Int) {
    self.tag = tag
    self.incompleteCount = incompleteCount
  }

  public init(row: Row) throws {
    tag = try Tag(row: row)
    incompleteCount = try row.decode(Int.self, forColumn: "incompleteCount")
  }

  /// Every tag by title (ignoring case, then id), each with its incomplete count.
  public static let all: SQLRequest<TagSummary> = """
    SELECT tags.*, count(reminders.id) AS incompleteCount
    FROM tags
    LEFT JOIN reminderTags ON reminderTags.tagID = tags.id
    LEFT JOIN reminders
      ON reminders.id = reminderTags.reminderID AND \(ReminderPredicates.isIncomplete)
    GROUP BY tags.id
    ORDER BY tags.title, tags.id
    """
}
