import GRDB

extension RemindersSchema {
  /// A position for the user's own order. Existing reminders keep the order they were created in.
  static func addManualOrder(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE reminders ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
        UPDATE reminders SET position = id;
        CREATE INDEX reminders_position ON reminders(position);
        """
    )
  }
}
