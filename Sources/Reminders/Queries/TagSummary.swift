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
  ///
  /// The counts walk the incomplete reminders in id order, which is their links' own order, and
  /// group the links by tag; a tag no incomplete reminder carries still shows, with 0.
  public static let all: SQLRequest<TagSummary> = """
    SELECT tags.*, coalesce(counts.incompleteCount, 0) AS incompleteCount
    FROM tags
    LEFT JOIN (
      SELECT reminderTags.tagID, count(*) AS incompleteCount
      FROM reminders
      JOIN reminderTags ON reminderTags.reminderID = reminders.id
      WHERE \(ReminderPredicates.incompleteIndexed)
      GROUP BY reminderTags.tagID
    ) AS counts ON counts.tagID = tags.id
    ORDER BY tags.title, tags.id
    """
}
