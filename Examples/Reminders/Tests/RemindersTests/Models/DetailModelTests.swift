import Dump
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
@MainActor
struct DetailModelTests {
  @Test func personalList() throws {
    let model = DetailModel(detail: .list(id: 1))
    try model.query.load()
    assertInlineSnapshot(of: model.state, as: .customDump) {
      #"""
      DetailState(
        detail: .list(id: 1),
        title: "Personal",
        color: #4A99EFFF,
        settings: DetailSettings(
          showCompleted: false,
          ordering: .dueDate
        ),
        rows: [
          [0]: ReminderRow(
            reminder: Reminder(
              id: 2,
              dueDate: Date(2009-02-11T23:31:30.000Z),
              isCompleted: false,
              isFlagged: true,
              notes: "",
              priority: nil,
              remindersListID: 1,
              title: "Haircut",
              position: 2
            ),
            listTitle: "Personal",
            listColor: #4A99EFFF,
            isPastDue: true,
            tags: [
              [0]: "easy-win",
              [1]: "weekend"
            ]
          ),
          [1]: ReminderRow(
            reminder: Reminder(
              id: 5,
              dueDate: Date(2009-02-13T23:31:30.000Z),
              isCompleted: false,
              isFlagged: false,
              notes: "",
              priority: nil,
              remindersListID: 1,
              title: "Buy concert tickets",
              position: 5
            ),
            listTitle: "Personal",
            listColor: #4A99EFFF,
            isPastDue: false,
            tags: [
              [0]: "fun"
            ]
          ),
          [2]: ReminderRow(
            reminder: Reminder(
              id: 3,
              dueDate: Date(2009-02-14T11:31:30.000Z),
              isCompleted: false,
              isFlagged: false,
              notes: "Ask about diet",
              priority: .high,
              remindersListID: 1,
              title: "Doctor appointment",
              position: 3
            ),
            listTitle: "Personal",
            listColor: #4A99EFFF,
            isPastDue: false,
            tags: []
          ),
          [3]: ReminderRow(
            reminder: Reminder(
              id: 1,
              dueDate: nil,
              isCompleted: false,
              isFlagged: false,
              notes: """
                Milk
                Eggs
                Apples
                Oatmeal
                Spinach
                """,
              priority: nil,
              remindersListID: 1,
              title: "Groceries",
              position: 1
            ),
            listTitle: "Personal",
            listColor: #4A99EFFF,
            isPastDue: false,
            tags: [
              [0]: "weekend"
            ]
          )
        ],
        totalCount: 4
      )
      """#
    }
  }

  @Test func tagDetailRowsCarryAllTheirTags() throws {
    let model = DetailModel(detail: .tag(id: 3))
    try model.query.load()
    assertInlineSnapshot(of: model.state.rows.map { "\($0.reminder.title) \($0.tags)" }.joined(separator: "\n"), as: .lines) {
      """
      Haircut ["easy-win", "weekend"]
      Pick up kids from school ["easy-win"]
      Take out trash ["easy-win"]
      """
    }
  }

  @Test func rowsQuery() {
    assertQuery(
      DetailState.rowsRequest(detail: .list(id: 1), settings: .defaults, time: .pinned)
    ) {
      """
      SELECT reminders.*,
        remindersLists.title AS listTitle,
        remindersLists.color AS listColor,
        (NOT reminders.isCompleted AND reminders.dueDate IS NOT NULL AND reminders.dueDate < ?) AS isPastDue,
        (SELECT json_group_array(title) FROM (
          SELECT tags.title FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID
          WHERE reminderTags.reminderID = reminders.id
          ORDER BY tags.title, tags.id
        )) AS tags
      FROM reminders
      JOIN remindersLists ON remindersLists.id = reminders.remindersListID
      WHERE reminders.remindersListID = ? AND +reminders.isCompleted = 0
      ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id
      -- arguments: ["2009-02-13 23:31:30.000", 1]
      """
    } results: {
      #"""
      ┌────┬───────────────────────────┬─────────────┬───────────┬──────────────────┬──────────┬─────────────────┬───────────────────────┬──────────┬────────────┬────────────┬───────────┬──────────────────────────────┐
      │ id │ dueDate                   │ isCompleted │ isFlagged │ notes            │ priority │ remindersListID │ title                 │ position │ listTitle  │ listColor  │ isPastDue │ tags                         │
      ├────┼───────────────────────────┼─────────────┼───────────┼──────────────────┼──────────┼─────────────────┼───────────────────────┼──────────┼────────────┼────────────┼───────────┼──────────────────────────────┤
      │ 2  │ "2009-02-11 23:31:30.000" │ 0           │ 1         │ ""               │ NULL     │ 1               │ "Haircut"             │ 2        │ "Personal" │ 1251602431 │ 1         │ "[\"easy-win\",\"weekend\"]" │
      ├────┼───────────────────────────┼─────────────┼───────────┼──────────────────┼──────────┼─────────────────┼───────────────────────┼──────────┼────────────┼────────────┼───────────┼──────────────────────────────┤
      │ 5  │ "2009-02-13 23:31:30.000" │ 0           │ 0         │ ""               │ NULL     │ 1               │ "Buy concert tickets" │ 5        │ "Personal" │ 1251602431 │ 0         │ "[\"fun\"]"                  │
      ├────┼───────────────────────────┼─────────────┼───────────┼──────────────────┼──────────┼─────────────────┼───────────────────────┼──────────┼────────────┼────────────┼───────────┼──────────────────────────────┤
      │ 3  │ "2009-02-14 11:31:30.000" │ 0           │ 0         │ "Ask about diet" │ 3        │ 1               │ "Doctor appointment"  │ 3        │ "Personal" │ 1251602431 │ 0         │ "[]"                         │
      ├────┼───────────────────────────┼─────────────┼───────────┼──────────────────┼──────────┼─────────────────┼───────────────────────┼──────────┼────────────┼────────────┼───────────┼──────────────────────────────┤
      │ 1  │ NULL                      │ 0           │ 0         │ "Milk            │ NULL     │ 1               │ "Groceries"           │ 1        │ "Personal" │ 1251602431 │ 0         │ "[\"weekend\"]"              │
      │    │                           │             │           │ Eggs             │          │                 │                       │          │            │            │           │                              │
      │    │                           │             │           │ Apples           │          │                 │                       │          │            │            │           │                              │
      │    │                           │             │           │ Oatmeal          │          │                 │                       │          │            │            │           │                              │
      │    │                           │             │           │ Spinach"         │          │                 │                       │          │            │            │           │                              │
      └────┴───────────────────────────┴─────────────┴───────────┴──────────────────┴──────────┴─────────────────┴───────────────────────┴──────────┴────────────┴────────────┴───────────┴──────────────────────────────┘
      """#
    }
  }

  @Test func loadsInThreeStatements() throws {
    let model = DetailModel(detail: .tag(id: 1))
    try assertStatements {
      try model.query.load()
    } statements: {
      """
      SELECT * FROM "tags" WHERE "id" = 1
      SELECT showCompleted, ordering FROM detailSettings WHERE detail = 'tag:1'
      SELECT reminders.*,
        remindersLists.title AS listTitle,
        remindersLists.color AS listColor,
        (NOT reminders.isCompleted AND reminders.dueDate IS NOT NULL AND reminders.dueDate < '2009-02-13 23:31:30.000') AS isPastDue,
        (SELECT json_group_array(title) FROM (
          SELECT tags.title FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID
          WHERE reminderTags.reminderID = reminders.id
          ORDER BY tags.title, tags.id
        )) AS tags,
        (SELECT count(*) FROM reminders WHERE reminders.id IN (SELECT reminderID FROM reminderTags WHERE tagID = 1) AND +reminders.isCompleted = 0) AS matchCount
      FROM reminders
      JOIN remindersLists ON remindersLists.id = reminders.remindersListID
      WHERE reminders.id IN (
        SELECT reminders.id FROM reminders WHERE reminders.id IN (SELECT reminderID FROM reminderTags WHERE tagID = 1) AND +reminders.isCompleted = 0 ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id LIMIT 200
      )
      ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id
      """
    }
  }

  @Test func togglingCompletedAndFlagged() throws {
    let model = DetailModel(detail: .list(id: 1))
    try assertChanges {
      try model.toggleCompleted(id: 2)
      try model.toggleFlagged(id: 1)
    } changes: {
      """
        reminderTags(reminderID: 2, tagID: 1)
      -   reminderIsCompleted: 0
      +   reminderIsCompleted: 1
        reminderTags(reminderID: 2, tagID: 3)
      -   reminderIsCompleted: 0
      +   reminderIsCompleted: 1
        reminders(id: 1)
      -   isFlagged: 0
      +   isFlagged: 1
        reminders(id: 2)
      -   isCompleted: 0
      +   isCompleted: 1
      """
    }
    try model.query.load()
    expectNoDifference(model.state.rows.map(\.id), [5, 3, 1])
    try model.toggleCompleted(id: 2)
    try model.query.load()
    expectNoDifference(model.state.rows.map(\.id), [2, 5, 3, 1])
  }

  @Test func deletingAReminderTakesItsTagLinks() throws {
    let model = DetailModel(detail: .list(id: 1))
    try assertChanges {
      try model.delete(id: 2)
    } changes: {
      #"""
      - reminderSearch(rowid: 2, title: "Haircut", notes: "", tags: "weekend\neasy-win")
      - reminderTags(reminderID: 2, tagID: 1, reminderIsCompleted: 0)
      - reminderTags(reminderID: 2, tagID: 3, reminderIsCompleted: 0)
      - reminders(id: 2, dueDate: "2009-02-11 23:31:30.000", isCompleted: 0, isFlagged: 1, notes: "", priority: NULL, remindersListID: 1, title: "Haircut", position: 2)
      """#
    }
  }

  @Test func movingAReminderToAnotherList() throws {
    let model = DetailModel(detail: .list(id: 1))
    try assertChanges {
      try model.move(id: 3, toList: 3)
    } changes: {
      """
        reminders(id: 3)
      -   remindersListID: 1
      +   remindersListID: 3
      """
    }
    #expect(throws: RemindersError.listNotFound(id: 42)) { try model.move(id: 3, toList: 42) }
    try model.query.load()
    expectNoDifference(model.state.rows.map(\.id), [2, 5, 1])
  }

  @Test func reorderingSwitchesTheDetailToManualOrder() throws {
    let model = DetailModel(detail: .list(id: 1))
    try assertChanges {
      try model.move(id: 5, .before(id: 1))
    } changes: {
      """
      + detailSettings(detail: "list:1", showCompleted: 0, ordering: "manual")
        reminders(id: 1)
      -   position: 1
      +   position: 2
        reminders(id: 2)
      -   position: 2
      +   position: 3
        reminders(id: 3)
      -   position: 3
      +   position: 4
        reminders(id: 4)
      -   position: 4
      +   position: 5
        reminders(id: 5)
      -   position: 5
      +   position: 1
      """
    }
    try model.query.load()
    #expect(model.state.settings.ordering == .manual)
    expectNoDifference(model.state.rows.map(\.id), [5, 1, 2, 3])

    try model.move(id: 1, .after(id: 3))
    try model.query.load()
    expectNoDifference(model.state.rows.map(\.id), [5, 2, 3, 1])
    // One order across details: "all" sees the same relative order.
    let all = DetailModel(detail: .all)
    try all.setOrdering(.manual)
    try all.query.load()
    expectNoDifference(all.state.rows.map(\.id), [5, 2, 3, 1, 6, 8, 9])
  }

  @Test func settingsPersistPerDetail() throws {
    let personal = DetailModel(detail: .list(id: 1))
    try personal.setOrdering(.title)
    try personal.toggleShowCompleted()
    let flagged = DetailModel(detail: .flagged)
    try flagged.setOrdering(.priority)
    assertQuery("SELECT * FROM detailSettings ORDER BY detail") {
      """
      SELECT * FROM detailSettings ORDER BY detail
      """
    } results: {
      """
      ┌───────────┬───────────────┬────────────┐
      │ detail    │ showCompleted │ ordering   │
      ├───────────┼───────────────┼────────────┤
      │ "flagged" │ 0             │ "priority" │
      │ "list:1"  │ 1             │ "title"    │
      └───────────┴───────────────┴────────────┘
      """
    }
    // A new model for the same detail (the next run of the app) finds them.
    let again = DetailModel(detail: .list(id: 1))
    try again.query.load()
    expectNoDifference(again.state.settings, DetailSettings(showCompleted: true, ordering: .title))
    let family = DetailModel(detail: .list(id: 2))
    try family.query.load()
    expectNoDifference(family.state.settings, .defaults)
  }

  /// Each test's clone has its own settings: run in parallel, none sees another's.
  @Test(arguments: Ordering.allCases)
  func settingsAreIsolatedBetweenTests(_ ordering: Ordering) throws {
    let model = DetailModel(detail: .all)
    try model.query.load()
    expectNoDifference(model.state.settings, .defaults)
    try model.setOrdering(ordering)
    try model.query.load()
    expectNoDifference(model.state.settings.ordering, ordering)
  }

  @Test func deletingAListDeletesItsSettings() throws {
    try DetailModel(detail: .list(id: 2)).setOrdering(.title)
    try RootModel().deleteList(id: 2)
    assertQuery("SELECT count(*) FROM detailSettings") {
      """
      SELECT count(*) FROM detailSettings
      """
    } results: {
      """
      ┌──────────┐
      │ count(*) │
      ├──────────┤
      │ 0        │
      └──────────┘
      """
    }
  }

  @Test func completedDetailAlwaysShowsCompleted() throws {
    let model = DetailModel(detail: .completed)
    try model.setShowCompleted(false)
    try model.query.load()
    #expect(model.state.settings.showCompleted)
    expectNoDifference(model.state.rows.map(\.id), [4, 7, 10])
  }

  @Test func newReminderInASmartListGoesToTheFirstListByTitle() throws {
    let form = try DetailModel(detail: .flagged).newReminderForm()
    expectNoDifference(form.draft, Reminder.Draft(isFlagged: true, remindersListID: 3))
    let tagged = try DetailModel(detail: .tag(id: 2)).newReminderForm()
    #expect(tagged.tagIDs == [2])
    #expect(tagged.draft.remindersListID == 3)
    let inList = try DetailModel(detail: .list(id: 2)).newReminderForm()
    #expect(inList.draft.remindersListID == 2)
  }

  @Test func aDeletedListsDetailSaysSo() throws {
    let model = DetailModel(detail: .list(id: 2))
    try RootModel().deleteList(id: 2)
    #expect(throws: RemindersError.listNotFound(id: 2)) { try model.query.load() }
  }

  @Test func liveQueryReloadsAfterAWrite() async throws {
    let model = DetailModel(detail: .flagged)
    model.query.observe()
    defer { model.query.stopObserving() }
    try await model.query.value { $0.rows.count == 2 }
    try model.toggleFlagged(id: 9)
    let state = try await model.query.value { $0.rows.count == 3 }
    expectNoDifference(state.rows.map(\.id), [2, 6, 9])
    try model.setOrdering(.title)
    let reordered = try await model.query.value { $0.settings.ordering == .title }
    expectNoDifference(reordered.rows.map(\.id), [9, 2, 6])
  }
}
