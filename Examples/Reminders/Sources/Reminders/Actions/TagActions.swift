import GRDB

extension Tag {
  /// Creates a tag and returns it. The title is normalised (``title(from:)``).
  ///
  /// - Throws: ``RemindersError/emptyTitle``, or ``RemindersError/duplicateTag(title:)`` when a
  ///   tag has this title in any case.
  @discardableResult
  public static func create(title: String, _ db: Database) throws -> Tag {
    let title = try validTitle(Tag.title(from: title))
    try requireUnique(title: title, except: nil, db)
    let tag = try Tag.fetchOne(
      db, sql: "INSERT INTO tags (title) VALUES (?) RETURNING *", arguments: [title]
    )
    guard let tag else { throw DatabaseError.noRowReturned(by: "INSERT INTO tags") }
    return tag
  }

  /// Renames a tag; every reminder keeps it. The title is normalised (``title(from:)``).
  ///
  /// Changing only the case of a title is allowed.
  ///
  /// - Throws: ``RemindersError/emptyTitle``, ``RemindersError/tagNotFound(id:)``, or
  ///   ``RemindersError/duplicateTag(title:)``.
  @discardableResult
  public static func rename(id: Int64, to title: String, _ db: Database) throws -> Tag {
    let title = try validTitle(Tag.title(from: title))
    try requireUnique(title: title, except: id, db)
    let tag = try Tag.fetchOne(
      db, sql: "UPDATE tags SET title = ? WHERE id = ? RETURNING *", arguments: [title, id]
    )
    guard let tag else { throw RemindersError.tagNotFound(id: id) }
    return tag
  }

  /// Deletes tags; their links go, the reminders stay.
  ///
  /// - Throws: ``RemindersError/tagNotFound(id:)`` for the first unknown id; then nothing is
  ///   deleted.
  public static func delete(ids: [Int64], _ db: Database) throws {
    let existing = try Set(Tag.selectPrimaryKey(as: Int64.self).filter(keys: ids).fetchAll(db))
    if let missing = ids.first(where: { !existing.contains($0) }) {
      throw RemindersError.tagNotFound(id: missing)
    }
    try Tag.deleteAll(db, keys: ids)
  }

  private static func requireUnique(title: String, except id: Int64?, _ db: Database) throws {
    if let existing = try named(title, db), existing.id != id {
      throw RemindersError.duplicateTag(title: existing.title)
    }
  }
}

extension ReminderTag {
  /// Makes `tagIDs` the reminder's tags: links that are no longer wanted go, new ones come, and
  /// unchanged ones are not touched.
  ///
  /// - Throws: ``RemindersError/tagNotFound(id:)`` for the first unknown tag; then nothing
  ///   changes.
  public static func replaceTags(
    ofReminder reminderID: Int64, with tagIDs: Set<Int64>, _ db: Database
  ) throws {
    let existing = try Set(Tag.selectPrimaryKey(as: Int64.self).filter(keys: tagIDs).fetchAll(db))
    if let missing = tagIDs.sorted().first(where: { !existing.contains($0) }) {
      throw RemindersError.tagNotFound(id: missing)
    }
    let ids = tagIDs.sorted()
    try ReminderTag
      .filter(Column("reminderID") == reminderID && !ids.contains(Column("tagID")))
      .deleteAll(db)
    for tagID in ids {
      try db.execute(
        sql: "INSERT OR IGNORE INTO reminderTags (reminderID, tagID) VALUES (?, ?)",
        arguments: [reminderID, tagID]
      )
    }
  }
}
