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
  public let sql: String

  /// The rows as a ``ResultTable``, `(No results)`, or the error the request threw; then a
  /// table per association fetched with `including(all:)`, headed `key (prefetched):`.
  public let results: String

  /// The error the request threw, as ``results`` shows it; `nil` when it ran.
  public let error: String?

  /// Runs `request` in `db` and describes it.
  ///
  /// Errors do not escape: an SQL error becomes the ``results`` text (and the ``sql`` text when
  /// the SQL itself cannot be built), so that a snapshot shows it.
  public init(_ request: some FetchRequest, in db: Database) {
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
    var sql = statement.sql + (arguments.isEmpty ? "" : "\n-- arguments: \(arguments)")
    var results: String
    var failure: String?
    do {
      let rows = try Row.fetchAll(statement)
      results = Self.table(columns: statement.columnNames, rows: rows)
      if let prefetch = try Self.prefetch(request, in: db) {
        sql += prefetch.statements.map { "\n" + $0 }.joined()
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

  private static func table(columns: [String], rows: [Row]) -> String {
    ResultTable(
      columns: columns,
      rows: rows.map { row in
        row.databaseValues.map { DatabaseValueText.literal($0, multiline: true) }
      }
    ).rendered()
  }

  // Associations fetched with `including(all:)` run statements of their own, after the main
  // one: fetch the request as GRDB does, and describe those statements and rows too.
  private static func prefetch(
    _ request: some FetchRequest,
    in db: Database
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
      return (key: key, table: table(columns: columns, rows: prefetched))
    }
    return (statements.map(\.expandedSQL), tables)
  }

  /// Runs the SQL `sql` with `arguments` in `db` and describes it.
  public init(sql: String, arguments: StatementArguments = StatementArguments(), in db: Database) {
    self.init(SQLRequest<Row>(sql: sql, arguments: arguments), in: db)
  }
}
