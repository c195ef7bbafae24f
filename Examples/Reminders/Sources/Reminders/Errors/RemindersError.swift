import Foundation

/// What a user did that the app refuses. Nothing is changed when one is thrown.
///
/// SQL errors are not among them: they are programmer errors, and surface as GRDB's
/// `DatabaseError`, which names the SQL.
public enum RemindersError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A list, reminder or tag needs a title that is not only spaces.
  case emptyTitle
  /// No list has this id (it may have been deleted meanwhile).
  case listNotFound(id: Int64)
  /// No reminder has this id (it may have been deleted meanwhile).
  case reminderNotFound(id: Int64)
  /// No tag has this id (it may have been deleted meanwhile).
  case tagNotFound(id: Int64)
  /// Another tag already has this title, in some case.
  case duplicateTag(title: String)
  /// No list has this title (or id).
  case noListTitled(String)
  /// Several lists have this title; only an id tells them apart.
  case ambiguousListTitle(String, ids: [Int64])
  /// A smart list's name was given where a list is wanted, and no list has that title.
  case smartListIsNotAList(String)
  /// A smart list's name was given for a detail, and a list has that title too.
  case smartListTitleClash(String)
  /// No tag has this title (or id).
  case noTagTitled(String)
  /// No list, smart list or tag has this name.
  case noDetailNamed(String)
  /// There is no list to put a new reminder in.
  case noLists
  /// The database was written by a newer version of the app, which knows migrations this one
  /// does not.
  case databaseFromNewerVersion(unknownMigrations: [String])

  public var description: String {
    switch self {
    case .emptyTitle:
      "The title is empty."
    case .listNotFound(let id):
      "There is no list with id \(id)."
    case .reminderNotFound(let id):
      "There is no reminder with id \(id)."
    case .tagNotFound(let id):
      "There is no tag with id \(id)."
    case .duplicateTag(let title):
      "A tag titled \"\(title)\" already exists."
    case .noListTitled(let name):
      "There is no list \"\(name)\"."
    case .ambiguousListTitle(let name, let ids):
      "Several lists are titled \"\(name)\" (ids \(ids.map(String.init).joined(separator: ", ")))."
    case .smartListIsNotAList(let name):
      "\"\(name)\" is a smart list, not a list."
    case .smartListTitleClash(let name):
      "\"\(name)\" is both a list's title and a smart list."
    case .noTagTitled(let name):
      "There is no tag \"\(name)\"."
    case .noDetailNamed(let name):
      "There is no list, smart list or tag \"\(name)\"."
    case .noLists:
      "There is no list to add the reminder to; create a list first."
    case .databaseFromNewerVersion(let migrations):
      """
      The database was written by a newer version of the app (it has migrations \
      \(migrations.joined(separator: ", ")) that this version does not know); update the app.
      """
    }
  }
}

extension RemindersError: LocalizedError {
  public var errorDescription: String? { description }
}

/// Trims a title and rejects an empty one.
func validTitle(_ title: String) throws(RemindersError) -> String {
  let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
  guard !trimmed.isEmpty else { throw .emptyTitle }
  return trimmed
}
