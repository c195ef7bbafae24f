/// What the command line refuses, beyond the domain's own ``Reminders/RemindersError``.
enum CommandError: Error, Hashable, CustomStringConvertible {
  case unknownColor(String)
  case missingFolder(String)
  case unwritableFolder(String)
  case notADatabase(String)
  case cannotOpen(path: String, reason: String)
  case emptyTitle

  var description: String {
    switch self {
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
