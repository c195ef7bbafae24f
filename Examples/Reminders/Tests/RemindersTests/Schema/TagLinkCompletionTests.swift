import Dump
import GRDB
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

/// Each tag link carries its reminder's completion, so that the tags' counts read one index.
/// After every kind of write, every link agrees with its reminder, and the counts agree with
/// counting the links of incomplete reminders the long way.
@Suite(.remindersDatabase)
@MainActor
struct TagLinkCompletionTests {
  @Test func sampleData() throws {
    try expectLinksAgree(counts: ["easy-win": 3, "fun": 1, "weekend": 2])
  }

  @Test func completingAndUncompleting() throws {
    let detail = DetailModel(detail: .all)
    try detail.toggleCompleted(id: 2)
    try expectLinksAgree(counts: ["easy-win": 2, "fun": 1, "weekend": 1])
    try detail.toggleCompleted(id: 4)
    try expectLinksAgree(counts: ["easy-win": 2, "fun": 2, "weekend": 2])
    try DatabaseClone.current.queue.write { db in
      try Reminder.setCompleted(true, ids: [1, 4, 5, 6, 8], db)
    }
    try expectLinksAgree(counts: ["easy-win": 0, "fun": 0, "weekend": 0])
  }

  @Test func linkingACompletedReminderAndANewOne() throws {
    let form = try ReminderFormModel(editing: 10)
    form.toggleTag(id: 2)
    try form.save()
    try expectLinksAgree(counts: ["easy-win": 3, "fun": 1, "weekend": 2])
    let completedNew = ReminderFormModel(draft: Reminder.Draft(isCompleted: true, remindersListID: 1, title: "Done already"), tagIDs: [1])
    try completedNew.save()
    let incompleteNew = ReminderFormModel(draft: Reminder.Draft(remindersListID: 1, title: "To do"), tagIDs: [1, 2])
    try incompleteNew.save()
    try expectLinksAgree(counts: ["easy-win": 3, "fun": 2, "weekend": 3])
  }

  @Test func relinkingToAnotherReminder() throws {
    // The app never does this, but another writer to the file might.
    try DatabaseClone.current.queue.write { db in
      try db.execute(sql: "UPDATE reminderTags SET reminderID = 7 WHERE reminderID = 5 AND tagID = 2")
    }
    try expectLinksAgree(counts: ["easy-win": 3, "fun": 0, "weekend": 2])
  }

  @Test func deletingRemindersListsAndTags() throws {
    try DetailModel(detail: .all).delete(id: 2)
    try expectLinksAgree(counts: ["easy-win": 2, "fun": 1, "weekend": 1])
    _ = try RootModel().deleteList(id: 2)
    try expectLinksAgree(counts: ["easy-win": 0, "fun": 1, "weekend": 1])
    try TagsModel().delete(ids: [2])
    try expectLinksAgree(counts: ["easy-win": 0, "weekend": 1])
    try DatabaseClone.current.queue.write { db in
      _ = try Reminder.deleteCompleted(dueBefore: nil, db)
    }
    try expectLinksAgree(counts: ["easy-win": 0, "weekend": 1])
  }

  private func expectLinksAgree(
    counts: [String: Int], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws {
    let sourceLocation = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
    )
    try DatabaseClone.current.queue.read { db in
      let disagreeing = try Int.fetchOne(
        db,
        sql: """
          SELECT count(*) FROM reminderTags JOIN reminders ON reminders.id = reminderTags.reminderID
          WHERE reminderTags.reminderIsCompleted IS NOT reminders.isCompleted
          """
      )
      #expect(disagreeing == 0, sourceLocation: sourceLocation)
      let longWay = try Row.fetchAll(
        db,
        sql: """
          SELECT tags.title, count(reminders.id) AS count FROM tags
          LEFT JOIN reminderTags ON reminderTags.tagID = tags.id
          LEFT JOIN reminders ON reminders.id = reminderTags.reminderID AND NOT reminders.isCompleted
          GROUP BY tags.id
          """
      )
      let expected = Dictionary(uniqueKeysWithValues: longWay.map { ($0["title"] as String, $0["count"] as Int) })
      let summaries = try TagSummary.all.fetchAll(db)
      let actual = Dictionary(uniqueKeysWithValues: summaries.map { ($0.tag.title, $0.incompleteCount) })
      expectNoDifference(actual, expected, fileID: fileID, filePath: filePath, line: line, column: column)
      expectNoDifference(actual, counts, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
