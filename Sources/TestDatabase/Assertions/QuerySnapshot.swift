import Dump
import GRDB

/// A request's SQL and its results as text: what ``assertQuery(_:in:expectsError:sql:results:fileID:filePath:function:line:column:)``
/// compares with its snapshots.
///
/// Use it directly to print or compare a query without the inline snapshot. Making one runs the
/// request twice: once as one statement, whose columns the table shows, once as GRDB fetches it,
/// to find prefetched associations (which cost one more run).
public struct QuerySnapshot: Sendable, Equatable {
  /// The SQL GRDB generated for the request, followed by `-- arguments: […]` when it has any,
  /// then, for associations fetched with `including(all:)`, the statements that fetch them.
  public private(set) var sql: String

  /// The rows as a ``ResultTable``, `(No results)`, or the error the request threw; then a
  /// table per association fetched with `including(all:)`, headed `key (prefetched):`.
  public private(set) var results: String

  /// The error the request threw, as ``results`` shows it; `nil` when it ran.
  public private(set) var error: String?

  /// Runs `request` in `db` and describes it.
  ///
  /// Errors do not escape: an SQL error becomes the ``results`` text (and the ``sql`` text when
  /// the SQL itself cannot be built), so that a snapshot shows it.
  ///
  /// The redactions in effect (a `.snapshots(redacting:)` trait, a `withDumpRedactions`
  /// scope) apply to the cells and the arguments: a UUID stored as text or as a blob matches
  /// `.type(UUID.self)`, and a cell is at the path `[row].column`.
  public init(_ request: some FetchRequest, in db: Database) {
    self.init(request, in: db, redaction: DatabaseRedaction.inEffect)
  }

  /// Runs `request` in `db` and describes it with `redaction` applied: the SQL first, then each
  /// cell before the table is laid out, so columns stay aligned and numbers follow the text.
  init(_ request: some FetchRequest, in db: Database, redaction: SnapshotRedaction?) {
    let statement: Statement
    do {
      statement = try request.makePreparedRequest(db, forSingleResult: false).statement
    } catch {
      self.sql = (error as? DatabaseError)?.sql ?? "(SQL could not be built)"
      self.results = String(describing: error)
      self.error = self.results
      return
    }
    let arguments = statement.arguments
    var sql = statement.sql
    if !arguments.isEmpty {
      let text = redaction.map { DatabaseRedaction.arguments(arguments, redaction: $0) }
      sql += "\n-- arguments: \(text ?? arguments.description)"
    }
    if let redaction { sql = redaction.finish(sql) }
    var results: String
    var failure: String?
    do {
      let rows = try Row.fetchAll(statement)
      results = Self.table(columns: statement.columnNames, rows: rows, redaction: redaction)
      if let prefetch = try Self.prefetch(request, in: db, redaction: redaction) {
        sql += prefetch.statements.map { statement in
          "\n" + (redaction.map { $0.finish(DatabaseRedaction.sql(statement, redaction: $0)) }
            ?? statement)
        }.joined()
        results += prefetch.tables.map { "\n\($0.key) (prefetched):\n\($0.table)" }.joined()
      }
    } catch {
      results = String(describing: error)
      failure = results
    }
    self.sql = sql
    self.results = results
    self.error = failure
  }

  private static func table(
    columns: [String], rows: [Row], redaction: SnapshotRedaction?
  ) -> String {
    ResultTable(
      columns: columns,
      rows: rows.enumerated().map { index, row in
        guard let redaction else {
          return row.databaseValues.map { DatabaseValueText.literal($0, multiline: true) }
        }
        let rowPath = redaction.path(redaction.root, index: index)
        return zip(columns, row.databaseValues).map { column, value in
          redaction.finish(
            DatabaseRedaction.cell(
              value, at: redaction.path(rowPath, field: column), multiline: true,
              redaction: redaction))
        }
      }
    ).rendered()
  }

  // Associations fetched with `including(all:)` run statements of their own, after the main
  // one: fetch the request as GRDB does, and describe those statements and rows too.
  private static func prefetch(
    _ request: some FetchRequest,
    in db: Database,
    redaction: SnapshotRedaction?
  ) throws -> (statements: [String], tables: [(key: String, table: String)])? {
    let rows = try Row.fetchAll(db, request)
    let keys = Set(rows.flatMap(\.prefetchedRows.keys)).sorted()
    guard !keys.isEmpty else { return nil }
    let traced = Locked<[CapturedStatement]>([])
    let listener = StatementTrace.listen(on: db) { entry in traced.withLock { $0.append(entry) } }
    defer { StatementTrace.stopListening(listener, on: db) }
    _ = try Row.fetchAll(db, request)
    let statements = traced.withLock { $0 }.filter { $0.kind == .issued }.dropFirst()
    let tables = keys.map { key in
      let prefetched = rows.flatMap { $0.prefetchedRows[key] ?? [] }
      let columns = prefetched.first.map { Array($0.columnNames) } ?? []
      return (key: key, table: table(columns: columns, rows: prefetched, redaction: redaction))
    }
    return (statements.map(\.expandedSQL), tables)
  }

  /// Runs the SQL `sql` with `arguments` in `db` and describes it.
  public init(sql: String, arguments: StatementArguments = StatementArguments(), in db: Database) {
    self.init(SQLRequest<Row>(sql: sql, arguments: arguments), in: db)
  }
}
