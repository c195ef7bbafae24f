import GRDB

/// A detail's display settings, stored per detail in the database so that they follow the file.
public struct DetailSettings: Hashable, Sendable {
  /// Whether completed reminders are listed (after the incomplete ones).
  public var showCompleted: Bool
  /// How reminders are ordered.
  public var ordering: Ordering

  public init(showCompleted: Bool = false, ordering: Ordering = .dueDate) {
    self.showCompleted = showCompleted
    self.ordering = ordering
  }

  /// The defaults: completed hidden, ordered by due date.
  public static let defaults = DetailSettings()

  /// The settings of `detail`, or the defaults if it has none yet. The completed detail always
  /// shows completed reminders.
  public static func fetch(_ db: Database, for detail: Detail) throws -> DetailSettings {
    let row = try Row.fetchOne(
      db,
      sql: "SELECT showCompleted, ordering FROM detailSettings WHERE detail = ?",
      arguments: [detail.settingsKey]
    )
    var settings = DetailSettings.defaults
    if let row {
      settings.showCompleted = row["showCompleted"]
      // A value written by a newer version reads as the default.
      settings.ordering = Ordering(rawValue: row["ordering"]) ?? .dueDate
    }
    if !detail.hasShowCompletedSetting { settings.showCompleted = true }
    return settings
  }

  /// Stores these settings for `detail`.
  public func save(_ db: Database, for detail: Detail) throws {
    try db.execute(
      sql: """
        INSERT INTO detailSettings (detail, showCompleted, ordering) VALUES (?, ?, ?)
        ON CONFLICT (detail) DO UPDATE
        SET showCompleted = excluded.showCompleted, ordering = excluded.ordering
        """,
      arguments: [detail.settingsKey, showCompleted, ordering.rawValue]
    )
  }
}
