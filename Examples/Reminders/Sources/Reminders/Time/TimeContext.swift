import Dependencies
import Foundation

/// The instant and the time zone queries are computed for, read once per query from the
/// injected dependencies.
public struct TimeContext: Hashable, Sendable {
  /// Now: past due means due before it.
  public var now: Date
  /// The user's time zone, which decides which day is today.
  public var timeZone: TimeZone

  public init(now: Date, timeZone: TimeZone) {
    self.now = now
    self.timeZone = timeZone
  }

  /// Today, in ``timeZone``.
  public var today: Day { Day(containing: now, in: timeZone) }

  /// Reads the time from the dependencies in scope now (`@Dependency(\.date)` and
  /// `@Dependency(\.timeZone)`), as a function that can be called later from any thread, such
  /// as a live query's.
  public static func source() -> @Sendable () -> TimeContext {
    @Dependency(\.date) var date
    @Dependency(\.timeZone) var timeZone
    return { [date, timeZone] in TimeContext(now: date.now, timeZone: timeZone) }
  }
}
