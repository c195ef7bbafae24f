import Dump
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
@MainActor
struct RootModelTests {
  @Test func state() throws {
    let model = RootModel()
    try model.query.load()
    assertInlineSnapshot(of: model.state, as: .customDump) {
      """
      RootState(
        stats: Stats(
          today: 1,
          scheduled: 6,
          all: 7,
          flagged: 2,
          completed: 3
        ),
        lists: [
          [0]: ListSummary(
            list: RemindersList(
              id: 3,
              color: #7EE04AFF,
              title: "Business"
            ),
            incompleteCount: 1
          ),
          [1]: ListSummary(
            list: RemindersList(
              id: 2,
              color: #EF7E4AFF,
              title: "Family"
            ),
            incompleteCount: 2
          ),
          [2]: ListSummary(
            list: RemindersList(
              id: 1,
              color: #4A99EFFF,
              title: "Personal"
            ),
            incompleteCount: 4
          )
        ],
        tags: [
          [0]: TagSummary(
            tag: Tag(
              id: 3,
              title: "easy-win"
            ),
            incompleteCount: 3
          ),
          [1]: TagSummary(
            tag: Tag(
              id: 2,
              title: "fun"
            ),
            incompleteCount: 1
          ),
          [2]: TagSummary(
            tag: Tag(
              id: 1,
              title: "weekend"
            ),
            incompleteCount: 2
          )
        ]
      )
      """
    }
  }

  @Test func loadsInThreeStatements() throws {
    let model = RootModel()
    try assertStatements {
      try model.query.load()
    } statements: {
      """
      SELECT
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND (reminders.dueDate >= '2009-02-13 00:00:00.000' AND reminders.dueDate < '2009-02-14 00:00:00.000')) AS today,
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND reminders.dueDate IS NOT NULL) AS scheduled,
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND 1) AS "all",
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND reminders.isFlagged = 1) AS flagged,
        count(*) FILTER (WHERE reminders.isCompleted = 1) AS completed
      FROM reminders
      SELECT remindersLists.*, count(reminders.id) AS incompleteCount
      FROM remindersLists
      LEFT JOIN reminders
        ON reminders.remindersListID = remindersLists.id AND +reminders.isCompleted = 0
      GROUP BY remindersLists.id
      ORDER BY remindersLists.title COLLATE NOCASE, remindersLists.id
      SELECT tags.*, coalesce(counts.incompleteCount, 0) AS incompleteCount
      FROM tags
      LEFT JOIN (
        SELECT tagID, count(*) AS incompleteCount
        FROM reminderTags
        WHERE reminderIsCompleted = 0
        GROUP BY tagID
      ) AS counts ON counts.tagID = tags.id
      ORDER BY tags.title, tags.id
      """
    }
  }

  @Test func queries() throws {
    assertQuery(Stats.request(today: TimeContext.pinned.today)) {
      """
      SELECT
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND (reminders.dueDate >= ? AND reminders.dueDate < ?)) AS today,
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND reminders.dueDate IS NOT NULL) AS scheduled,
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND 1) AS "all",
        count(*) FILTER (WHERE +reminders.isCompleted = 0 AND reminders.isFlagged = 1) AS flagged,
        count(*) FILTER (WHERE reminders.isCompleted = 1) AS completed
      FROM reminders
      -- arguments: ["2009-02-13 00:00:00.000", "2009-02-14 00:00:00.000"]
      """
    } results: {
      """
      ┌───────┬───────────┬─────┬─────────┬───────────┐
      │ today │ scheduled │ all │ flagged │ completed │
      ├───────┼───────────┼─────┼─────────┼───────────┤
      │ 1     │ 6         │ 7   │ 2       │ 3         │
      └───────┴───────────┴─────┴─────────┴───────────┘
      """
    }
    assertQuery(ListSummary.all) {
      """
      SELECT remindersLists.*, count(reminders.id) AS incompleteCount
      FROM remindersLists
      LEFT JOIN reminders
        ON reminders.remindersListID = remindersLists.id AND +reminders.isCompleted = 0
      GROUP BY remindersLists.id
      ORDER BY remindersLists.title COLLATE NOCASE, remindersLists.id
      """
    } results: {
      """
      ┌────┬────────────┬────────────┬─────────────────┐
      │ id │ color      │ title      │ incompleteCount │
      ├────┼────────────┼────────────┼─────────────────┤
      │ 3  │ 2128628479 │ "Business" │ 1               │
      │ 2  │ 4018031359 │ "Family"   │ 2               │
      │ 1  │ 1251602431 │ "Personal" │ 4               │
      └────┴────────────┴────────────┴─────────────────┘
      """
    }
    assertQuery(TagSummary.all) {
      """
      SELECT tags.*, coalesce(counts.incompleteCount, 0) AS incompleteCount
      FROM tags
      LEFT JOIN (
        SELECT tagID, count(*) AS incompleteCount
        FROM reminderTags
        WHERE reminderIsCompleted = 0
        GROUP BY tagID
      ) AS counts ON counts.tagID = tags.id
      ORDER BY tags.title, tags.id
      """
    } results: {
      """
      ┌────┬────────────┬─────────────────┐
      │ id │ title      │ incompleteCount │
      ├────┼────────────┼─────────────────┤
      │ 3  │ "easy-win" │ 3               │
      │ 2  │ "fun"      │ 1               │
      │ 1  │ "weekend"  │ 2               │
      └────┴────────────┴─────────────────┘
      """
    }
  }

  @Test func deletingAListDeletesItsRemindersAndTheirTagLinks() throws {
    let model = RootModel()
    let deleted = try assertChanges {
      try model.deleteList(id: 2)
    } changes: {
      """
      - reminderSearch(rowid: 6, title: "Pick up kids from school", notes: "", tags: "easy-win")
      - reminderSearch(rowid: 7, title: "Get laundry", notes: "", tags: "easy-win")
      - reminderSearch(rowid: 8, title: "Take out trash", notes: "", tags: "easy-win")
      - reminderTags(reminderID: 6, tagID: 3, reminderIsCompleted: 0)
      - reminderTags(reminderID: 7, tagID: 3, reminderIsCompleted: 1)
      - reminderTags(reminderID: 8, tagID: 3, reminderIsCompleted: 0)
      - reminders(id: 6, dueDate: "2009-02-15 23:31:30.000", isCompleted: 0, isFlagged: 1, notes: "", priority: 3, remindersListID: 2, title: "Pick up kids from school", position: 6)
      - reminders(id: 7, dueDate: "2009-02-11 23:31:30.000", isCompleted: 1, isFlagged: 0, notes: "", priority: 1, remindersListID: 2, title: "Get laundry", position: 7)
      - reminders(id: 8, dueDate: "2009-02-17 23:31:30.000", isCompleted: 0, isFlagged: 0, notes: "", priority: 3, remindersListID: 2, title: "Take out trash", position: 8)
      - remindersLists(id: 2, color: 4018031359, title: "Family")
      """
    }
    #expect(deleted == 3)
    try model.query.load()
    assertInlineSnapshot(of: model.state.lists, as: .customDump) {
      """
      [
        [0]: ListSummary(
          list: RemindersList(
            id: 3,
            color: #7EE04AFF,
            title: "Business"
          ),
          incompleteCount: 1
        ),
        [1]: ListSummary(
          list: RemindersList(
            id: 1,
            color: #4A99EFFF,
            title: "Personal"
          ),
          incompleteCount: 4
        )
      ]
      """
    }
  }

  @Test func deletingSeveralListsIsOneStatement() throws {
    let model = RootModel()
    let deleted = try assertStatements {
      try model.deleteLists(ids: [1, 3])
    } statements: {
      """
      SELECT "id" FROM "remindersLists" WHERE "id" IN (1, 3)
      SELECT COUNT(*) FROM "reminders" WHERE "remindersListID" IN (1, 3)
      DELETE FROM "remindersLists" WHERE "id" IN (1, 3)
      """
    }
    #expect(deleted == 7)
    try model.query.load()
    expectNoDifference(model.state.lists.map(\.list.title), ["Family"])
    expectNoDifference(model.state.stats, Stats(today: 0, scheduled: 2, all: 2, flagged: 1, completed: 1))
  }

  @Test func deletingAMissingListChangesNothing() throws {
    let model = RootModel()
    try assertChanges {
      #expect(throws: RemindersError.listNotFound(id: 99)) {
        try model.deleteLists(ids: [1, 99])
      }
    } changes: {
      """
      (No changes)
      """
    }
  }

  @Test func addingAndEditingAListThroughTheSameForm() throws {
    let model = RootModel()
    let form = model.newListForm()
    form.draft.title = "  Groceries "
    form.draft.color = ListColor(rawValue: 0xff00_00ff)
    let list = try assertChanges {
      try form.save()
    } changes: {
      """
      + remindersLists(id: 4, color: 4278190335, title: "Groceries")
      """
    }
    #expect(form.draft.id == list.id)

    let edit = model.editListForm(list)
    edit.draft.title = "Shopping"
    try assertChanges {
      try edit.save()
    } changes: {
      """
        remindersLists(id: 4)
      -   title: "Groceries"
      +   title: "Shopping"
      """
    }
    try model.query.load()
    expectNoDifference(
      model.state.lists.map(\.list.title), ["Business", "Family", "Personal", "Shopping"]
    )
  }

  @Test func aListMustHaveATitle() throws {
    let form = RootModel().newListForm()
    form.draft.title = "   "
    try assertChanges {
      #expect(throws: RemindersError.emptyTitle) { try form.save() }
    } changes: {
      """
      (No changes)
      """
    }
  }

  @Test func savingAListDeletedMeanwhileDoesNotBringItBack() throws {
    let model = RootModel()
    let form = model.editListForm(RemindersList(id: 3, color: .default, title: "Business"))
    try model.deleteList(id: 3)
    form.draft.title = "Work"
    try assertChanges {
      #expect(throws: RemindersError.listNotFound(id: 3)) { try form.save() }
    } changes: {
      """
      (No changes)
      """
    }
  }

  @Test func liveQueryReloadsAfterAWrite() async throws {
    let model = RootModel()
    model.query.observe()
    defer { model.query.stopObserving() }
    try await model.query.value { $0.lists.count == 3 }
    try DetailModel(detail: .list(id: 3)).toggleCompleted(id: 9)
    await assertInlineSnapshot(awaiting: try await model.query.value(where: { $0.stats.all == 6 }).stats) {
      """
      Stats(
        today: 1,
        scheduled: 5,
        all: 6,
        flagged: 2,
        completed: 4
      )
      """
    }
    expectNoDifference(model.query.value.lists.map(\.incompleteCount), [0, 2, 4])
  }
}
