import ArgumentParser
import Reminders

/// `--show-completed` or `--hide-completed`.
enum CompletedVisibility: EnumerableFlag {
  case showCompleted
  case hideCompleted

  static func help(for value: Self) -> ArgumentHelp? {
    switch value {
    case .showCompleted: "List completed reminders too (remembered for this list)."
    case .hideCompleted: "Hide completed reminders (remembered for this list)."
    }
  }
}

extension Ordering: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument.lowercased() {
    case "due", "duedate", "date": self = .dueDate
    case "priority": self = .priority
    case "title": self = .title
    case "manual": self = .manual
    default: return nil
    }
  }

  public static var allValueStrings: [String] { ["due", "priority", "title", "manual"] }
}

extension Priority: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.name) }
}
