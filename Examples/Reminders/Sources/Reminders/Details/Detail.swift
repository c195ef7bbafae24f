/// What a detail screen shows: one list, a smart list, or the reminders carrying a tag.
public enum Detail: Hashable, Sendable {
  case list(id: Int64)
  case all
  case completed
  case flagged
  case scheduled
  case today
  case tag(id: Int64)

  /// The smart lists, in the order the root screen shows their counts.
  public static let smartLists: [Detail] = [.today, .scheduled, .all, .flagged, .completed]

  /// The name of a smart list (`today`, `scheduled`, …); nil for a list or a tag.
  public var smartListName: String? {
    switch self {
    case .all: "all"
    case .completed: "completed"
    case .flagged: "flagged"
    case .scheduled: "scheduled"
    case .today: "today"
    case .list, .tag: nil
    }
  }

  /// The smart list called `name` (any case), or nil.
  public init?(smartListName name: String) {
    guard let detail = Self.smartLists.first(where: { $0.smartListName == name.lowercased() })
    else { return nil }
    self = detail
  }

  /// The key its settings are stored under: `list:3`, `tag:1`, `today`, …
  public var settingsKey: String {
    switch self {
    case .list(let id): "list:\(id)"
    case .tag(let id): "tag:\(id)"
    default: smartListName ?? ""
    }
  }

  /// Whether completed reminders can be hidden: everywhere but in the completed list, which
  /// shows nothing else.
  public var hasShowCompletedSetting: Bool { self != .completed }
}
