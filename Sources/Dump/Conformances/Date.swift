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
    let fraction = microsecond % 1000 == 0 ? (microsecond / 1000, 3) : (microsecond, 6)
    // Digits are written into one buffer: building the text piece by piece costs more than
    // the arithmetic in dumps of thousands of dates.
    var yearDigits = 4
    var largerYears = year / 10_000
    while largerYears > 0 {
      yearDigits += 1
      largerYears /= 10
    }
    let length = yearDigits + 17 + fraction.1
    return String(unsafeUninitializedCapacity: length) { buffer in
      // Written backwards, from the last digit.
      var end = length
      func write(_ byte: UInt8) {
        end -= 1
        buffer[end] = byte
      }
      func write(_ value: Int64, width: Int) {
        var rest = value
        var written = 0
        while written < width || rest > 0 {
          write(UInt8(ascii: "0") + UInt8(rest % 10))
          rest /= 10
          written += 1
        }
      }
      write(UInt8(ascii: "Z"))
      write(fraction.0, width: fraction.1)
      write(UInt8(ascii: "."))
      write(secondOfDay % 60, width: 2)
      write(UInt8(ascii: ":"))
      write(secondOfDay / 60 % 60, width: 2)
      write(UInt8(ascii: ":"))
      write(secondOfDay / 3600, width: 2)
      write(UInt8(ascii: "T"))
      write(day, width: 2)
      write(UInt8(ascii: "-"))
      write(month, width: 2)
      write(UInt8(ascii: "-"))
      write(year, width: 4)
      return length
    }
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
}
