/// How a detail's reminders are ordered, after incomplete ones first. Ties end in the id.
public enum Ordering: String, CaseIterable, Codable, Hashable, Sendable {
  /// Due date ascending, reminders with no date last.
  case dueDate
  /// High priority first, no priority last, then flagged first.
  case priority
  /// Title, ignoring case.
  case title
  /// The user's own order, changed by moving reminders.
  case manual
}
