import Foundation
import Reminders

/// Reminders as aligned columns that fit the terminal: id, done box, priority, title, flag,
/// due date, list (where a screen mixes lists), tags; notes on a dim line below.
struct ReminderTable {
  var rows: [ReminderRow]
  var showsList: Bool
  var time: TimeContext
  var style: TerminalStyle
  /// Text to highlight in titles (a search's).
  var highlight: String?

  func lines() -> [String] {
    guard !rows.isEmpty else { return ["  No reminders."] }
    let idWidth = rows.map { String($0.id).count }.max() ?? 1
    let dues = rows.map { row in
      (row.reminder.dueDate.map { RelativeDate.text($0, time: time) } ?? "")
        + (row.isPastDue ? " overdue" : "")
    }
    let dueWidth = dues.map(\.count).max() ?? 0
    let lists = rows.map { showsList ? $0.listTitle : "" }
    let listWidth = lists.map(\.count).max() ?? 0
    let tags = rows.map { $0.tags.map { "#\($0)" }.joined(separator: " ") }
    // "  12 [ ] !!! " then the title, then " ⚑ " and the rest.
    let fixed = 2 + idWidth + 1 + 3 + 1 + 3 + 1 + 2 + dueWidth + (showsList ? 2 + listWidth : 0)
    let tagsWidth = tags.map(\.count).max() ?? 0
    let titleRoom = max(12, style.width - fixed - (tagsWidth > 0 ? 2 + tagsWidth : 0))
    let titleWidth = min(titleRoom, rows.map(\.reminder.title.count).max() ?? 0)

    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      let reminder = row.reminder
      let id = String(repeating: " ", count: idWidth - String(row.id).count) + String(row.id)
      let box = reminder.isCompleted ? "[x]" : "[ ]"
      let marks = String(repeating: "!", count: reminder.priority?.rawValue ?? 0)
      let priority = style.orange(marks) + String(repeating: " ", count: 3 - marks.count)
      let title = fitted(reminder.title, width: titleWidth)
      var shownTitle = highlight.map { highlighted(title, $0) } ?? title
      if reminder.isCompleted { shownTitle = style.dim(shownTitle) }
      let flag = reminder.isFlagged ? style.orange("⚑") : " "
      var due = dues[index].padding(toLength: dueWidth, withPad: " ", startingAt: 0)
      if row.isPastDue { due = style.red(due) }
      var line = "  \(id) \(box) \(priority) \(shownTitle) \(flag)  \(due)"
      if showsList {
        line += "  " + style.colored(lists[index].padding(toLength: listWidth, withPad: " ", startingAt: 0), row.listColor)
      }
      let remaining = style.width - fixed - titleWidth - 2
      if !tags[index].isEmpty { line += "  " + style.dim(fitted(tags[index], width: max(4, remaining))) }
      lines.append(trimmedRight(line))
      let notes = reminder.notes.split(whereSeparator: \.isNewline).joined(separator: " · ")
      if !notes.isEmpty {
        let indent = String(repeating: " ", count: 2 + idWidth + 1 + 4 + 4)
        let shown = trimmedRight(fitted(notes, width: max(10, style.width - indent.count)))
        lines.append(indent + style.dim(shown))
      }
    }
    return lines
  }

  private func fitted(_ text: String, width: Int) -> String {
    if text.count <= width { return text.padding(toLength: width, withPad: " ", startingAt: 0) }
    return String(text.prefix(max(0, width - 1))) + "…"
  }

  private func trimmedRight(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }

  /// `title` with every case-insensitive occurrence of `needle` highlighted.
  private func highlighted(_ title: String, _ needle: String) -> String {
    guard style.usesColor, !needle.isEmpty else { return title }
    var result = ""
    var rest = title[...]
    while let range = rest.range(of: needle, options: [.caseInsensitive]) {
      result += rest[..<range.lowerBound] + style.highlighted(String(rest[range]))
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
