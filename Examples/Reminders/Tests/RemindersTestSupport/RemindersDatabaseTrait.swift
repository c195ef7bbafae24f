import Dependencies
import Foundation
import TestDatabase
import TestDatabaseDependencies
import Testing

extension Trait where Self == TestDatabaseDependenciesTrait {
  /// Each test gets its own clone of the sample database as `@Dependency(\.defaultDatabase)`,
  /// with now pinned to 1234567890 and the time zone UTC.
  public static var remindersDatabase: Self {
    .testDatabaseDependencies(.reminders) { $0.timeZone = .utc }
  }

  /// The same, in another time zone.
  public static func remindersDatabase(timeZone: TimeZone) -> Self {
    .testDatabaseDependencies(.reminders) { $0.timeZone = timeZone }
  }
}
