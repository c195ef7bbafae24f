import Foundation

/// Reads the due dates people type: ISO-8601 and a few everyday phrases, relative to an
/// injected now and time zone.
///
/// Accepted, ignoring case:
/// - `2026-12-01`, `2026-12-01T09:00`, `2026-12-01 09:00:30`, and with `Z` or an offset
///   (`2026-12-01T09:00Z`, `…+01:00`);
/// - `today`, `tonight` (21:00), `tomorrow`, `yesterday`, each optionally with a time;
/// - `in 3 days`, `in 2 weeks`, `in 4 hours`, `in 30 minutes` (singular too);
/// - a weekday, `friday 17:30` (the next one: today if that time is still ahead),
///   `next monday` (after today);
/// - a month and day, `dec 24`, `24 december 9am` (this year, or next year once passed).
///
/// Times are `9:00`, `17:30`, `9am`, `9:30pm`, `noon` or `midnight`. A day with no time means
/// 09:00, except `today`, which means 23:59 so that a reminder due "today" is not already past due.
public struct DueDateParser: Sendable {
  public var now: Date
  public var timeZone: TimeZone

  public init(now: Date, timeZone: TimeZone) {
    self.now = now
    self.timeZone = timeZone
  }

  /// A parser for the time of the dependencies in scope (`@Dependency(\.date)` and
  /// `@Dependency(\.timeZone)`, read now), as every model reads it: the app's clock and the
  /// user's time zone, or a test's.
  public init() {
    let time = TimeContext.source()()
    self.init(now: time.now, timeZone: time.timeZone)
  }

  /// What to write instead, for error messages.
  public static let examples =
    "2026-12-01, 2026-12-01T09:00, today, tonight, tomorrow 9am, in 3 days, next monday, friday 17:30, dec 24"

  /// The date `text` stands for.
  ///
  /// - Throws: ``DueDateParser/Failure`` naming the text and the forms that work.
  public func parse(_ text: String) throws(Failure) -> Date {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty, let date = iso8601(text.trimmingCharacters(in: .whitespaces)) ?? phrase(words)
    else { throw Failure(text: text) }
    return date
  }

  /// A date that could not be read.
  public struct Failure: Error, Hashable, CustomStringConvertible {
    public let text: String

    public init(text: String) { self.text = text }

    public var description: String {
      "Cannot read the date \"\(text)\". Try one of: \(DueDateParser.examples)."
    }
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  // MARK: ISO-8601

  private func iso8601(_ text: String) -> Date? {
    let pattern = #/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?)?$/#
    guard let match = text.wholeMatch(of: pattern) else { return nil }
    var components = DateComponents(
      year: Int(match.1), month: Int(match.2), day: Int(match.3),
      hour: match.4.flatMap { Int($0) } ?? 9, minute: match.5.flatMap { Int($0) } ?? 0,
      second: match.6.flatMap { Int($0) } ?? 0
    )
    var calendar = self.calendar
    if let zone = match.7 {
      guard let offset = Self.offsetSeconds(String(zone)) else { return nil }
      calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? timeZone
    }
    components.calendar = calendar
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }

  private static func offsetSeconds(_ zone: String) -> Int? {
    if zone == "Z" { return 0 }
    let sign = zone.hasPrefix("-") ? -1 : 1
    let digits = zone.dropFirst().filter(\.isNumber)
    guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2))
    else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }

  // MARK: Phrases

  private func phrase(_ words: [String]) -> Date? {
    switch words[0] {
    case "today":
      return day(offset: 0, time: Array(words.dropFirst()), defaultTime: (23, 59))
    case "tonight":
      return words.count == 1 ? day(offset: 0, time: [], defaultTime: (21, 0)) : nil
    case "tomorrow":
      return day(offset: 1, time: Array(words.dropFirst()))
    case "yesterday":
      return day(offset: -1, time: Array(words.dropFirst()))
    case "in":
      return relative(Array(words.dropFirst()))
    case "next":
      guard words.count >= 2, let weekday = Self.weekday(words[1]) else { return nil }
      return weekdayDate(weekday, includingToday: false, time: Array(words.dropFirst(2)))
    default:
      if let weekday = Self.weekday(words[0]) {
        return weekdayDate(weekday, includingToday: true, time: Array(words.dropFirst()))
      }
      return monthDay(words)
    }
  }

  private func day(offset: Int, time words: [String], defaultTime: (Int, Int) = (9, 0)) -> Date? {
    let today = calendar.startOfDay(for: now)
    guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { return nil }
    return at(words, on: day, defaultTime: defaultTime)
  }

  private func at(_ words: [String], on day: Date, defaultTime: (Int, Int) = (9, 0)) -> Date? {
    let time: (Int, Int)
    switch words.count {
    case 0: time = defaultTime
    case 1, 2:
      guard let parsed = Self.timeOfDay(words.joined()) else { return nil }
      time = parsed
    default: return nil
    }
    return calendar.date(bySettingHour: time.0, minute: time.1, second: 0, of: day)
  }

  private func relative(_ words: [String]) -> Date? {
    guard words.count == 2, let amount = Int(words[0]), amount >= 0 else { return nil }
    let unit: Calendar.Component
    switch words[1] {
    case "minute", "minutes", "min", "mins": unit = .minute
    case "hour", "hours": unit = .hour
    case "day", "days": unit = .day
    case "week", "weeks": unit = .weekOfYear
    default: return nil
    }
    if unit == .day || unit == .weekOfYear {
      let days = unit == .day ? amount : amount * 7
      return day(offset: days, time: [])
    }
    return calendar.date(byAdding: unit, value: amount, to: now)
  }

  private func weekdayDate(_ weekday: Int, includingToday: Bool, time: [String]) -> Date? {
    let todayWeekday = calendar.component(.weekday, from: now)
    let offset = (weekday - todayWeekday + 7) % 7
    // Today only for a plain weekday whose time is still ahead.
    if offset == 0, includingToday, let date = day(offset: 0, time: time), date > now { return date }
    return day(offset: offset == 0 ? 7 : offset, time: time)
  }

  private func monthDay(_ words: [String]) -> Date? {
    guard words.count >= 2 else { return nil }
    let (month, dayNumber): (Int?, Int?) =
      Self.month(words[0]) != nil
      ? (Self.month(words[0]), Int(words[1])) : (Self.month(words[1]), Int(words[0]))
    guard let month, let dayNumber else { return nil }
    let year = calendar.component(.year, from: now)
    for candidateYear in [year, year + 1] {
      let components = DateComponents(year: candidateYear, month: month, day: dayNumber)
      guard components.isValidDate(in: calendar), let start = calendar.date(from: components),
        let date = at(Array(words.dropFirst(2)), on: start)
      else { continue }
      // A day already past this year means next year's.
      if calendar.startOfDay(for: date) >= calendar.startOfDay(for: now) { return date }
    }
    return nil
  }

  // MARK: Words

  private static let weekdays = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]
  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]

  /// 1 for Sunday … 7 for Saturday, as `Calendar` numbers them; three letters suffice.
  private static func weekday(_ word: String) -> Int? {
    guard word.count >= 3 else { return nil }
    return weekdays.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
  }

  private static func month(_ word: String) -> Int? {
    guard word.count >= 3 else { return nil }
    return months.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
  }

  /// `9:00`, `17:30`, `9am`, `9:30pm`, `9 am`, `noon`, `midnight`.
  static func timeOfDay(_ text: String) -> (Int, Int)? {
    if text == "noon" { return (12, 0) }
    if text == "midnight" { return (0, 0) }
    guard let match = text.wholeMatch(of: #/(\d{1,2})(?::(\d{2}))?(am|pm)?/#),
      var hour = Int(match.1)
    else { return nil }
    let minute = match.2.flatMap { Int($0) } ?? 0
    if match.2 == nil && match.3 == nil { return nil }
    if let meridiem = match.3 {
      guard (1...12).contains(hour) else { return nil }
      hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
    }
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    return (hour, minute)
  }
}
