import Foundation
import GRDB
import Reminders

/// The one line a failure is reported in.
enum FailureMessage {
  static func describe(_ error: any Error) -> String {
    switch error {
    case let error as RemindersError: return describe(error)
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

  /// The domain's refusals, with what to type instead where the command line has a way.
  static func describe(_ error: RemindersError) -> String {
    switch error {
    case .noListTitled(let name):
      "There is no list \"\(name)\" (see 'reminders' for the lists)."
    case .ambiguousListTitle(let name, let ids):
      "Several lists are titled \"\(name)\" (ids \(ids.map(String.init).joined(separator: ", "))); name one by its id."
    case .smartListTitleClash(let name):
      "\"\(name)\" is both a list's title and a smart list; use 'reminders show --list \(name)' for the list or 'reminders show --smart \(name.lowercased())' for the smart list."
    case .smartListIsNotAList(let name):
      "\"\(name)\" is a smart list, not a list; use 'reminders show \(name.lowercased())'."
    case .noTagTitled(let name):
      "There is no tag \"\(name)\" (see 'reminders tags')."
    case .noDetailNamed(let name):
      "There is no list, smart list or tag \"\(name)\"; try a list's title, today, scheduled, all, flagged, completed, or #tag."
    default:
      error.description
    }
  }
}
