import GRDB

extension RemindersSchema {
  /// A full-text index of each reminder's title, notes and tag titles, kept in step by triggers.
  ///
  /// The trigram tokenizer finds any substring of three characters or more, case-insensitively;
  /// the row id is the reminder's id. Tag titles are joined by line feeds, which no search text
  /// holds, so a match never spans two tags.
  static func addSearchIndex(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE VIRTUAL TABLE reminderSearch USING fts5(title, notes, tags, tokenize = 'trigram');

        CREATE TRIGGER reminderSearch_insert AFTER INSERT ON reminders BEGIN
          INSERT INTO reminderSearch (rowid, title, notes, tags)
          VALUES (new.id, new.title, new.notes, \(tagTitles("new.id")));
        END;
        CREATE TRIGGER reminderSearch_update AFTER UPDATE OF title, notes ON reminders BEGIN
          UPDATE reminderSearch SET title = new.title, notes = new.notes WHERE rowid = new.id;
        END;
        CREATE TRIGGER reminderSearch_delete AFTER DELETE ON reminders BEGIN
          DELETE FROM reminderSearch WHERE rowid = old.id;
        END;

        CREATE TRIGGER reminderSearch_link AFTER INSERT ON reminderTags BEGIN
          UPDATE reminderSearch SET tags = \(tagTitles("new.reminderID"))
          WHERE rowid = new.reminderID;
        END;
        CREATE TRIGGER reminderSearch_unlink AFTER DELETE ON reminderTags BEGIN
          UPDATE reminderSearch SET tags = \(tagTitles("old.reminderID"))
          WHERE rowid = old.reminderID;
        END;
        CREATE TRIGGER reminderSearch_renameTag AFTER UPDATE OF title ON tags BEGIN
          UPDATE reminderSearch SET tags = \(tagTitles("reminderSearch.rowid"))
          WHERE rowid IN (SELECT reminderID FROM reminderTags WHERE tagID = new.id);
        END;

        INSERT INTO reminderSearch (rowid, title, notes, tags)
        SELECT id, title, notes, \(tagTitles("reminders.id")) FROM reminders;
        """
    )
  }

  /// The SQL of a reminder's tag titles, one per line.
  private static func tagTitles(_ reminderID: String) -> String {
    """
    coalesce((SELECT group_concat(tags.title, char(10)) FROM reminderTags \
    JOIN tags ON tags.id = reminderTags.tagID WHERE reminderTags.reminderID = \(reminderID)), '')
    """
  }
}
