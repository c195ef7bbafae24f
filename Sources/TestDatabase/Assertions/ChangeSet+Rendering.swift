import GRDB

extension ChangeSet {
  /// The changes as diff lines, the text ``assertChanges(in:excludingTables:_:changes:fileID:filePath:function:line:column:)``
  /// snapshots:
  ///
  /// ```
  ///   books(id: 1)
  /// -   year: 1968
  /// +   year: 1969
  /// + books(id: 4, title: "Tehanu", authorID: 1, year: NULL)
  /// - loans(code: "a1", bookID: 3, borrower: "Ada")
  /// ```
  ///
  /// A kept row shows its key and, below it, the old (`-`) and new (`+`) value of each changed
  /// column. Inserted and deleted rows show all their values on one line. Text values are
  /// quoted, with line breaks written `\n`. No change at all reads `(No changes)`.
  public func rendered() -> String {
    guard !isEmpty else { return "(No changes)" }
    var lines: [String] = []
    for table in tables {
      for row in table.rows {
        switch row {
        case .inserted(let values):
          lines.append("+ \(table.table)(\(Self.list(values)))")
        case .deleted(let values):
          lines.append("- \(table.table)(\(Self.list(values)))")
        case let .updated(key, changes):
          lines.append("  \(table.table)(\(Self.list(key)))")
          for change in changes {
            lines.append("-   \(change.column): \(Self.literal(change.before))")
            lines.append("+   \(change.column): \(Self.literal(change.after))")
          }
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func list(_ values: [ColumnValue]) -> String {
    values.map { "\($0.column): \(literal($0.value))" }.joined(separator: ", ")
  }

  private static func literal(_ value: DatabaseValue) -> String {
    DatabaseValueText.literal(value, multiline: false)
  }
}
