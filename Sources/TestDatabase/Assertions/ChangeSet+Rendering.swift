import Dump
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
  ///
  /// The redactions in effect (a `.snapshots(redacting:)` trait, a `withDumpRedactions` scope)
  /// apply: a UUID stored as text or as a blob matches `.type(UUID.self)`, and a cell is at
  /// the path `.table.column`.
  public func rendered() -> String {
    RedactedText.render { redaction in
      redaction.map { $0.finish(rendered(redaction: $0)) } ?? rendered(redaction: nil)
    }
  }

  /// The text with the cells `redaction` names as its tokens (see ``DatabaseRedaction``).
  func rendered(redaction: SnapshotRedaction?) -> String {
    guard !isEmpty else { return "(No changes)" }
    var lines: [String] = []
    for table in tables {
      for row in table.rows {
        switch row {
        case .inserted(let values):
          lines.append("+ \(table.table)(\(list(values, table.table, redaction)))")
        case .deleted(let values):
          lines.append("- \(table.table)(\(list(values, table.table, redaction)))")
        case let .updated(key, changes):
          lines.append("  \(table.table)(\(list(key, table.table, redaction)))")
          for change in changes {
            let cell = { (value: DatabaseValue) in
              Self.literal(value, table.table, change.column, redaction)
            }
            lines.append("-   \(change.column): \(cell(change.before))")
            lines.append("+   \(change.column): \(cell(change.after))")
          }
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  private func list(
    _ values: [ColumnValue], _ table: String, _ redaction: SnapshotRedaction?
  ) -> String {
    values.map { "\($0.column): \(Self.literal($0.value, table, $0.column, redaction))" }
      .joined(separator: ", ")
  }

  private static func literal(
    _ value: DatabaseValue, _ table: String, _ column: String, _ redaction: SnapshotRedaction?
  ) -> String {
    guard let redaction else { return DatabaseValueText.literal(value, multiline: false) }
    let path = redaction.path(redaction.path(redaction.root, field: table), field: column)
    return DatabaseRedaction.cell(value, at: path, multiline: false, redaction: redaction)
  }
}
