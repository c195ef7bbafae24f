import Foundation
import Reminders
import TestDatabase

extension DatabaseTemplate {
  /// The app's schema and sample data, with now pinned to 2009-02-13 23:31:30 UTC
  /// (1234567890 seconds since 1970): the database every Reminders test starts from.
  public static let reminders = DatabaseTemplate(
    "reminders",
    requirements: [.jsonFunctions],
    clock: .fixed(.pinnedNow),
    migrator: RemindersSchema.migrator,
    seed: { db, inputs in try SampleData.insert(db, now: inputs.now()) }
  )
}

extension Date {
  /// The tests' now: 2009-02-13 23:31:30 UTC.
  public static let pinnedNow = Date(timeIntervalSince1970: 1_234_567_890)
}

extension TimeZone {
  /// UTC, the tests' time zone unless a test says otherwise.
  public static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

extension TimeContext {
  /// The tests' time: now pinned, in UTC.
  public static let pinned = TimeContext(now: .pinnedNow, timeZone: .utc)
}
