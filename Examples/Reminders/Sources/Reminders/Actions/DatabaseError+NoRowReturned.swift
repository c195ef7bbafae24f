import GRDB

extension DatabaseError {
  /// An `INSERT … RETURNING` that returned nothing: SQLite's bug or ours, never the user's.
  static func noRowReturned(by statement: String) -> DatabaseError {
    DatabaseError(resultCode: .SQLITE_ERROR, message: "\(statement) … RETURNING returned no row")
  }
}
