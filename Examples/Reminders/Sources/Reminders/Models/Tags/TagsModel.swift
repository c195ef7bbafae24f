import DatabaseDependency
import Dependencies
import GRDB
import Observation

/// The tags screen: every tag with its incomplete count; create, rename, delete.
@Observable
@MainActor
public final class TagsModel {
  /// The live query behind ``tags``.
  public let query: LiveQuery<[TagSummary]>
  /// The tags by title.
  public var tags: [TagSummary] { query.value }

  @ObservationIgnored @Dependency(\.defaultDatabase) private var database

  public init() {
    @Dependency(\.defaultDatabase) var database
    query = LiveQuery(initial: [], database: database) { db in try TagSummary.all.fetchAll(db) }
  }

  /// Creates a tag.
  ///
  /// - Throws: ``RemindersError/emptyTitle`` or ``RemindersError/duplicateTag(title:)``.
  @discardableResult
  public func create(title: String) throws -> Tag {
    try database.write { db in try Tag.create(title: title, db) }
  }

  /// Renames a tag; its reminders keep it.
  ///
  /// - Throws: ``RemindersError/emptyTitle``, ``RemindersError/tagNotFound(id:)`` or
  ///   ``RemindersError/duplicateTag(title:)``.
  @discardableResult
  public func rename(id: Int64, to title: String) throws -> Tag {
    try database.write { db in try Tag.rename(id: id, to: title, db) }
  }

  /// Deletes tags; their reminders stay.
  public func delete(ids: [Int64]) throws {
    try database.write { db in try Tag.delete(ids: ids, db) }
  }
}
