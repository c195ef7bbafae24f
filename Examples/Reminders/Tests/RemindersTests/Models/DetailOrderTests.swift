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
  // Priority: high 3, 6 (flagged), 8 · medium 10 · low 7; flagged 2, 6. Manual: by id.
  // For each detail and ordering: the incomplete rows, then the completed ones that "show
  // completed" adds after them.
  nonisolated static let expectations: [(Detail, [Ordering: (incomplete: [Int64], completed: [Int64])])] = [
    (.list(id: 1), [
      .dueDate: ([2, 5, 3, 1], [4]), .priority: ([3, 2, 1, 5], [4]),
      .title: ([5, 3, 1, 2], [4]), .manual: ([1, 2, 3, 5], [4]),
    ]),
    (.all, [
      .dueDate: ([2, 5, 3, 6, 9, 8, 1], [4, 7, 10]), .priority: ([6, 3, 8, 2, 1, 5, 9], [10, 7, 4]),
      .title: ([5, 9, 3, 1, 2, 6, 8], [7, 10, 4]), .manual: ([1, 2, 3, 5, 6, 8, 9], [4, 7, 10]),
    ]),
    (.flagged, [
      .dueDate: ([2, 6], []), .priority: ([6, 2], []), .title: ([2, 6], []), .manual: ([2, 6], []),
    ]),
    (.scheduled, [
      .dueDate: ([2, 5, 3, 6, 9, 8], [4, 7, 10]), .priority: ([6, 3, 8, 2, 5, 9], [10, 7, 4]),
      .title: ([5, 9, 3, 2, 6, 8], [7, 10, 4]), .manual: ([2, 3, 5, 6, 8, 9], [4, 7, 10]),
    ]),
    (.today, [.dueDate: ([5], []), .priority: ([5], []), .title: ([5], []), .manual: ([5], [])]),
    (.tag(id: 3), [
      .dueDate: ([2, 6, 8], [7]), .priority: ([6, 8, 2], [7]),
      .title: ([2, 6, 8], [7]), .manual: ([2, 6, 8], [7]),
    ]),
  ]

  // The completed detail lists only completed reminders, whatever the setting.
  nonisolated static let completedDetail: [Ordering: [Int64]] = [
    .dueDate: [4, 7, 10], .priority: [10, 7, 4], .title: [7, 10, 4], .manual: [4, 7, 10],
  ]

  nonisolated static let cases: [Case] =
    expectations.flatMap { detail, orders in
      Ordering.allCases.flatMap { ordering -> [Case] in
        let rows = orders[ordering] ?? ([], [])
        return [
          Case(detail: detail, ordering: ordering, showCompleted: false, expected: rows.incomplete),
          Case(
            detail: detail, ordering: ordering, showCompleted: true,
            expected: rows.incomplete + rows.completed
          ),
        ]
      }
    }
    + Ordering.allCases.flatMap { ordering in
      [false, true].map {
        Case(detail: .completed, ordering: ordering, showCompleted: $0, expected: completedDetail[ordering] ?? [])
      }
    }
    + [
      Case(detail: .list(id: 2), ordering: .dueDate, showCompleted: true, expected: [6, 8, 7]),
      Case(detail: .list(id: 2), ordering: .priority, showCompleted: true, expected: [6, 8, 7]),
      Case(detail: .list(id: 3), ordering: .dueDate, showCompleted: true, expected: [9, 10]),
      Case(detail: .tag(id: 1), ordering: .dueDate, showCompleted: true, expected: [2, 1, 4]),
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

  /// A screen's window of rows is the start of the whole list, whatever its size, and knows
  /// how many rows there are in all.
  @Test(arguments: cases)
  func windows(_ testCase: Case) throws {
    for pageSize in 1...(testCase.expected.count + 1) {
      let model = DetailModel(detail: testCase.detail, pageSize: pageSize)
      try model.setOrdering(testCase.ordering)
      try model.setShowCompleted(testCase.showCompleted)
      try model.query.load()
      expectNoDifference(model.state.rows.map(\.id), Array(testCase.expected.prefix(pageSize)))
      #expect(model.state.totalCount == testCase.expected.count, "page size \(pageSize)")
    }
  }
}
