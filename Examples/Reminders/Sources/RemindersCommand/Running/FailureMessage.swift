import Foundation
import GRDB
import Reminders

/// The one line a failure is reported in.
enum FailureMessage {
  static func describe(_ error: any Error) -> String {
    switch error {
    case let error as RemindersError: return error.description
    case let error as CommandError: return error.description
    case let error as DueDateParser.Failure: return error.description
    case let error as DatabaseError:
      // SQL errors are the app's bugs: say so, with SQLite's own words and the statement.
      var text = "database error: \(error.message ?? "\(error.resultCode)") (SQLite \(error.extendedResultCode.rawValue))"
      if let sql = error.sql {
        text += " in: " + sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      return text
    default:
      return String(describing: error).split(separator: "\n").first.map(String.init) ?? "failed"
    }
  }
}
