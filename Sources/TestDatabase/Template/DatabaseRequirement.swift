import GRDB

/// A capability that a template needs from SQLite, checked once before it is migrated.
///
/// A missing capability then fails every test that uses the template with a message naming it,
/// instead of an SQL error halfway through a migration or a test. Each check runs one small
/// query, once per process.
public struct DatabaseRequirement: Sendable, CustomStringConvertible {
  /// What is required, as the failure message names it.
  public let description: String

  // Returns nil when satisfied, otherwise what was found instead.
  let unmetReason: @Sendable (Database) throws -> String?

  /// Creates a requirement from a check of your own.
  ///
  /// - Parameters:
  ///   - description: What is required, for example "the FTS5 extension".
  ///   - isSatisfied: Returns whether the connection has it.
  public static func custom(
    _ description: String,
    isSatisfied: @escaping @Sendable (Database) throws -> Bool
  ) -> Self {
    Self(description: description) { db in
      try isSatisfied(db) ? nil : "not available"
    }
  }

  /// SQLite at least `minimum`, written like `"3.38.0"`.
  public static func sqliteVersion(atLeast minimum: String) -> Self {
    Self(description: "SQLite \(minimum) or later") { db in
      let found = try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "unknown"
      return SQLiteVersion(found) >= SQLiteVersion(minimum) ? nil : "found SQLite \(found)"
    }
  }

  /// The JSON functions (`json_extract`, `json_group_array`, …), built into SQLite since 3.38.
  public static let jsonFunctions = custom("the JSON functions") { db in
    // Running one is the surest test: builds before 3.38 may or may not include them.
    (try? Int.fetchOne(db, sql: "SELECT json_valid('{}')")) == 1
  }

  /// An SQL function named `name`, built into SQLite or one of its compiled-in extensions.
  ///
  /// Requirements are checked before migrating, on a connection without the template's
  /// per-connection setup, so functions that setup registers are not seen.
  public static func function(_ name: String) -> Self {
    Self(description: "the SQL function \(name)()") { db in
      let count = try Int.fetchOne(
        db,
        sql: "SELECT count(*) FROM pragma_function_list WHERE name = ?",
        arguments: [name.lowercased()]
      ) ?? 0
      return count > 0 ? nil : "no such function"
    }
  }
}

// Compares dotted versions numerically, so that 3.9 < 3.40.
struct SQLiteVersion: Comparable {
  let parts: [Int]

  init(_ text: String) {
    parts = text.split(separator: ".").map { Int($0) ?? 0 }
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    let count = max(lhs.parts.count, rhs.parts.count)
    let left = lhs.parts + Array(repeating: 0, count: count - lhs.parts.count)
    let right = rhs.parts + Array(repeating: 0, count: count - rhs.parts.count)
    return left.lexicographicallyPrecedes(right)
  }
}
