import Dump
import GRDB
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

/// A tag's title is normalised the same way on every path that creates, renames, attaches or
/// finds a tag: the `#` the app writes before titles and surrounding spaces are not part of it.
@Suite(.remindersDatabase)
@MainActor
struct TagTitleTests {
  @Test func theRule() {
    expectNoDifference(
      ["work", " work ", "#work", " #Work", "##work", "# work", "C#", "#", " "].map(Tag.title(from:)),
      ["work", "work", "work", "Work", "work", "work", "C#", "", ""]
    )
  }

  @Test func creatingAndRenamingDropTheHash() throws {
    let model = TagsModel()
    try assertChanges {
      try model.create(title: "#errands")
    } changes: {
      """
      + tags(id: 4, title: "errands")
      """
    }
    #expect(throws: RemindersError.duplicateTag(title: "errands")) { try model.create(title: " #Errands") }
    #expect(throws: RemindersError.emptyTitle) { try model.create(title: "#") }
    let renamed = try model.rename(id: 4, to: "#chores")
    #expect(renamed.title == "chores")
  }

  @Test func attachingByTitleWithAHashPicksTheTag() throws {
    let form = try DetailModel(detail: .list(id: 3)).newReminderForm()
    form.draft.title = "Report"
    form.newTagTitles = ["#Weekend", "work", "#work", "WORK"]
    try assertChanges {
      try form.save()
    } changes: {
      #"""
      + reminderSearch(rowid: 11, title: "Report", notes: "", tags: "weekend\nwork")
      + reminderTags(reminderID: 11, tagID: 1, reminderIsCompleted: 0)
      + reminderTags(reminderID: 11, tagID: 4, reminderIsCompleted: 0)
      + reminders(id: 11, dueDate: NULL, isCompleted: 0, isFlagged: 0, notes: "", priority: NULL, remindersListID: 3, title: "Report", position: 11)
      + tags(id: 4, title: "work")
      """#
    }
  }

  @Test func findingATagByTitleOrId() throws {
    func tag(_ name: String) throws -> Reminders.Tag {
      try DatabaseClone.current.read { db in try Tag.designated(by: name, db) }
    }
    #expect(try DatabaseClone.current.read { db in try Tag.named("#WEEKEND", db) }?.id == 1)
    #expect(try tag(" #fun ").id == 2)
    #expect(try tag("3").title == "easy-win")
    #expect(throws: RemindersError.noTagTitled("nope")) { try tag("#nope") }
  }
}
