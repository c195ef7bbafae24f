import Dump
import GRDB
import InlineSnapshot

/// Runs `action` and snapshots the SQL statements it executed, with their arguments, in an
/// inline `statements:` closure.
///
/// Use it to pin down how code talks to the database, for example that a screen loads in one
/// statement:
///
/// ```swift
/// @Test(.testDatabase(.library)) func catalogLoadsInOneStatement() throws {
///   let database = try DatabaseClone.current
///   try assertStatements {
///     try Catalog(database: database.queue).load()
///   } statements: {
///     """
///     SELECT * FROM books ORDER BY title
///     """
///   }
/// }
/// ```
///
/// The snapshot is ``StatementCapture/transcript``: one line per statement the code issued,
/// each once per execution, arguments in place. What GRDB and SQLite run around them (GRDB's
/// transactions and schema reads, trigger programs and foreign key actions, virtual tables'
/// internal statements) is left out unless `kinds` asks for it; virtual tables' internals
/// change with SQLite's version, so a snapshot that includes them may fail on another machine.
///
/// Cost: an SQLite trace callback per statement while the action runs.
///
/// - Parameters:
///   - database: The database to watch. Defaults to ``DatabaseClone/current``.
///   - kinds: What to show beside the statements the code issued (``StatementKinds``).
///     Defaults to none.
///   - action: The code under test. If it throws, the error is rethrown and nothing is
///     snapshotted.
///   - statements: The expected statements.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call, where snapshots are recorded.
///   - function: The calling function, for failure messages.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: What `action` returned.
@discardableResult
public func assertStatements<Result>(
  in database: DatabaseQueue? = nil,
  including kinds: StatementKinds = [],
  _ action: () throws -> Result,
  statements: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) throws -> Result {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let capture = try DatabaseClone.watched(database).captureStatements(including: kinds, action)
  let redaction = DatabaseRedaction.inEffect
  site.assertSnapshot(
    of: DatabaseRedaction.sql(capture.transcript, redaction: redaction),
    in: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "statements", trailingClosureOffset: 1),
    matches: statements,
    redaction: redaction,
    unredacted: { capture.transcript }
  )
  return capture.result
}
