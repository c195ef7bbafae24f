import Dump
import Reminders
import RemindersTestSupport
import Testing

/// Every detail, in both "show completed" states and every ordering, against the order worked
/// out by hand from the sample data (now = 2009-02-13 23:31:30 UTC) before the query ran.
@Suite(.remindersDatabase)
@MainActor
struct DetailOrderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var detail: Detail
    var ordering: Ordering
    var showCompleted: Bool
    var expected: [Int64]
    var testDescription: String { "\(detail) \(ordering) showCompleted: \(showCompleted)" }
  }

  // Due: 2 Haircut now−2d · 5 Buy concert tickets now · 3 Doctor now+12h · 6 Pick up kids and
  // 9 Call accountant now+2d (tie: id) · 8 Take out trash now+4d · 1 Groceries none.
  // Completed: 4 Take a walk now−190d · 7 Get laundry and 10 Send weekly emails now−2d.
  // Priority: high 3, 6 (flagged), 8 · medium 10 · low 7; flagged 2, 6.
  nonisolated static let cases: [Case] = [
    Case(detail: .list(id: 1), ordering: .dueDate, showCompleted: false, expected: [2, 5, 3, 1]),
    Case(detail: .list(id: 1), ordering: .dueDate, showCompleted: true, expected: [2, 5, 3, 1, 4]),
    Case(detail: .list(id: 1), ordering: .priority, showCompleted: false, expected: [3, 2, 1, 5]),
    Case(detail: .list(id: 1), ordering: .priority, showCompleted: true, expected: [3, 2, 1, 5, 4]),
    Case(detail: .list(id: 1), ordering: .title, showCompleted: false, expected: [5, 3, 1, 2]),
    Case(detail: .list(id: 1), ordering: .title, showCompleted: true, expected: [5, 3, 1, 2, 4]),
    Case(detail: .list(id: 1), ordering: .manual, showCompleted: false, expected: [1, 2, 3, 5]),
    Case(detail: .list(id: 1), ordering: .manual, showCompleted: true, expected: [1, 2, 3, 5, 4]),
    Case(detail: .list(id: 2), ordering: .dueDate, showCompleted: true, expected: [6, 8, 7]),
    Case(detail: .list(id: 2), ordering: .priority, showCompleted: true, expected: [6, 8, 7]),
    Case(detail: .list(id: 3), ordering: .dueDate, showCompleted: true, expected: [9, 10]),
    Case(detail: .all, ordering: .dueDate, showCompleted: false, expected: [2, 5, 3, 6, 9, 8, 1]),
    Case(
      detail: .all, ordering: .dueDate, showCompleted: true,
      expected: [2, 5, 3, 6, 9, 8, 1, 4, 7, 10]
    ),
    Case(detail: .all, ordering: .priority, showCompleted: false, expected: [6, 3, 8, 2, 1, 5, 9]),
    Case(
      detail: .all, ordering: .priority, showCompleted: true,
      expected: [6, 3, 8, 2, 1, 5, 9, 10, 7, 4]
    ),
    Case(detail: .all, ordering: .title, showCompleted: false, expected: [5, 9, 3, 1, 2, 6, 8]),
    Case(
      detail: .all, ordering: .title, showCompleted: true,
      expected: [5, 9, 3, 1, 2, 6, 8, 7, 10, 4]
    ),
    Case(detail: .all, ordering: .manual, showCompleted: false, expected: [1, 2, 3, 5, 6, 8, 9]),
    Case(detail: .completed, ordering: .dueDate, showCompleted: true, expected: [4, 7, 10]),
    Case(detail: .completed, ordering: .title, showCompleted: true, expected: [7, 10, 4]),
    Case(detail: .flagged, ordering: .dueDate, showCompleted: false, expected: [2, 6]),
    Case(detail: .flagged, ordering: .priority, showCompleted: true, expected: [6, 2]),
    Case(detail: .scheduled, ordering: .dueDate, showCompleted: false, expected: [2, 5, 3, 6, 9, 8]),
    Case(
      detail: .scheduled, ordering: .dueDate, showCompleted: true,
      expected: [2, 5, 3, 6, 9, 8, 4, 7, 10]
    ),
    Case(detail: .today, ordering: .dueDate, showCompleted: false, expected: [5]),
    Case(detail: .today, ordering: .dueDate, showCompleted: true, expected: [5]),
    Case(detail: .tag(id: 1), ordering: .dueDate, showCompleted: false, expected: [2, 1]),
    Case(detail: .tag(id: 1), ordering: .dueDate, showCompleted: true, expected: [2, 1, 4]),
    Case(detail: .tag(id: 3), ordering: .dueDate, showCompleted: true, expected: [2, 6, 8, 7]),
    Case(detail: .tag(id: 3), ordering: .priority, showCompleted: false, expected: [6, 8, 2]),
    Case(detail: .tag(id: 2), ordering: .title, showCompleted: true, expected: [5, 4]),
  ]

  @Test(arguments: cases)
  func order(_ testCase: Case) throws {
    let model = DetailModel(detail: testCase.detail)
    try model.setOrdering(testCase.ordering)
    try model.setShowCompleted(testCase.showCompleted)
    try model.query.load()
    expectNoDifference(model.state.rows.map(\.id), testCase.expected)
    #expect(model.state.settings.ordering == testCase.ordering)
  }
}
