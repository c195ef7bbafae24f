import Reminders

/// The root screen as text: the smart lists' counts, the lists, the tags.
enum RootText {
  static func lines(_ state: RootState, style: TerminalStyle) -> [String] {
    let stats = Detail.smartLists.compactMap { detail -> String? in
      guard let name = detail.smartListName, let count = state.stats.count(of: detail) else { return nil }
      return style.bold(name.prefix(1).uppercased() + name.dropFirst()) + " \(count)"
    }
    var lines = ["  " + stats.joined(separator: "   "), "", style.bold("Lists")]
    if state.lists.isEmpty { lines.append("  No lists. Add one with 'reminders lists add <title>'.") }
    let titleWidth = state.lists.map(\.list.title.count).max() ?? 0
    for summary in state.lists {
      let title = summary.list.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      lines.append("  \(style.colored("●", summary.list.color)) \(title)  \(summary.incompleteCount)")
    }
    lines += ["", style.bold("Tags")]
    if state.tags.isEmpty { lines.append("  No tags.") }
    let tagWidth = (state.tags.map(\.tag.title.count).max() ?? 0) + 1
    for summary in state.tags {
      let title = "#\(summary.tag.title)".padding(toLength: tagWidth, withPad: " ", startingAt: 0)
      lines.append("  \(title)  \(summary.incompleteCount)")
    }
    return lines
  }
}
