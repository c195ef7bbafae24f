import GRDB
import Reminders

/// Finds what a person names on the command line: a list by id or title, a tag by title, a
/// detail by a smart list's name, a list's title or `#tag`.
enum Lookup {
  /// The list `name` designates: its id, or its title ignoring case.
  ///
  /// - Throws: ``CommandError/noSuchList(_:)``, ``CommandError/ambiguousList(_:ids:)``, or
  ///   ``CommandError/smartListIsNotAList(_:)`` when `name` is a smart list's name.
  static func list(_ name: String, _ db: Database) throws -> RemindersList {
    if let id = Int64(name), let list = try RemindersList.fetchOne(db, key: id) { return list }
    let matches = try RemindersList.fetchAll(
      db, sql: "SELECT * FROM remindersLists WHERE title = ? COLLATE NOCASE ORDER BY id",
      arguments: [name.trimmingCharacters(in: .whitespaces)]
    )
    switch matches.count {
    case 1: return matches[0]
    case 0:
      if Detail(smartListName: name) != nil { throw CommandError.smartListIsNotAList(name) }
      throw CommandError.noSuchList(name)
    default: throw CommandError.ambiguousList(name, ids: matches.map(\.id))
    }
  }

  /// The tag `name` designates: its title ignoring case, with or without `#`, or its id.
  static func tag(_ name: String, _ db: Database) throws -> Tag {
    let title = name.hasPrefix("#") ? String(name.dropFirst()) : name
    if let tag = try Tag.named(title, db) { return tag }
    if let id = Int64(title), let tag = try Tag.fetchOne(db, key: id) { return tag }
    throw CommandError.noSuchTag(title)
  }

  /// The detail `name` designates: `#tag`, a smart list's name, or a list's title or id.
  ///
  /// - Throws: ``CommandError/smartListTitleClash(_:)`` when a list is titled like the smart
  ///   list named, so that neither is shown by surprise.
  static func detail(_ name: String, _ db: Database) throws -> Detail {
    if name.hasPrefix("#") { return .tag(id: try tag(name, db).id) }
    if let smart = Detail(smartListName: name) {
      let clash = try RemindersList.filter(sql: "title = ? COLLATE NOCASE", arguments: [name])
        .fetchCount(db)
      if clash > 0 { throw CommandError.smartListTitleClash(name) }
      return smart
    }
    do {
      return .list(id: try list(name, db).id)
    } catch CommandError.noSuchList {
      throw CommandError.noSuchDetail(name)
    }
  }
}
