import DatabaseDependency
import Dependencies
import GRDB
import Observation

/// The form that creates or edits a reminder, with its tags and a list picker.
@Observable
@MainActor
public final class ReminderFormModel {
  /// The reminder's fields; an id means editing.
  public var draft: Reminder.Draft
  /// The existing tags the reminder will carry.
  public var tagIDs: Set<Int64>
  /// Titles of tags to create on save, or to pick when a tag has the title in any case, with
  /// or without `#` (``Tag/title(from:)``).
  public var newTagTitles: [String] = []
  /// The live query of the lists and tags to pick from.
  public let options: LiveQuery<ReminderFormOptions>

  @ObservationIgnored @Dependency(\.defaultDatabase) private var database

  /// A form for `draft`, carrying the tags `tagIDs`.
  public init(draft: Reminder.Draft, tagIDs: Set<Int64> = []) {
    self.draft = draft
    self.tagIDs = tagIDs
    @Dependency(\.defaultDatabase) var database
    options = LiveQuery(initial: ReminderFormOptions(), database: database) { db in
      try ReminderFormOptions.fetch(db)
    }
  }

  /// A form that edits the reminder `id`, with its current tags.
  ///
  /// - Throws: ``RemindersError/reminderNotFound(id:)``.
  public convenience init(editing id: Int64) throws {
    @Dependency(\.defaultDatabase) var database
    let (reminder, tagIDs) = try database.read { db in
      guard let reminder = try Reminder.fetchOne(db, key: id) else {
        throw RemindersError.reminderNotFound(id: id)
      }
      let tagIDs = try Int64.fetchSet(
        db, sql: "SELECT tagID FROM reminderTags WHERE reminderID = ?", arguments: [id]
      )
      return (reminder, tagIDs)
    }
    self.init(draft: reminder.draft, tagIDs: tagIDs)
  }

  /// Adds or removes an existing tag.
  public func toggleTag(id: Int64) {
    if tagIDs.contains(id) { tagIDs.remove(id) } else { tagIDs.insert(id) }
  }

  /// Saves the reminder and makes its tags exactly the chosen ones, creating new tags first:
  /// all in one transaction, so that a failure changes nothing.
  ///
  /// - Throws: ``RemindersError/emptyTitle``, ``RemindersError/listNotFound(id:)``,
  ///   ``RemindersError/reminderNotFound(id:)`` (deleted meanwhile) or
  ///   ``RemindersError/tagNotFound(id:)``.
  @discardableResult
  public func save() throws -> Reminder {
    let (draft, tagIDs, newTagTitles) = (self.draft, self.tagIDs, self.newTagTitles)
    let saved = try database.write { db in
      var tagIDs = tagIDs
      for title in newTagTitles {
        tagIDs.insert(try Tag.named(title, db)?.id ?? Tag.create(title: title, db).id)
      }
      let reminder = try draft.save(db)
      try ReminderTag.replaceTags(ofReminder: reminder.id, with: tagIDs, db)
      return (reminder, tagIDs)
    }
    self.draft = saved.0.draft
    self.tagIDs = saved.1
    self.newTagTitles = []
    return saved.0
  }
}
