import GRDB

/// The counts of the root screen's smart lists.
public struct Stats: Hashable, Sendable, Codable, FetchableRecord {
  /// Incomplete reminders due today.
  public var today: Int
  /// Incomplete reminders with a due date.
  public var scheduled: Int
  /// Incomplete reminders.
  public var all: Int
  /// Incomplete flagged reminders.
  public var flagged: Int
  /// Completed reminders.
  public var completed: Int

  public init(today: Int = 0, scheduled: Int = 0, all: Int = 0, flagged: Int = 0, completed: Int = 0) {
    self.today = today
    self.scheduled = scheduled
    self.all = all
    self.flagged = flagged
    self.completed = completed
  }

  /// The count shown for a smart list; nil for a list or a tag.
  public func count(of detail: Detail) -> Int? {
    switch detail {
    case .today: today
    case .scheduled: scheduled
    case .all: all
    case .flagged: flagged
    case .completed: completed
    case .list, .tag: nil
    }
  }

  /// Every count in one statement: each counts what its detail lists with completed hidden.
  public static func request(today day: Day) -> SQLRequest<Stats> {
    func incomplete(_ detail: Detail) -> SQL {
      "count(*) FILTER (WHERE \(ReminderPredicates.isIncomplete) AND \(detail.membership(today: day)))"
    }
    return """
      SELECT
        \(incomplete(.today)) AS today,
        \(incomplete(.scheduled)) AS scheduled,
        \(incomplete(.all)) AS "all",
        \(incomplete(.flagged)) AS flagged,
        count(*) FILTER (WHERE \(Detail.completed.membership(today: day))) AS completed
      FROM reminders
      """
  }
}
