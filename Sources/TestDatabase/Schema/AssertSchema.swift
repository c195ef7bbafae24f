import Dump
import GRDB
import InlineSnapshot

/// Snapshots a database's schema in an inline `schema:` closure, so that a change to it shows
/// as a diff in review.
///
/// ```swift
/// @Test(.testDatabase(.library)) func schema() throws {
///   try assertSchema {
///     """
///     TABLE books
///       id INTEGER PRIMARY KEY
///       title TEXT NOT NULL
///       authorID INTEGER NOT NULL
///       FOREIGN KEY (authorID) REFERENCES authors (id) ON DELETE CASCADE
///       INDEX books_on_authorID (authorID)
///     """
///   }
/// }
/// ```
///
/// The text is ``SchemaDescription/text(of:excludingTables:)``: tables with their columns,
/// types, defaults, primary keys, foreign keys, unique constraints and indexes; virtual tables,
/// views and triggers with their SQL. It does not depend on the data, nor on SQLite's version.
///
/// Cost: a few pragma queries per table.
///
/// - Parameters:
///   - database: The database to describe. Defaults to ``DatabaseClone/current``.
///   - excludedTables: Tables to leave out. Defaults to GRDB's migration log.
///   - schema: The expected schema.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call, where snapshots are recorded.
///   - function: The calling function, for failure messages.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSchema(
  in database: (any DatabaseReader)? = nil,
  excludingTables excludedTables: Set<String> = ["grdb_migrations"],
  schema: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) throws {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let text = try DatabaseClone.watched(database).assertionRead {
    try SchemaDescription.text(of: $0, excludingTables: excludedTables)
  }
  site.assertSnapshot(
    of: text,
    in: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "schema"),
    matches: schema
  )
}

/// Checks the classic migration bug: the schema of `template` migrated from scratch must equal
/// the schema of the fixture file at `fixture` migrated forward with the same migrations.
///
/// A migration edited after it shipped, or a table created one way in a new migration and
/// another way by altering an old one, gives a database your users have that your tests never
/// see. Keep a database file of each version you shipped in `Fixtures/` and check each:
///
/// ```swift
/// @Test func version1MigratesToTheCurrentSchema() {
///   assertSameSchema(.library, migratingFixture: Fixtures.path("library-v1.sqlite"))
/// }
/// ```
///
/// A difference fails the test with the schema diff (`-` from scratch, `+` from the
/// fixture); a template or fixture that cannot be prepared fails with its error, naming the
/// file and the migration.
///
/// - Parameters:
///   - template: The template whose migrations run, from scratch and on the fixture.
///   - fixture: The path of the fixture database file. It is never written.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSameSchema(
  _ template: DatabaseTemplate,
  migratingFixture fixture: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  // It records no snapshot, which is what the function is for.
  let site = CallSite(fileID: fileID, filePath: filePath, function: "", line: line, column: column)
  do {
    let scratch = try schemaText(of: template)
    let migrated = try schemaText(of: template.startingFrom(fixture: fixture))
    guard let difference = diff(scratch, migrated) else { return }
    site.fail(
      """
      The fixture \(fixture), migrated forward, has another schema than a database migrated \
      from scratch (−scratch +fixture):

      \(difference)
      """
    )
  } catch {
    site.fail("\(error)")
  }
}

private func schemaText(of template: DatabaseTemplate) throws -> String {
  try template.makeClone().read { try SchemaDescription.text(of: $0) }
}
