import Dump
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
@MainActor
struct SearchModelTests {
  @Test func caseInsensitiveOverTitlesNotesAndTags() throws {
    let model = SearchModel()
    try model.search("TAKE")
    assertInlineSnapshot(of: model.results, as: .customDump) {
      """
      SearchResults(
        text: "TAKE",
        showCompleted: false,
        rows: [
          [0]: ReminderRow(
            reminder: Reminder(
              id: 8,
              dueDate: Date(2009-02-17T23:31:30.000Z),
              isCompleted: false,
              isFlagged: false,
              notes: "",
              priority: .high,
              remindersListID: 2,
              title: "Take out trash",
              position: 8
            ),
            listTitle: "Family",
            listColor: #EF7E4AFF,
            isPastDue: false,
            tags: [
              [0]: "easy-win"
            ]
          )
        ],
        totalCount: 1,
        completedCount: 1
      )
      """
    }
    try model.search("tax return")
    expectNoDifference(model.results.rows.map(\.id), [9])
    try model.search("weekend")
    expectNoDifference(model.results.rows.map(\.id), [2, 1])
    #expect(model.results.completedCount == 1)
  }

  @Test func showingCompletedMatches() throws {
    let model = SearchModel()
    try model.search("weekend")
    try model.setShowCompleted(true)
    expectNoDifference(model.results.rows.map(\.id), [2, 1, 4])
    #expect(model.results.completedCount == 1)
  }

  @Test func textIsLiteral() throws {
    let form = try DetailModel(detail: .list(id: 1)).newReminderForm()
    form.draft.title = #"50% off_sale "today""#
    try form.save()
    let model = SearchModel()
    for text in ["%", "50%", "_", "f_s", #""today""#, "% off_"] {
      try model.search(text)
      expectNoDifference(model.results.rows.map(\.id), [11], "searching \(text)")
    }
    // As patterns, these would match everything.
    try model.search("%%%")
    expectNoDifference(model.results.rows.map(\.id), [])
    try model.search("___")
    expectNoDifference(model.results.rows.map(\.id), [])
  }

  @Test func shortTextFallsBackToAScan() throws {
    let model = SearchModel()
    try model.search("ap")
    // Doctor appointment; Groceries' notes (Apples).
    expectNoDifference(model.results.rows.map(\.id), [3, 1])
    try model.search("Z")
    expectNoDifference(model.results.rows.map(\.id), [])
  }

  @Test func emptyTextFindsNothingWithoutAQuery() throws {
    let model = SearchModel()
    try assertStatements {
      try model.search("  ")
    } statements: {
      """
      """
    }
    expectNoDifference(model.results, SearchResults(text: "  "))
  }

  @Test func searchRunsOneStatementThroughTheIndex() throws {
    let model = SearchModel()
    try assertStatements {
      try model.search("walk")
    } statements: {
      """
      WITH matches AS MATERIALIZED (
        SELECT reminders.id, reminders.isCompleted FROM reminders WHERE reminders.id IN (SELECT rowid FROM reminderSearch WHERE reminderSearch MATCH '"walk"')
      )
      SELECT counts.*, page.* FROM (
        SELECT count(*) FILTER (WHERE NOT matches.isCompleted) AS incompleteMatches,
          count(*) FILTER (WHERE matches.isCompleted) AS completedMatches
        FROM matches
      ) AS counts
      LEFT JOIN (
      SELECT reminders.*,
        remindersLists.title AS listTitle,
        remindersLists.color AS listColor,
        (NOT reminders.isCompleted AND reminders.dueDate IS NOT NULL AND reminders.dueDate < '2009-02-13 23:31:30.000') AS isPastDue,
        (SELECT json_group_array(title) FROM (
          SELECT tags.title FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID
          WHERE reminderTags.reminderID = reminders.id
          ORDER BY tags.title, tags.id
        )) AS tags
      FROM reminders
      JOIN remindersLists ON remindersLists.id = reminders.remindersListID
      WHERE reminders.id IN (
        SELECT reminders.id FROM reminders WHERE reminders.id IN (SELECT matches.id FROM matches WHERE NOT matches.isCompleted) ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id LIMIT 200
      )
      ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id
      ) AS page
      ORDER BY +page.isCompleted, page.dueDate IS NULL, page.dueDate, page.id
      """
    }
  }

  @Test func indexFollowsEveryWrite() throws {
    let model = SearchModel()
    let form = try ReminderFormModel(editing: 9)
    form.draft.notes = "bring receipts"
    form.newTagTitles = ["money"]
    try form.save()
    try model.search("receipts")
    expectNoDifference(model.results.rows.map(\.id), [9])
    try model.search("money")
    expectNoDifference(model.results.rows.map(\.id), [9])
    try TagsModel().delete(ids: [4])
    try model.search("money")
    expectNoDifference(model.results.rows.map(\.id), [])
    try DetailModel(detail: .all).delete(id: 9)
    try model.search("receipts")
    expectNoDifference(model.results.rows.map(\.id), [])
    assertQuery("SELECT count(*) FROM reminderSearch") {
      """
      SELECT count(*) FROM reminderSearch
      """
    } results: {
      """
      ┌──────────┐
      │ count(*) │
      ├──────────┤
      │ 9        │
      └──────────┘
      """
    }
  }
}
