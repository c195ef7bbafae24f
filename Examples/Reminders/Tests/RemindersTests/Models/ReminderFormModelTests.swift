import Dump
import Foundation
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
@MainActor
struct ReminderFormModelTests {
  @Test func pickerOffersListsAndTagsByTitle() throws {
    let form = try ReminderFormModel(editing: 2)
    try form.options.load()
    expectNoDifference(form.options.value.lists.map(\.title), ["Business", "Family", "Personal"])
    expectNoDifference(form.options.value.tags.map(\.title), ["easy-win", "fun", "weekend"])
    expectNoDifference(form.tagIDs, [1, 3])
  }

  @Test func creatingAReminderWithExistingAndNewTagsIsOneTransaction() throws {
    let form = try DetailModel(detail: .list(id: 3)).newReminderForm()
    form.draft.title = "File taxes"
    form.draft.dueDate = Date.pinnedNow.addingTimeInterval(3 * 86_400)
    form.draft.priority = .medium
    form.draft.notes = "Before the deadline"
    form.toggleTag(id: 3)
    form.newTagTitles = ["paperwork", "WEEKEND"]
    let statements = try DatabaseClone.current.captureStatements(including: .bookkeeping) {
      try assertChanges {
        try form.save()
      } changes: {
        #"""
        + reminderSearch(rowid: 11, title: "File taxes", notes: "Before the deadline", tags: "weekend\neasy-win\npaperwork")
        + reminderTags(reminderID: 11, tagID: 1, reminderIsCompleted: 0)
        + reminderTags(reminderID: 11, tagID: 3, reminderIsCompleted: 0)
        + reminderTags(reminderID: 11, tagID: 4, reminderIsCompleted: 0)
        + reminders(id: 11, dueDate: "2009-02-16 23:31:30.000", isCompleted: 0, isFlagged: 0, notes: "Before the deadline", priority: 2, remindersListID: 3, title: "File taxes", position: 11)
        + tags(id: 4, title: "paperwork")
        """#
      }
    }
    let transactionStatements = statements.statements.map(\.sql).filter {
      $0.hasPrefix("BEGIN") || $0.hasPrefix("COMMIT")
    }
    #expect(transactionStatements.count == 2)
    // WEEKEND picked the existing "weekend" instead of creating a second one.
    expectNoDifference(form.tagIDs, [1, 3, 4])
  }

  @Test func editingReplacesOnlyTheLinksThatChanged() throws {
    let form = try ReminderFormModel(editing: 2)
    form.draft.title = "Haircut at noon"
    form.toggleTag(id: 1)
    form.toggleTag(id: 2)
    try assertChanges {
      try form.save()
    } changes: {
      #"""
        reminderSearch(rowid: 2)
      -   title: "Haircut"
      +   title: "Haircut at noon"
      -   tags: "weekend\neasy-win"
      +   tags: "fun\neasy-win"
      - reminderTags(reminderID: 2, tagID: 1, reminderIsCompleted: 0)
      + reminderTags(reminderID: 2, tagID: 2, reminderIsCompleted: 0)
        reminders(id: 2)
      -   title: "Haircut"
      +   title: "Haircut at noon"
      """#
    }
  }

  @Test func badInputChangesNothing() throws {
    let form = try ReminderFormModel(editing: 5)
    form.draft.title = " \n "
    try assertChanges {
      #expect(throws: RemindersError.emptyTitle) { try form.save() }
    } changes: {
      """
      (No changes)
      """
    }
    form.draft.title = "Buy concert tickets"
    form.draft.remindersListID = 77
    try assertChanges {
      #expect(throws: RemindersError.listNotFound(id: 77)) { try form.save() }
    } changes: {
      """
      (No changes)
      """
    }
    form.draft.remindersListID = 1
    form.tagIDs = [1, 404]
    form.newTagTitles = ["brand new"]
    try assertChanges {
      // The new tag and the reminder's edit roll back with the failure.
      #expect(throws: RemindersError.tagNotFound(id: 404)) { try form.save() }
    } changes: {
      """
      (No changes)
      """
    }
  }

  @Test func savingAReminderDeletedMeanwhileDoesNotBringItBack() throws {
    let form = try ReminderFormModel(editing: 8)
    try DetailModel(detail: .list(id: 2)).delete(id: 8)
    form.draft.title = "Take out recycling"
    try assertChanges {
      #expect(throws: RemindersError.reminderNotFound(id: 8)) { try form.save() }
    } changes: {
      """
      (No changes)
      """
    }
  }

  @Test func editingAMissingReminderFails() {
    #expect(throws: RemindersError.reminderNotFound(id: 31)) { try ReminderFormModel(editing: 31) }
  }

  @Test func newRemindersGoLastInTheManualOrder() throws {
    let form = try DetailModel(detail: .list(id: 1)).newReminderForm()
    form.draft.title = "Call mum"
    let reminder = try form.save()
    #expect(reminder.position == 11)
    let detail = DetailModel(detail: .list(id: 1))
    try detail.setOrdering(.manual)
    try detail.query.load()
    expectNoDifference(detail.state.rows.map(\.id), [1, 2, 3, 5, 11])
  }
}
