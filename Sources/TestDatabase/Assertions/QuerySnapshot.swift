import GRDB

/// A request's SQL and its results as text: what ``assertQuery(_:in:sql:results:fileID:filePath:function:line:column:)``
/// compares with its snapshots.
///
/// Use it directly to print or compare a query without the inline snapshot. Making one runs the
/// request once.
public struct QuerySnapshot: Sendable, Equatable {
  /// The SQL GRDB generated for the request, followed by `-- arguments: […]` when it has any.
  public let sql: String

  /// The rows as a ``ResultTable``, `(No results)`, or the error the request threw.
  public let results: String

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
      return
    }
    let arguments = statement.arguments
    self.sql = statement.sql + (arguments.isEmpty ? "" : "\n-- arguments: \(arguments)")
    do {
      let rows = try Row.fetchAll(statement)
      let table = ResultTable(
        columns: statement.columnNames,
        rows: rows.map { row in
          row.databaseValues.map { DatabaseValueText.literal($0, multiline: true) }
        }
      )
      self.results = table.rendered()
    } catch {
      self.results = String(describing: error)
    }
  }

  /// Runs the SQL `sql` with `arguments` in `db` and describes it.
  public init(sql: String, arguments: StatementArguments = StatementArguments(), in db: Database) {
    self.init(SQLRequest<Row>(sql: sql, arguments: arguments), in: db)
  }
}
