import GRDB

/// A list of reminders, such as "Personal" or "Groceries".
public struct RemindersList: Codable, Hashable, Identifiable, Sendable, FetchableRecord,
  TableRecord
{
  public static let databaseTableName = "remindersLists"

  public let id: Int64
  public var color: ListColor
  public var title: String

  public init(id: Int64, color: ListColor = .default, title: String) {
    self.id = id
    self.color = color
    self.title = title
  }

  /// A draft of this list, to edit it in a form.
  public var draft: Draft { Draft(id: id, color: color, title: title) }

  /// A list as a form holds it: no id creates a list, an id edits that list.
  public struct Draft: Hashable, Sendable {
    public var id: Int64?
    public var color: ListColor
    public var title: String

    public init(id: Int64? = nil, color: ListColor = .default, title: String = "") {
      self.id = id
      self.color = color
      self.title = title
    }
  }
}

extension RemindersList {
  public enum Columns {
    public static let id = Column("id")
    public static let color = Column("color")
    public static let title = Column("title")
  }
}
