import Dump
import GRDB

extension DatabaseContents {
  /// The contents as text: each table's name on a line, then its rows as a ``ResultTable``,
  /// in the order ``read(_:excludingTables:)`` gives them.
  ///
  /// The redactions in effect (a `.snapshots(redacting:)` trait, a `withDumpRedactions` scope)
  /// apply to the cells, as ``QuerySnapshot``'s: a UUID stored as text or as a blob matches
  /// `.type(UUID.self)`, and a cell is at the path `.table[row].column`. Snapshot it with
  /// `.lines`:
  ///
  /// ```swift
  /// assertInlineSnapshot(of: try DatabaseContents.read(db).rendered(), as: .lines)
  /// ```
  public func rendered() -> String {
    RedactedText.render { redaction in rendered(redaction: redaction) }
  }

  private func rendered(redaction: SnapshotRedaction?) -> String {
    tables.map { table in
      let tablePath = redaction.map { $0.path($0.root, field: table.name) }
      let rows = table.rows.enumerated().map { index, row in
        zip(table.columns, row).map { column, value in
          guard let redaction, let tablePath else {
            return DatabaseValueText.literal(value, multiline: true)
          }
          let path = redaction.path(redaction.path(tablePath, index: index), field: column)
          return redaction.finish(
            DatabaseRedaction.cell(value, at: path, multiline: true, redaction: redaction))
        }
      }
      return "\(table.name):\n" + ResultTable(columns: table.columns, rows: rows).rendered()
    }.joined(separator: "\n")
  }
}
