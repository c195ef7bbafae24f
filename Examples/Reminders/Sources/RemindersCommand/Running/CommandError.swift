/// What the command line refuses, beyond the domain's own ``Reminders/RemindersError``.
enum CommandError: Error, Hashable, CustomStringConvertible {
  case noSuchList(String)
  case ambiguousList(String, ids: [Int64])
  case smartListTitleClash(String)
  case smartListIsNotAList(String)
  case noSuchTag(String)
  case noSuchDetail(String)
  case unknownColor(String)
  case missingFolder(String)
  case unwritableFolder(String)
  case notADatabase(String)
  case cannotOpen(path: String, reason: String)
  case emptyTitle

  var description: String {
    switch self {
    case .noSuchList(let name):
      "There is no list \"\(name)\" (see 'reminders' for the lists)."
    case .ambiguousList(let name, let ids):
      "Several lists are titled \"\(name)\" (ids \(ids.map(String.init).joined(separator: ", "))); name one by its id."
    case .smartListTitleClash(let name):
      "\"\(name)\" is both a list's title and a smart list; use 'reminders show --list \(name)' for the list or 'reminders show --smart \(name.lowercased())' for the smart list."
    case .smartListIsNotAList(let name):
      "\"\(name)\" is a smart list, not a list; use 'reminders show \(name.lowercased())'."
    case .noSuchTag(let name):
      "There is no tag \"\(name)\" (see 'reminders tags')."
    case .noSuchDetail(let name):
      "There is no list, smart list or tag \"\(name)\"; try a list's title, today, scheduled, all, flagged, completed, or #tag."
    case .unknownColor(let text):
      "Unknown color \"\(text)\"; use #RRGGBB, #RRGGBBAA or one of: \(ColorNames.all.map(\.name).joined(separator: ", "))."
    case .missingFolder(let path):
      "The folder of the database does not exist: \(path)"
    case .unwritableFolder(let path):
      "The database cannot be written: \(path) is read-only."
    case .notADatabase(let path):
      "\(path) is not a Reminders database (not an SQLite file)."
    case .cannotOpen(let path, let reason):
      "Cannot open the database \(path): \(reason)"
    case .emptyTitle:
      "The title is empty."
    }
  }
}
