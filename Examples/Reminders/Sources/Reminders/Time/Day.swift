import Foundation

/// One calendar day in a time zone: from its first instant up to the next day's.
///
/// "Today" is the user's day, not UTC's: at 23:31 UTC it is already tomorrow in Paris. Queries
/// bind ``start`` and ``end`` as parameters, so that nothing reads SQLite's own clock.
public struct Day: Hashable, Sendable {
  /// The first instant of the day.
  public let start: Date
  /// The first instant of the next day.
  public let end: Date

  /// The day that contains `date` in `timeZone`.
  public init(containing date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    start = calendar.startOfDay(for: date)
    // A day is 23 to 25 hours long where clocks change.
    end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
  }

  /// Whether `date` falls in this day.
  public func contains(_ date: Date) -> Bool { start <= date && date < end }
}
