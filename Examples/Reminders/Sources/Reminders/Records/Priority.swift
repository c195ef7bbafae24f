import GRDB

/// How important a reminder is. Stored as 1, 2 or 3; no priority is `NULL`.
public enum Priority: Int, Codable, CaseIterable, Comparable, Sendable, DatabaseValueConvertible {
  case low = 1
  case medium = 2
  case high = 3

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The name people type and scripts read: `low`, `medium` or `high`.
  public var name: String {
    switch self {
    case .low: "low"
    case .medium: "medium"
    case .high: "high"
    }
  }

  /// The priority named `name` (any case), or nil.
  public init?(name: String) {
    guard let priority = Self.allCases.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = priority
  }
}
