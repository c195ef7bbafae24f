import GRDB

/// What changed between two ``DatabaseContents``, table by table: rows inserted, rows deleted,
/// and, for rows kept, only the columns whose values changed.
///
/// Rows are matched by their key (primary key, or rowid), so an update that keeps the key is
/// one update, not a deletion and an insertion. Computing it is a pure function of the two
/// contents, linear in their size (plus sorting the changed keys).
public struct ChangeSet: Sendable, Equatable {
  /// A column's name and value.
  public struct ColumnValue: Sendable, Equatable {
    /// The column name.
    public var column: String
    /// Its value.
    public var value: DatabaseValue

    /// Creates a named value.
    public init(_ column: String, _ value: DatabaseValue) {
      self.column = column
      self.value = value
    }
  }

  /// A column whose value changed in a kept row.
  public struct ColumnUpdate: Sendable, Equatable {
    /// The column name.
    public var column: String
    /// The value before; `NULL` if the column did not exist.
    public var before: DatabaseValue
    /// The value after; `NULL` if the column no longer exists.
    public var after: DatabaseValue

    /// Creates a column update.
    public init(_ column: String, before: DatabaseValue, after: DatabaseValue) {
      self.column = column
      self.before = before
      self.after = after
    }
  }

  /// The change to one row.
  public enum RowChange: Sendable, Equatable {
    /// A new row, with all its values.
    case inserted([ColumnValue])
    /// A removed row, with all the values it had.
    case deleted([ColumnValue])
    /// A kept row: its key, and the columns that changed.
    case updated(key: [ColumnValue], changes: [ColumnUpdate])
  }

  /// The changes to one table, ordered by row key.
  public struct TableChanges: Sendable, Equatable {
    /// The table's name.
    public var table: String
    /// The changed rows, ordered by key.
    public var rows: [RowChange]
  }

  /// The tables that changed, ordered by name. Unchanged tables are left out.
  public var tables: [TableChanges]

  /// Whether nothing changed.
  public var isEmpty: Bool { tables.isEmpty }

  /// Compares two contents of the same database.
  public init(from before: DatabaseContents, to after: DatabaseContents) {
    let beforeTables = Dictionary(before.tables.map { ($0.name, $0) }) { first, _ in first }
    let afterTables = Dictionary(after.tables.map { ($0.name, $0) }) { first, _ in first }
    let names = Set(beforeTables.keys).union(afterTables.keys).sorted()
    tables = names.compactMap { name in
      let rows = Self.rowChanges(from: beforeTables[name], to: afterTables[name])
      return rows.isEmpty ? nil : TableChanges(table: name, rows: rows)
    }
  }

  private typealias Key = [DatabaseValue]

  private static func rowChanges(
    from before: DatabaseContents.Table?,
    to after: DatabaseContents.Table?
  ) -> [RowChange] {
    let oldRows = keyedRows(before)
    let newRows = keyedRows(after)
    let keyColumns = after?.keyColumns ?? before?.keyColumns ?? []
    let keys = Set(oldRows.keys).union(newRows.keys).sorted { lhs, rhs in
      lhs.lexicographicallyPrecedes(rhs, by: DatabaseValueText.precedes)
    }
    return keys.compactMap { key in
      switch (oldRows[key], newRows[key]) {
      case let (old?, new?):
        let columns = (after?.columns ?? []) + (before?.columns ?? []).filter { old in
          !(after?.columns ?? []).contains(old)
        }
        let changes = columns.compactMap { column -> ColumnUpdate? in
          let oldValue = old[column] ?? .null
          let newValue = new[column] ?? .null
          return oldValue == newValue ? nil : ColumnUpdate(column, before: oldValue, after: newValue)
        }
        guard !changes.isEmpty else { return nil }
        return .updated(key: zip(keyColumns, key).map(ColumnValue.init), changes: changes)
      case let (nil, new?):
        return .inserted(ordered(new, by: after?.columns ?? []))
      case let (old?, nil):
        return .deleted(ordered(old, by: before?.columns ?? []))
      case (nil, nil):
        return nil
      }
    }
  }

  private static func keyedRows(_ table: DatabaseContents.Table?) -> [Key: [String: DatabaseValue]] {
    guard let table else { return [:] }
    var keyed: [Key: [String: DatabaseValue]] = [:]
    for row in table.rows {
      let values = Dictionary(zip(table.columns, row)) { first, _ in first }
      keyed[table.keyColumns.map { values[$0] ?? .null }] = values
    }
    return keyed
  }

  private static func ordered(_ values: [String: DatabaseValue], by columns: [String]) -> [ColumnValue] {
    columns.map { ColumnValue($0, values[$0] ?? .null) }
  }
}
