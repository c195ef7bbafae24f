import Foundation
import GRDB

extension RemindersList {
  /// The lists titled `title` ignoring case and surrounding spaces, by id.
  public static func titled(_ title: String, _ db: Database) throws -> [RemindersList] {
    try RemindersList.fetchAll(
      db, sql: "SELECT * FROM remindersLists WHERE title = ? COLLATE NOCASE ORDER BY id",
      arguments: [title.trimmingCharacters(in: .whitespacesAndNewlines)]
    )
  }

  /// The list `name` designates: its id, or its title ignoring case.
  ///
  /// A smart list's name (`today`, `all`…) designates a list only when a list has that title.
  ///
  /// - Throws: ``RemindersError/noListTitled(_:)``, ``RemindersError/ambiguousListTitle(_:ids:)``,
  ///   or ``RemindersError/smartListIsNotAList(_:)`` when `name` is a smart list's name.
  public static func designated(by name: String, _ db: Database) throws -> RemindersList {
    if let id = Int64(name), let list = try RemindersList.fetchOne(db, key: id) { return list }
    let matches = try titled(name, db)
    switch matches.count {
    case 1: return matches[0]
    case 0:
      if Detail(smartListName: name) != nil { throw RemindersError.smartListIsNotAList(name) }
      throw RemindersError.noListTitled(name)
    default: throw RemindersError.ambiguousListTitle(name, ids: matches.map(\.id))
    }
  }
}
