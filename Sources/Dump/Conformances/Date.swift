import Foundation

extension Date: CustomDumpStringConvertible {
  /// The date in UTC, ISO 8601: `Date(2024-03-01T09:30:00.000Z)`.
  ///
  /// Dates on a whole millisecond print milliseconds, as swift-custom-dump does. Dates with
  /// finer precision print microseconds (`.123456Z`) so that two dates that differ read
  /// differently.
  public var customDumpDescription: String {
    "Date(\(DateText.iso8601(self)))"
  }
}

/// Formats dates in UTC without a `DateFormatter`, which is slow to create and not
/// `Sendable`.
enum DateText {
  static func iso8601(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    // Beyond this range, and before the Gregorian reform, defer to Foundation's calendar.
    guard interval.isFinite, abs(interval) < 1e13 else { return formatted(date) }
    let microseconds = Int64((interval * 1_000_000).rounded())
    let (seconds, microsecond) = floorDivision(microseconds, 1_000_000)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    guard year >= 1583 else { return formatted(date) }
    let fraction =
      microsecond % 1000 == 0
      ? padded(microsecond / 1000, width: 3)
      : padded(microsecond, width: 6)
    return padded(year, width: 4) + "-" + padded(month, width: 2) + "-"
      + padded(day, width: 2) + "T" + padded(secondOfDay / 3600, width: 2) + ":"
      + padded(secondOfDay / 60 % 60, width: 2) + ":" + padded(secondOfDay % 60, width: 2)
      + "." + fraction + "Z"
  }

  private static func formatted(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    return formatter.string(from: date)
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
    return (quotient, value - quotient * divisor)
  }

  // Proleptic Gregorian calendar from a day count (Howard Hinnant's `civil_from_days`).
  private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
    let z = daysSince1970 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func padded(_ value: Int64, width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
