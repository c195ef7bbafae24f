import Foundation
import GRDB

/// A reminder: something to do, in one list, maybe due at some time.
public struct Reminder: Codable, Hashable, Identifiable, Sendable, FetchableRecord, TableRecord {
  public static let databaseTableName = "reminders"

  public let id: Int64
  public var dueDate: Date?
  public var isCompleted: Bool
  public var isFlagged: Bool
  public var notes: String
  public var priority: Priority?
  public var remindersListID: Int64
  public var title: String
  /// The place in the user's own ("manual") order: smaller comes first.
  public var position: Int64

  public init(
    id: Int64,
    dueDate: Date? = nil,
    isCompleted: Bool = false,
    isFlagged: Bool = false,
    notes: String = "",
    priority: Priority? = nil,
    remindersListID: Int64,
    title: String,
    position: Int64 = 0
  ) {
    self.id = id
    self.dueDate = dueDate
    self.isCompleted = isCompleted
    self.isFlagged = isFlagged
    self.notes = notes
    self.priority = priority
    self.remindersListID = remindersListID
    self.title = title
    self.position = position
  }

  // Decoded by hand: Codable's keyed decoding costs several times more, which shows on a
  // 10,000-row list (Benchmarks/README.md).
  public init(row: Row) throws {
    id = try row.decode(Int64.self, forColumn: "id")
    dueDate = try row.decode(Date?.self, forColumn: "dueDate")
    isCompleted = try row.decode(Bool.self, forColumn: "isCompleted")
    isFlagged = try row.decode(Bool.self, forColumn: "isFlagged")
    notes = try row.decode(String.self, forColumn: "notes")
    priority = try row.decode(Priority?.self, forColumn: "priority")
    remindersListID = try row.decode(Int64.self, forColumn: "remindersListID")
    title = try row.decode(String.self, forColumn: "title")
    position = try row.decode(Int64.self, forColumn: "position")
  }

  /// A draft of this reminder, to edit it in a form.
  public var draft: Draft {
    Draft(
      id: id, dueDate: dueDate, isCompleted: isCompleted, isFlagged: isFlagged, notes: notes,
      priority: priority, remindersListID: remindersListID, title: title
    )
  }

  /// A reminder as a form holds it: no id creates a reminder, an id edits that reminder.
  ///
  /// It has no position: a new reminder goes last in the manual order, and editing keeps the
  /// place a reminder has.
  public struct Draft: Hashable, Sendable {
    public var id: Int64?
    public var dueDate: Date?
    public var isCompleted: Bool
    public var isFlagged: Bool
    public var notes: String
    public var priority: Priority?
    public var remindersListID: Int64
    public var title: String

    public init(
      id: Int64? = nil,
      dueDate: Date? = nil,
      isCompleted: Bool = false,
      isFlagged: Bool = false,
      notes: String = "",
      priority: Priority? = nil,
      remindersListID: Int64,
      title: String = ""
    ) {
      self.id = id
      self.dueDate = dueDate
      self.isCompleted = isCompleted
      self.isFlagged = isFlagged
      self.notes = notes
      self.priority = priority
      self.remindersListID = remindersListID
      self.title = title
    }
  }
}

extension Reminder {
  public enum Columns {
    public static let id = Column("id")
    public static let isCompleted = Column("isCompleted")
    public static let isFlagged = Column("isFlagged")
    public static let remindersListID = Column("remindersListID")
    public static let position = Column("position")
  }
}
