import Foundation
import Reminders

/// A due date as a person reads it, relative to now where that reads better: "today 23:31",
/// "tomorrow 09:00", "yesterday 08:00", "in 3 days", "3 days ago", else the date.
enum RelativeDate {
  static func text(_ date: Date, time: TimeContext) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = time.timeZone
    let days = calendar.dateComponents(
      [.day], from: calendar.startOfDay(for: time.now), to: calendar.startOfDay(for: date)
    ).day ?? 0
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    switch days {
    case 0: return "today \(clock)"
    case 1: return "tomorrow \(clock)"
    case -1: return "yesterday \(clock)"
    case 2...6: return "in \(days) days"
    case -6 ... -2: return "\(-days) days ago"
    default:
      return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
  }

  /// The date in full, in the user's time zone: `2009-02-13 23:31`.
  static func full(_ date: Date, time: TimeContext) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = time.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0
    )
  }
}
