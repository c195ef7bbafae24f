import Dependencies
import Foundation
import Reminders
import RemindersTestSupport
import Testing

/// `DueDateParser()` reads now and the time zone from the dependencies, as every model does,
/// so that a front end builds it one way.
struct InjectedDueDateTests {
  @Test(arguments: ["Asia/Tokyo", "America/Los_Angeles"])
  func theInjectedNowAndTimeZone(identifier: String) throws {
    let timeZone = try #require(TimeZone(identifier: identifier))
    let parser = withDependencies {
      $0.date = .constant(.pinnedNow)
      $0.timeZone = timeZone
    } operation: {
      DueDateParser()
    }
    #expect(parser.now == .pinnedNow)
    #expect(parser.timeZone == timeZone)
    let today = try parser.parse("today")
    #expect(today == (try DueDateParser(now: .pinnedNow, timeZone: timeZone).parse("today")))
    #expect(today != (try DueDateParser(now: .pinnedNow, timeZone: .utc).parse("today")))
  }
}
