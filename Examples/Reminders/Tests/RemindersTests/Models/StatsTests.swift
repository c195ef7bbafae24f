import Dump
import Foundation
import Reminders
import RemindersTestSupport
import Testing

/// The root's counts after each kind of write.
@Suite(.remindersDatabase)
@MainActor
struct StatsTests {
  func stats() throws -> Stats {
    let root = RootModel()
    try root.query.load()
    return root.state.stats
  }

  @Test func sampleData() throws {
    expectNoDifference(try stats(), Stats(today: 1, scheduled: 6, all: 7, flagged: 2, completed: 3))
  }

  @Test func afterCompleting() throws {
    try DetailModel(detail: .today).toggleCompleted(id: 5)
    expectNoDifference(try stats(), Stats(today: 0, scheduled: 5, all: 6, flagged: 2, completed: 4))
  }

  @Test func afterFlagging() throws {
    try DetailModel(detail: .all).toggleFlagged(id: 2)
    expectNoDifference(try stats(), Stats(today: 1, scheduled: 6, all: 7, flagged: 1, completed: 3))
  }

  @Test func afterAddingAReminderDueToday() throws {
    let form = try DetailModel(detail: .today).newReminderForm()
    form.draft.title = "Stretch"
    form.draft.dueDate = Date.pinnedNow.addingTimeInterval(-3_600)
    try form.save()
    expectNoDifference(try stats(), Stats(today: 2, scheduled: 7, all: 8, flagged: 2, completed: 3))
  }

  @Test func afterRemovingADueDate() throws {
    let form = try ReminderFormModel(editing: 8)
    form.draft.dueDate = nil
    try form.save()
    expectNoDifference(try stats(), Stats(today: 1, scheduled: 5, all: 7, flagged: 2, completed: 3))
  }

  @Test func afterDeletingAReminderAndAList() throws {
    try DetailModel(detail: .all).delete(id: 6)
    expectNoDifference(try stats(), Stats(today: 1, scheduled: 5, all: 6, flagged: 1, completed: 3))
    try RootModel().deleteList(id: 3)
    expectNoDifference(try stats(), Stats(today: 1, scheduled: 4, all: 5, flagged: 1, completed: 2))
  }

  @Test func afterClearingCompleted() throws {
    let deleted = try RootModel().clearCompleted(dueBefore: Date.pinnedNow.addingTimeInterval(-86_400 * 30))
    #expect(deleted == 1)
    expectNoDifference(try stats(), Stats(today: 1, scheduled: 6, all: 7, flagged: 2, completed: 2))
  }
}
