import Foundation
import GRDB
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

/// Tags that the old `add --tag '#work'` created with a leading `#` are merged into their plain
/// twin by the migration `mergeHashTags`, on a database made by the migrations before it.
struct MergeHashTagsTests {
  @Test func hashTagsMergeIntoTheirTwinOrLoseTheirHash() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("reminders.sqlite")
    do {
      let old = try DatabaseQueue(path: path)
      try RemindersSchema.migrator(upTo: "addTagLinkCompletion").migrate(old)
      try old.write { db in
        try db.execute(
          sql: """
            INSERT INTO remindersLists (id, title) VALUES (1, 'Business');
            INSERT INTO reminders (id, remindersListID, title) VALUES (1, 1, 'Report'), (2, 1, 'Call mom'),
              (3, 1, 'Slides');
            INSERT INTO tags (id, title) VALUES (1, 'Work'), (2, '#work'), (3, '#family'), (4, '##WORK');
            INSERT INTO reminderTags (reminderID, tagID) VALUES (1, 1), (1, 2), (2, 3), (3, 2), (3, 4);
            INSERT INTO detailSettings (detail, ordering) VALUES ('tag:2', 'title');
            """
        )
      }
      try old.close()
    }

    let database = try RemindersDatabase.open(at: path, sampleData: false, now: .pinnedNow)
    assertQuery("SELECT id, title FROM tags ORDER BY id", in: database) {
      """
      SELECT id, title FROM tags ORDER BY id
      """
    } results: {
      """
      ┌────┬──────────┐
      │ id │ title    │
      ├────┼──────────┤
      │ 1  │ "Work"   │
      │ 3  │ "family" │
      └────┴──────────┘
      """
    }
    assertQuery("SELECT reminderID, tagID FROM reminderTags ORDER BY reminderID, tagID", in: database) {
      """
      SELECT reminderID, tagID FROM reminderTags ORDER BY reminderID, tagID
      """
    } results: {
      """
      ┌────────────┬───────┐
      │ reminderID │ tagID │
      ├────────────┼───────┤
      │ 1          │ 1     │
      │ 2          │ 3     │
      │ 3          │ 1     │
      └────────────┴───────┘
      """
    }
    // Search reads the tags' titles from its own index, kept in step by triggers.
    assertQuery("SELECT rowid, tags FROM reminderSearch ORDER BY rowid", in: database) {
      """
      SELECT rowid, tags FROM reminderSearch ORDER BY rowid
      """
    } results: {
      """
      ┌───────┬──────────┐
      │ rowid │ tags     │
      ├───────┼──────────┤
      │ 1     │ "Work"   │
      │ 2     │ "family" │
      │ 3     │ "Work"   │
      └───────┴──────────┘
      """
    }
    assertQuery("SELECT detail FROM detailSettings", in: database) {
      """
      SELECT detail FROM detailSettings
      """
    } results: {
      """
      (No results)
      """
    }
  }
}
