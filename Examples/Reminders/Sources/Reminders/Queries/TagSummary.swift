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
  /// The counts read the links of incomplete reminders from one index: each link carries its
  /// reminder's completion (``RemindersSchema``'s `addTagLinkCompletion`). A tag no incomplete
  /// reminder carries still shows, with 0.
  public static let all: SQLRequest<TagSummary> = """
    SELECT tags.*, coalesce(counts.incompleteCount, 0) AS incompleteCount
    FROM tags
    LEFT JOIN (
      SELECT tagID, count(*) AS incompleteCount
      FROM reminderTags
      WHERE reminderIsCompleted = 0
      GROUP BY tagID
    ) AS counts ON counts.tagID = tags.id
    ORDER BY tags.title, tags.id
    """
}
