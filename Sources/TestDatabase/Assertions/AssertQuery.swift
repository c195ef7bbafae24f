import Dump
import GRDB
import InlineSnapshot

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
/// add their statements and a table each (see ``QuerySnapshot``). An SQL error is snapshotted
/// as its message, and the test also fails on every run, even once the error is recorded, so
/// a broken query never passes; a test about the error passes `expectsError: true`.
///
/// Cost: runs the request twice (three times when it prefetches associations), plus the
/// snapshot comparison.
///
/// - Parameters:
///   - request: Any GRDB request: query interface, `SQLRequest`, association…
///   - database: Where to run it. Defaults to ``DatabaseClone/current``. It may be called
///     inside a write to that database, and then sees the write's changes.
///   - expectsError: Whether the request is meant to fail. Then an error passes (when it
///     matches its snapshot) and results fail.
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
  expectsError: Bool = false,
  sql: (() -> String)? = nil,
  results: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let snapshot: QuerySnapshot
  let redaction = DatabaseRedaction.inEffect
  do {
    snapshot = try DatabaseClone.watched(database).assertionRead {
      QuerySnapshot(request, in: $0, redaction: redaction)
    }
  } catch {
    site.fail("\(error)")
    return
  }
  site.assertSnapshot(
    of: snapshot.sql,
    in: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql"),
    matches: sql,
    redaction: redaction
  )
  site.assertSnapshot(
    of: snapshot.results,
    in: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "results", trailingClosureOffset: 1),
    matches: results,
    redaction: redaction
  )
  // A recorded error snapshot would otherwise pass from the next run on.
  switch (snapshot.error, expectsError) {
  case (let error?, false):
    site.fail(
      """
      The query failed: \(error). A query error never passes: fix the query, or pass \
      'expectsError: true' if the test is about the error.
      """
    )
  case (nil, true):
    site.fail("The query was expected to fail ('expectsError: true'), but it ran.")
  default:
    break
  }
}

/// Snapshots raw SQL and its results, as a table, in two inline closures.
///
/// The same as ``assertQuery(_:in:expectsError:sql:results:fileID:filePath:function:line:column:)`` for SQL
/// written by hand.
///
/// - Parameters:
///   - sqlText: The SQL to run.
///   - arguments: Its arguments.
///   - database: Where to run it. Defaults to ``DatabaseClone/current``.
///   - expectsError: Whether the SQL is meant to fail (see the other overload).
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
  expectsError: Bool = false,
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
    expectsError: expectsError,
    sql: sql,
    results: results,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column
  )
}
