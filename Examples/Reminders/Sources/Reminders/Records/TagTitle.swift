import Foundation
import GRDB

extension Tag {
  /// The title a person means by `text`: without the `#` the app writes before every tag's
  /// title, nor surrounding spaces. Every path that creates, renames, attaches or finds a tag
  /// goes through it, so that `work`, ` work ` and `#work` are one tag.
  public static func title(from text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return String(trimmed.drop(while: { $0 == "#" })).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The tag titled `title` (normalised by ``title(from:)``), ignoring case, if any.
  public static func named(_ title: String, _ db: Database) throws -> Tag? {
    try Tag.fetchOne(db, sql: "SELECT * FROM tags WHERE title = ?", arguments: [Tag.title(from: title)])
  }

  /// The tag `name` designates: its title (``named(_:_:)``), else its id.
  ///
  /// - Throws: ``RemindersError/noTagTitled(_:)``.
  public static func designated(by name: String, _ db: Database) throws -> Tag {
    if let tag = try named(name, db) { return tag }
    let title = Tag.title(from: name)
    if let id = Int64(title), let tag = try Tag.fetchOne(db, key: id) { return tag }
    throw RemindersError.noTagTitled(title)
  }
}
