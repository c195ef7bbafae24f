import Foundation

/// A record shaped like the reference app's reminders: a UUID, optional date and enum, notes
/// that are sometimes several lines long.
struct Reminder: Equatable, Identifiable, Sendable {
  enum Priority: Int, Equatable, Sendable {
    case low = 1
    case medium
    case high
  }

  var id: UUID
  var title: String
  var notes: String
  var dueDate: Date?
  var priority: Priority?
  var isCompleted: Bool
  var tags: [String]
  var listID: Int

  /// `count` distinct reminders, the same on every run.
  static func sample(count: Int) -> [Reminder] {
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    return (0..<count).map { index in
      Reminder(
        id: uuid(index),
        title: "Reminder \(index)",
        notes: notes(index),
        dueDate: index % 4 == 0 ? nil : start.addingTimeInterval(Double(index) * 3_600),
        priority: index % 5 == 0 ? nil : Priority(rawValue: 1 + index % 3),
        isCompleted: index % 3 == 0,
        tags: Array(["home", "work", "errands", "someday"].prefix(index % 4)),
        listID: 1 + index % 6
      )
    }
  }

  /// A copy of `reminders` with every `stride`-th reminder's title and completion changed.
  static func changingEvery(_ stride: Int, of reminders: [Reminder]) -> [Reminder] {
    var changed = reminders
    for index in Swift.stride(from: 0, to: changed.count, by: stride) {
      changed[index].title += " (edited)"
      changed[index].isCompleted.toggle()
    }
    return changed
  }

  // Empty, one line, or a short multi-line list, in turn.
  private static func notes(_ index: Int) -> String {
    switch index % 3 {
    case 0: ""
    case 1: "Call back before \(index % 12 + 1) pm"
    default: "Checklist:\n- item \(index)\n- item \(index + 1)"
    }
  }

  private static func uuid(_ index: Int) -> UUID {
    var bytes = [UInt8](repeating: 0, count: 16)
    withUnsafeBytes(of: UInt64(index).bigEndian) { bytes.replaceSubrange(8..<16, with: $0) }
    bytes[6] = 0x40  // version 4
    bytes[8] |= 0x80  // RFC 4122 variant
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
