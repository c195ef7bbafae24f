/// Rows of text drawn as a box table, the form ``assertQuery(_:in:expectsError:sql:results:fileID:filePath:function:line:column:)``
/// snapshots query results in.
///
/// ```
/// ┌────┬────────────────────────┐
/// │ id │ title                  │
/// ├────┼────────────────────────┤
/// │ 1  │ "A Wizard of Earthsea" │
/// │ 3  │ "Dune"                 │
/// └────┴────────────────────────┘
/// ```
///
/// Cells may span several lines; rows are then separated by a rule so each row reads as one.
/// A table without rows renders as `(No results)`. Rendering is a pure function of the text,
/// linear in its size.
public struct ResultTable: Sendable, Equatable {
  /// The column headers.
  public var columns: [String]

  /// The cells, one array per row, in column order. Missing cells render empty.
  public var rows: [[String]]

  /// Creates a table from headers and cells.
  public init(columns: [String], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// The table drawn with box-drawing characters, or `(No results)` when it has no rows.
  public func rendered() -> String {
    guard !rows.isEmpty else { return "(No results)" }
    let columnCount = max(columns.count, rows.map(\.count).max() ?? 0)
    let header = Self.lines(of: Self.padded(columns, to: columnCount))
    let body = rows.map { Self.lines(of: Self.padded($0, to: columnCount)) }
    let widths = (0..<columnCount).map { column in
      ([header] + body).flatMap { $0[column] }.map(\.displayWidth).max() ?? 0
    }
    let separatesRows = body.contains { row in row.contains { $0.count > 1 } }

    func rule(_ left: String, _ middle: String, _ right: String) -> String {
      left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
    }
    func textLines(_ cells: [[String]]) -> [String] {
      let height = cells.map(\.count).max() ?? 1
      return (0..<height).map { line in
        let texts = zip(cells, widths).map { cell, width in
          let text = line < cell.count ? cell[line] : ""
          return " " + text + String(repeating: " ", count: width - text.displayWidth) + " "
        }
        return "│" + texts.joined(separator: "│") + "│"
      }
    }

    var output = [rule("┌", "┬", "┐")]
    output += textLines(header)
    output.append(rule("├", "┼", "┤"))
    for (index, row) in body.enumerated() {
      if separatesRows && index > 0 { output.append(rule("├", "┼", "┤")) }
      output += textLines(row)
    }
    output.append(rule("└", "┴", "┘"))
    return output.joined(separator: "\n")
  }

  private static func padded(_ cells: [String], to count: Int) -> [String] {
    cells + Array(repeating: "", count: max(0, count - cells.count))
  }

  private static func lines(of cells: [String]) -> [[String]] {
    cells.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }
}
