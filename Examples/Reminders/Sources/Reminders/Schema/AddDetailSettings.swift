import GRDB

extension RemindersSchema {
  /// Each detail's "show completed" and ordering, kept in the database so that they follow the
  /// file (and every test's clone has its own). A deleted list's or tag's settings go with it.
  static func addDetailSettings(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE detailSettings (
          detail TEXT PRIMARY KEY NOT NULL,
          showCompleted INTEGER NOT NULL DEFAULT 0,
          ordering TEXT NOT NULL DEFAULT 'dueDate'
        ) STRICT;

        CREATE TRIGGER detailSettings_deleteList AFTER DELETE ON remindersLists BEGIN
          DELETE FROM detailSettings WHERE detail = 'list:' || old.id;
        END;
        CREATE TRIGGER detailSettings_deleteTag AFTER DELETE ON tags BEGIN
          DELETE FROM detailSettings WHERE detail = 'tag:' || old.id;
        END;
        """
    )
  }
}
