import Dump
import GRDB
import InlineSnapshot

/// Runs `action` and snapshots what it changed in the database, table by table, in an inline
/// `changes:` closure.
///
/// ```swift
/// @Test(.testDatabase(.library)) func returningABook() throws {
///   try assertChanges {
///     try LibraryStore(database: DatabaseClone.current.queue).return(loan: "a1")
///   } changes: {
///     """
///     - loans(code: "a1", bookID: 3, borrower: "Ada")
///       books(id: 3)
///     -   available: 0
///     +   available: 1
///     """
///   }
/// }
/// ```
///
/// The snapshot lists inserted rows (`+`), deleted rows (`-`), and, for kept rows, only the
/// columns that changed (see ``ChangeSet/rendered()``). Nothing changed reads `(No changes)`.
/// Rows are matched by primary key, or rowid.
///
/// It may be called inside a write to the database (the action then runs in that transaction).
///
/// Cost: reads every row of every table before and after the action, so it suits test-sized
/// databases.
///
/// - Parameters:
///   - database: The database to watch. Defaults to ``DatabaseClone/current``.
///   - excludedTables: Tables to leave out. Defaults to GRDB's migration log.
///   - action: The code under test. If it throws, the error is rethrown and nothing is
///     snapshotted.
///   - changes: The expected changes.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call, where snapshots are recorded.
///   - function: The calling function, for failure messages.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: What `action` returned.
@discardableResult
public func assertChanges<Result>(
  in database: (any DatabaseReader)? = nil,
  excludingTables excludedTables: Set<String> = ["grdb_migrations"],
  _ action: () throws -> Result,
  changes: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) throws -> Result {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let reader = try DatabaseClone.watched(database)
  let before = try reader.assertionRead { try DatabaseContents.read($0, excludingTables: excludedTables) }
  let result = try action()
  site.assertChanges(from: before, in: reader, excluding: excludedTables, matches: changes)
  return result
}

/// Runs the asynchronous `action` and snapshots what it changed in the database.
///
/// The same as ``assertChanges(in:excludingTables:_:changes:fileID:filePath:function:line:column:)``
/// for asynchronous code.
///
/// - Parameters:
///   - database: The database to watch. Defaults to ``DatabaseClone/current``.
///   - excludedTables: Tables to leave out. Defaults to GRDB's migration log.
///   - isolation: The actor the action runs on, inherited from the caller.
///   - action: The code under test. If it throws, the error is rethrown.
///   - changes: The expected changes.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call, where snapshots are recorded.
///   - function: The calling function, for failure messages.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: What `action` returned.
@discardableResult
public func assertChanges<Result>(
  in database: (any DatabaseReader)? = nil,
  excludingTables excludedTables: Set<String> = ["grdb_migrations"],
  isolation: isolated (any Actor)? = #isolation,
  _ action: () async throws -> Result,
  changes: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async throws -> Result {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let reader = try DatabaseClone.watched(database)
  let before = try reader.assertionRead { try DatabaseContents.read($0, excludingTables: excludedTables) }
  let result = try await action()
  site.assertChanges(from: before, in: reader, excluding: excludedTables, matches: changes)
  return result
}

// What the synchronous and asynchronous assertions do once their action ran.
extension CallSite {
  fileprivate func assertChanges(
    from before: DatabaseContents,
    in reader: any DatabaseReader,
    excluding tables: Set<String>,
    matches expected: (() -> String)?
  ) {
    let after: DatabaseContents
    do {
      after = try reader.assertionRead { try DatabaseContents.read($0, excludingTables: tables) }
    } catch {
      fail("\(error)")
      return
    }
    let redaction = DatabaseRedaction.inEffect
    let changes = ChangeSet(from: before, to: after)
    assertSnapshot(
      of: changes.rendered(redaction: redaction),
      in: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "changes", trailingClosureOffset: 1),
      matches: expected,
      redaction: redaction,
      unredacted: { changes.rendered(redaction: nil) }
    )
  }
}
