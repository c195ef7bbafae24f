import Foundation
import Reminders

// The JSON scripts read. Field names are part of the interface: change them only with care.

/// A reminder, as every read and write prints it.
struct ReminderJSON: Encodable {
  struct ListReference: Encodable {
    var id: Int64
    var title: String
  }
  var id: Int64
  var title: String
  var notes: String
  var dueDate: Date?
  var isCompleted: Bool
  var isFlagged: Bool
  var isPastDue: Bool
  var priority: Priority?
  var list: ListReference
  var tags: [String]

  init(_ row: ReminderRow) {
    id = row.reminder.id
    title = row.reminder.title
    notes = row.reminder.notes
    dueDate = row.reminder.dueDate
    isCompleted = row.reminder.isCompleted
    isFlagged = row.reminder.isFlagged
    isPastDue = row.isPastDue
    priority = row.reminder.priority
    list = ListReference(id: row.reminder.remindersListID, title: row.listTitle)
    tags = row.tags
  }

  enum CodingKeys: String, CodingKey {
    case id, title, notes, dueDate, isCompleted, isFlagged, isPastDue, priority, list, tags
  }

  // Absent values are `null`, not missing keys, so that every record has every field.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(notes, forKey: .notes)
    try container.encode(dueDate.map(ISO8601.utc), forKey: .dueDate)
    try container.encode(isCompleted, forKey: .isCompleted)
    try container.encode(isFlagged, forKey: .isFlagged)
    try container.encode(isPastDue, forKey: .isPastDue)
    try container.encode(priority?.name, forKey: .priority)
    try container.encode(list, forKey: .list)
    try container.encode(tags, forKey: .tags)
  }
}

/// A list, with its color as `#RRGGBBAA` and, on the root screen, its incomplete count.
struct ListJSON: Encodable {
  var id: Int64
  var title: String
  var color: String
  var incompleteCount: Int?

  init(_ list: RemindersList, incompleteCount: Int? = nil) {
    id = list.id
    title = list.title
    color = list.color.hex
    self.incompleteCount = incompleteCount
  }
}

/// A tag, with its incomplete count where a screen shows it.
struct TagJSON: Encodable {
  var id: Int64
  var title: String
  var incompleteCount: Int?

  init(_ tag: Tag, incompleteCount: Int? = nil) {
    id = tag.id
    title = tag.title
    self.incompleteCount = incompleteCount
  }
}

/// The root screen.
struct RootJSON: Encodable {
  var stats: Stats
  var lists: [ListJSON]
  var tags: [TagJSON]

  init(_ state: RootState) {
    stats = state.stats
    lists = state.lists.map { ListJSON($0.list, incompleteCount: $0.incompleteCount) }
    tags = state.tags.map { TagJSON($0.tag, incompleteCount: $0.incompleteCount) }
  }
}

/// What a deletion removed.
struct DeletionJSON: Encodable {
  var deletedReminders: [Int64]?
  var deletedLists: [Int64]?
  var deletedTags: [Int64]?
  var deletedReminderCount: Int?
}

enum ISO8601 {
  /// `2009-02-13T23:31:30Z`.
  static func utc(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
