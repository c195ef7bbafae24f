import InlineSnapshot

/// A helper owning two snapshots, like a database library's `assertQuery`.
func assertQuery(
  _ sql: String,
  sql expectedSQL: (() -> String)? = nil,
  results expectedResults: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertInlineSnapshot(
    of: sql,
    as: .lines,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql"),
    matches: expectedSQL,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
  assertInlineSnapshot(
    of: sql.contains("age") ? "42" : "Blob",
    as: .lines,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
      trailingClosureLabel: "results",
      trailingClosureOffset: 1
    ),
    matches: expectedResults,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
}
