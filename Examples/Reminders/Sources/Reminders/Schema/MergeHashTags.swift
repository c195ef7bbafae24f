import Foundation
import GRDB

extension RemindersSchema {
  /// Tags whose title starts with `#`, which `add --tag '#work'` created before every path
  /// normalised titles: each is merged into its plain twin (`work`, in any case), whose links
  /// gain its links (none twice), or renamed to the plain title when it has no twin.
  ///
  /// Migrations run with foreign keys off, so links are deleted here, not by the cascade.
  static func mergeHashTags(_ db: Database) throws {
    let tags = try Row.fetchAll(db, sql: "SELECT id, title FROM tags WHERE title LIKE '#%' ORDER BY id")
    for tag in tags {
      let id: Int64 = tag["id"]
      // The rule as this migration shipped; Tag.title(from:) may change later, this may not.
      let hashed: String = tag["title"]
      let title = String(hashed.drop(while: { $0 == "#" })).trimmingCharacters(in: .whitespacesAndNewlines)
      guard !title.isEmpty else { continue }
      let twin = try Int64.fetchOne(
        db, sql: "SELECT id FROM tags WHERE title = ? AND id <> ? ORDER BY id", arguments: [title, id]
      )
      guard let twin else {
        try db.execute(sql: "UPDATE tags SET title = ? WHERE id = ?", arguments: [title, id])
        continue
      }
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO reminderTags (reminderID, tagID)
            SELECT reminderID, ? FROM reminderTags WHERE tagID = ?;
          DELETE FROM reminderTags WHERE tagID = ?;
          DELETE FROM tags WHERE id = ?;
          """,
        arguments: [twin, id, id, id]
      )
    }
  }
}
