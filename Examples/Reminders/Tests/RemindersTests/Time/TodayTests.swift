import Dump
import Foundation
import Reminders
import RemindersTestSupport
import Testing

@MainActor
struct TodayTests {
  // 23:31:30 UTC is already 00:31:30 the next day in Paris: Doctor appointment (now + 12h)
  // is due "today" there, not in UTC.
  @Test(.remindersDatabase(timeZone: TimeZone(identifier: "Europe/Paris") ?? .utc))
  func todayIsTheUsersDay() throws {
    let today = DetailModel(detail: .today)
    try today.query.load()
    expectNoDifference(today.state.rows.map(\.id), [5, 3])
    let root = RootModel()
    try root.query.load()
    #expect(root.state.stats.today == 2)
  }

  @Test(.remindersDatabase)
  func todayInUTC() throws {
    let today = DetailModel(detail: .today)
    try today.query.load()
    expectNoDifference(today.state.rows.map(\.id), [5])
  }

  @Test func dayBoundsFollowTheTimeZone() throws {
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let day = Day(containing: .pinnedNow, in: paris)
    #expect(day.start == Date(timeIntervalSince1970: 1_234_566_000))  // 2009-02-13 23:00 UTC
    #expect(day.end.timeIntervalSince(day.start) == 86_400)
    // A day when clocks go forward is 23 hours long.
    let springForward = Day(containing: Date(timeIntervalSince1970: 1_238_288_400), in: paris)
    #expect(springForward.end.timeIntervalSince(springForward.start) == 82_800)
  }

  @Test(.remindersDatabase)
  func pastDueIsIncompleteAndStrictlyBeforeNow() throws {
    let all = DetailModel(detail: .all)
    try all.setShowCompleted(true)
    try all.query.load()
    // Haircut is past due; Buy concert tickets (due exactly now) and the completed are not.
    expectNoDifference(all.state.rows.filter(\.isPastDue).map(\.id), [2])
  }
}
