/// How many rows a screen fetches: a whole number of pages, or all of them.
///
/// A screen shows a few dozen rows at a time; fetching a page of them keeps a list of
/// thousands of reminders quick to reload after every write.
public struct RowPages: Hashable, Sendable {
  /// The rows of a page: more than a screen holds, few enough that a detail of thousands of
  /// reminders reloads quickly (Benchmarks/README.md).
  public static let defaultPageSize = 200

  /// How many rows the first page holds, and each further one adds; nil for every row.
  public let pageSize: Int?
  /// How many rows to fetch now; nil for every row.
  public private(set) var rowLimit: Int?

  /// Pages of `pageSize` rows (at least 1), or every row when nil.
  public init(pageSize: Int?) {
    self.pageSize = pageSize.map { max(1, $0) }
    rowLimit = self.pageSize
  }

  /// Adds a page, if `shown` rows of `total` leave some out. Returns whether it did.
  mutating func addPage(shown: Int, of total: Int) -> Bool {
    guard let rowLimit, let pageSize, total > shown else { return false }
    self.rowLimit = rowLimit + pageSize
    return true
  }

  /// Back to the first page.
  mutating func reset() {
    rowLimit = pageSize
  }
}
