import GRDB

extension RemindersSchema {
  /// The first version: lists, reminders, tags and their links, with the indexes of every
  /// lookup the screens make.
  ///
  /// No table is `WITHOUT ROWID`: SQLite reports no changes of such tables to its update hook,
  /// so GRDB's live queries would not see them.
  static func createTables(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE remindersLists (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          color INTEGER NOT NULL DEFAULT 0x4a99efff,
          title TEXT NOT NULL DEFAULT ''
        ) STRICT;

        CREATE TABLE reminders (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          dueDate TEXT,
          isCompleted INTEGER NOT NULL DEFAULT 0,
          isFlagged INTEGER NOT NULL DEFAULT 0,
          notes TEXT NOT NULL DEFAULT '',
          priority INTEGER,
          remindersListID INTEGER NOT NULL REFERENCES remindersLists(id) ON DELETE CASCADE,
          title TEXT NOT NULL DEFAULT ''
        ) STRICT;
        -- A list's reminders, and its incomplete count, read from the index alone.
        CREATE INDEX reminders_list ON reminders(remindersListID, isCompleted);
        -- Today and scheduled: a range of due dates.
        CREATE INDEX reminders_dueDate ON reminders(dueDate);
        -- Flagged.
        CREATE INDEX reminders_flagged ON reminders(isFlagged, isCompleted);
        -- The incomplete reminders, in id order: the tags' counts join them to their links.
        CREATE INDEX reminders_incomplete ON reminders(isCompleted);

        CREATE TABLE tags (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          title TEXT NOT NULL UNIQUE COLLATE NOCASE
        ) STRICT;

        CREATE TABLE reminderTags (
          reminderID INTEGER NOT NULL REFERENCES reminders(id) ON DELETE CASCADE,
          tagID INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
          PRIMARY KEY (reminderID, tagID)
        ) STRICT;
        -- A tag's reminders; a reminder's tags are the primary key's own order.
        CREATE INDEX reminderTags_tag ON reminderTags(tagID, reminderID);
        """
    )
  }
}
