import GRDB

/// A label a reminder can carry, such as "weekend". Titles are unique regardless of case.
public struct Tag: Codable, Hashable, Identifiable, Sendable, FetchableRecord, TableRecord {
  public static let databaseTableName = "tags"

  public let id: Int64
  public var title: String

  public init(id: Int64, title: String) {
    self.id = id
    self.title = title
  }
}

/// The link between a reminder and one of its tags.
public struct ReminderTag: Codable, Hashable, Sendable, FetchableRecord, TableRecord {
  public static let databaseTableName = "reminderTags"

  public var reminderID: Int64
  public var tagID: Int64

  public init(reminderID: Int64, tagID: Int64) {
    self.reminderID = reminderID
    self.tagID = tagID
  }
}
