import GRDB
import InlineSnapshot
import IssueReporting

/// Snapshots a request's SQL and its results, as a table, in two inline closures.
///
/// ```swift
/// @Test(.testDatabase(.library)) func booksByLeGuin() {
///   assertQuery(Book.filter(Column("authorID") == 1).select(Column("title"))) {
///     """
///     SELECT "title" FROM "books" WHERE "authorID" = ?
///     -- arguments: [1]
///     """
///   } results: {
///     """
///     ┌────────────────────────┐
///     │ title                  │
///     ├────────────────────────┤
///     │ "A Wizard of Earthsea" │
///     │ "The Dispossessed"     │
///     └────────────────────────┘
///     """
///   }
/// }
/// ```
///
/// Write the call without closures and run the test once to record them. Results are drawn by
/// ``ResultTable``; no rows read `(No results)`; associations fetched with `including(all:)`
/// add their statements and a table each (see ``QuerySnapshot``); an SQL error is snapshotted
/// as its message, so a broken query is a snapshot failure that names the SQL, not a crash.
///
/// Cost: runs the request twice (three times when it prefetches associations), plus the
/// snapshot comparison.
///
/// - Parameters:
///   - request: Any GRDB request: query interface, `SQLRequest`, association…
///   - database: Where to run it. Defaults to ``DatabaseClone/current``. It may be called
///     inside a write to that database, and then sees the write's changes.
///   - sql: The expected SQL snapshot.
///   - results: The expected results snapshot.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call, where snapshots are recorded.
///   - function: The calling function, for failure messages.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertQuery(
  _ request: some FetchRequest,
  in database: (any DatabaseReader)? = nil,
  sql: (() -> String)? = nil,
  results: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let snapshot: QuerySnapshot
  do {
    let reader = try database ?? DatabaseClone.current.queue
    // Reentrant, so that it also works inside the caller's own write.
    snapshot = try reader.unsafeReentrantRead { db in
      try db.readOnly { QuerySnapshot(request, in: db) }
    }
  } catch {
    reportIssue("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  assertInlineSnapshot(
    of: snapshot.sql,
    as: .lines,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql"),
    matches: sql,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
  assertInlineSnapshot(
    of: snapshot.results,
    as: .lines,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
      trailingClosureLabel: "results",
      trailingClosureOffset: 1
    ),
    matches: results,
    fileID: fileID, file: filePath, function: function, line: line, column: column
  )
}

/// Snapshots raw SQL and its results, as a table, in two inline closures.
///
/// The same as ``assertQuery(_:in:sql:results:fileID:filePath:function:line:column:)`` for SQL
/// written by hand.
///
/// - Parameters:
///   - sqlText: The SQL to run.
///   - arguments: Its arguments.
///   - database: Where to run it. Defaults to ``DatabaseClone/current``.
///   - sql: The expected SQL snapshot.
///   - results: The expected results snapshot.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call, where snapshots are recorded.
///   - function: The calling function, for failure messages.
///   - line: The line of the call.
///   - column: The column of the call.

public func assertQuery(
  _ sqlText: String,
  arguments: StatementArguments = StatementArguments(),
  in database: (any DatabaseReader)? = nil,
  sql: (() -> String)? = nil,
  results: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertQuery(
    SQLRequest<Row>(sql: sqlText, arguments: arguments),
    in: database,
    sql: sql,
    results: results,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column
  )
}
