import Foundation

/// Reads the ISO 8601 times ``TextScrubber/iso8601Dates`` finds, to key them as `Date`s: by
/// arithmetic on the digits the pattern matched, cheaper than Foundation's parsers (see
/// Benchmarks/README.md).
enum ISO8601Text {
  /// The instant `text` names, or `nil` for a date alone or a time without a zone, which is
  /// local to whoever wrote it (keyed by its text, not an instant).
  static func date(from text: Substring) -> Date? {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[range] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), (1...12).contains(month)
    else { return nil }
    var index = 16
    var second = 0.0
    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
      guard let whole = number(17..<19) else { return nil }
      second = Double(whole)
      index = 19
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
        var end = index + 1
        while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57 { end += 1 }
        second += Double("0." + String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) ?? 0
        index = end
      }
    }
    guard index < bytes.count else { return nil }
    var offset = 0
    if bytes[index] != UInt8(ascii: "Z") {
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      let digits = bytes[(index + 1)...].filter { $0 != UInt8(ascii: ":") }
      guard digits.count == 2 || digits.count == 4,
        let hours = Int(String(decoding: digits.prefix(2), as: UTF8.self)),
        let minutes = digits.count == 4
          ? Int(String(decoding: digits.suffix(2), as: UTF8.self)) : 0
      else { return nil }
      offset = sign * (hours * 3_600 + minutes * 60)
    }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 - offset) + second
    return Date(timeIntervalSince1970: seconds)
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
