import Dump
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

/// Screens fetch their rows a page at a time, so that a detail of thousands of reminders stays
/// quick to reload; the command line fetches them all.
@Suite(.remindersDatabase)
@MainActor
struct PagingTests {
  @Test func aDetailShowsOnePageThenMore() throws {
    let model = DetailModel(detail: .all, pageSize: 3)
    try model.query.load()
    assertInlineSnapshot(of: titles(model.state.rows, of: model.state.totalCount), as: .lines) {
      """
      Haircut
      Buy concert tickets
      Doctor appointment
      (3 of 7)
      """
    }
    try model.showMoreRows()
    #expect(model.rowLimit == 6)
    assertInlineSnapshot(of: titles(model.state.rows, of: model.state.totalCount), as: .lines) {
      """
      Haircut
      Buy concert tickets
      Doctor appointment
      Pick up kids from school
      Call accountant
      Take out trash
      (6 of 7)
      """
    }
    try model.showMoreRows()
    try model.showMoreRows()
    #expect(model.rowLimit == 9, "no page is added once every row shows")
    #expect(model.state.rows.count == 7)
  }

  @Test func aPageAndItsCountAreOneStatement() throws {
    let full = DetailModel(detail: .list(id: 1), pageSize: 4)
    try assertStatements {
      try full.query.load()
    } statements: {
      """
      SELECT * FROM "remindersLists" WHERE "id" = 1
      SELECT showCompleted, ordering FROM detailSettings WHERE detail = 'list:1'
      SELECT reminders.*,
        remindersLists.title AS listTitle,
        remindersLists.color AS listColor,
        (NOT reminders.isCompleted AND reminders.dueDate IS NOT NULL AND reminders.dueDate < '2009-02-13 23:31:30.000') AS isPastDue,
        (SELECT json_group_array(title) FROM (
          SELECT tags.title FROM reminderTags JOIN tags ON tags.id = reminderTags.tagID
          WHERE reminderTags.reminderID = reminders.id
          ORDER BY tags.title, tags.id
        )) AS tags,
        (SELECT count(*) FROM reminders WHERE reminders.remindersListID = 1 AND +reminders.isCompleted = 0) AS matchCount
      FROM reminders
      JOIN remindersLists ON remindersLists.id = reminders.remindersListID
      WHERE reminders.id IN (
        SELECT reminders.id FROM reminders WHERE reminders.remindersListID = 1 AND +reminders.isCompleted = 0 ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id LIMIT 4
      )
      ORDER BY +reminders.isCompleted, reminders.dueDate IS NULL, reminders.dueDate, reminders.id
      """
    }
    #expect(full.state.totalCount == 4)
    let short = DetailModel(detail: .list(id: 1), pageSize: 5)
    let capture = try DatabaseClone.current.captureStatements { try short.query.load() }
    #expect(capture.statements.count == 3)
    #expect(short.state.totalCount == 4)
  }

  @Test func aReloadKeepsThePagesShown() async throws {
    let model = DetailModel(detail: .all, pageSize: 2)
    model.query.observe()
    defer { model.query.stopObserving() }
    try await model.query.value { $0.rows.count == 2 }
    try model.showMoreRows()
    try model.toggleCompleted(id: 2)
    let state = try await model.query.value { $0.totalCount == 6 }
    expectNoDifference(state.rows.map(\.id), [5, 3, 6, 9])
  }

  @Test func searchShowsOnePageThenMoreAndANewTextStartsAgain() throws {
    let model = SearchModel(pageSize: 2)
    try model.search("a")
    #expect(model.results.rows.count == 2)
    let total = model.results.totalCount
    #expect(total > 4)
    try model.showMoreRows()
    #expect(model.results.rows.count == 4)
    #expect(model.results.totalCount == total)
    try model.search("ta")
    #expect(model.rowLimit == 2)
    #expect(model.results.rows.count == 2)
    let everything = SearchModel(pageSize: nil)
    try everything.search("ta")
    expectNoDifference(Array(everything.results.rows.prefix(2)), model.results.rows)
    #expect(model.results.totalCount == everything.results.rows.count)
  }

  private func titles(_ rows: [ReminderRow], of total: Int) -> String {
    (rows.map(\.reminder.title) + ["(\(rows.count) of \(total))"]).joined(separator: "\n")
  }

  @Test func aSearchWithOnlyHiddenMatchesStillCountsThem() throws {
    let model = SearchModel()
    try model.search("walk")
    expectNoDifference(
      model.results, SearchResults(text: "walk", rows: [], totalCount: 0, completedCount: 1)
    )
    try model.setShowCompleted(true)
    #expect(model.results.rows.map(\.id) == [4])
    #expect(model.results.totalCount == 1)
  }
}
