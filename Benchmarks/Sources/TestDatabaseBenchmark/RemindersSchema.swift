import Foundation
import GRDB
import TestDatabase

// A schema comparable to a reminders app: 5 tables, indexes, triggers, about 50 seed rows.
enum RemindersSchema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("lists") { db in
      try db.execute(sql: """
        CREATE TABLE lists (
          id INTEGER PRIMARY KEY,
          title TEXT NOT NULL,
          color INTEGER NOT NULL DEFAULT 0,
          position INTEGER NOT NULL DEFAULT 0
        );
        CREATE UNIQUE INDEX lists_title ON lists(title);
        """)
    }
    migrator.registerMigration("reminders") { db in
      try db.execute(sql: """
        CREATE TABLE reminders (
          id INTEGER PRIMARY KEY,
          listID INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
          title TEXT NOT NULL,
          notes TEXT NOT NULL DEFAULT '',
          isCompleted INTEGER NOT NULL DEFAULT 0,
          isFlagged INTEGER NOT NULL DEFAULT 0,
          priority INTEGER,
          dueAt TEXT,
          updatedAt TEXT NOT NULL
        );
        CREATE INDEX reminders_list ON reminders(listID);
        CREATE INDEX reminders_due ON reminders(dueAt) WHERE NOT isCompleted;
        CREATE TRIGGER reminders_touch AFTER UPDATE ON reminders
        WHEN NEW.updatedAt = OLD.updatedAt
        BEGIN
          UPDATE reminders SET updatedAt = now() WHERE id = NEW.id;
        END;
        """)
    }
    migrator.registerMigration("tags") { db in
      try db.execute(sql: """
        CREATE TABLE tags (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE COLLATE NOCASE
        );
        CREATE TABLE reminderTags (
          reminderID INTEGER NOT NULL REFERENCES reminders(id) ON DELETE CASCADE,
          tagID INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
          PRIMARY KEY (reminderID, tagID)
        ) WITHOUT ROWID;
        CREATE INDEX reminderTags_tag ON reminderTags(tagID);
        """)
    }
    migrator.registerMigration("attachments") { db in
      try db.execute(sql: """
        CREATE TABLE attachments (
          id TEXT PRIMARY KEY,
          reminderID INTEGER NOT NULL REFERENCES reminders(id) ON DELETE CASCADE,
          url TEXT NOT NULL
        );
        CREATE INDEX attachments_reminder ON attachments(reminderID);
        CREATE TRIGGER lists_position AFTER INSERT ON lists
        BEGIN
          UPDATE lists SET position = (SELECT count(*) FROM lists) WHERE id = NEW.id;
        END;
        """)
    }
    return migrator
  }

  // 3 lists, 24 reminders, 5 tags, 14 reminder tags, 4 attachments: 50 rows.
  static func seed(_ db: Database, _ inputs: DeterministicInputs) throws {
    let now = inputs.now()
    for title in ["Personal", "Work", "Groceries"] {
      try db.execute(sql: "INSERT INTO lists (title) VALUES (?)", arguments: [title])
    }
    for index in 1...24 {
      try db.execute(
        sql: """
          INSERT INTO reminders (listID, title, isCompleted, priority, dueAt, updatedAt)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          index % 3 + 1, "Reminder \(index)", index % 4 == 0, index % 3 == 0 ? nil : index % 3,
          now.addingTimeInterval(Double(index) * 86_400), now,
        ]
      )
    }
    for name in ["home", "work", "errand", "someday", "urgent"] {
      try db.execute(sql: "INSERT INTO tags (name) VALUES (?)", arguments: [name])
    }
    for index in 1...14 {
      try db.execute(
        sql: "INSERT INTO reminderTags (reminderID, tagID) VALUES (?, ?)",
        arguments: [index, index % 5 + 1]
      )
    }
    for index in 1...4 {
      try db.execute(
        sql: "INSERT INTO attachments (id, reminderID, url) VALUES (?, ?, ?)",
        arguments: [inputs.uuid().uuidString, index, "https://example.com/\(index)"]
      )
    }
  }
}
