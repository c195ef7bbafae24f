import Reminders

/// A detail screen as text: a header line, then the reminders' table.
enum DetailText {
  static func lines(_ state: DetailState, time: TimeContext, style: TerminalStyle) -> [String] {
    let title = state.color.map { style.colored(state.title, $0) } ?? state.title
    var facts = ["\(state.rows.count) reminder\(state.rows.count == 1 ? "" : "s")"]
    facts.append("by \(orderingName(state.settings.ordering))")
    if state.detail.hasShowCompletedSetting {
      facts.append(state.settings.showCompleted ? "completed shown" : "completed hidden")
    }
    let header = style.bold(title) + style.dim("  " + facts.joined(separator: " · "))
    let showsList: Bool = if case .list = state.detail { false } else { true }
    let table = ReminderTable(
      rows: state.rows, showsList: showsList, time: time, style: style, highlight: nil
    )
    return [header] + table.lines()
  }

  static func orderingName(_ ordering: Ordering) -> String {
    switch ordering {
    case .dueDate: "due date"
    case .priority: "priority"
    case .title: "title"
    case .manual: "manual order"
    }
  }
}
