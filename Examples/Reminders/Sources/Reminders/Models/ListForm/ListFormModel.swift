import DatabaseDependency
import Dependencies
import GRDB
import Observation

/// The form that creates or edits a list: its title and color.
@Observable
@MainActor
public final class ListFormModel {
  /// The list's fields; an id means editing.
  public var draft: RemindersList.Draft

  @ObservationIgnored @Dependency(\.defaultDatabase) private var database

  public init(draft: RemindersList.Draft) {
    self.draft = draft
  }

  /// Inserts or updates the list, in one statement, and returns it.
  ///
  /// - Throws: ``RemindersError/emptyTitle``, or ``RemindersError/listNotFound(id:)`` when the
  ///   list was deleted meanwhile.
  @discardableResult
  public func save() throws -> RemindersList {
    let draft = self.draft
    let list = try database.write { db in try draft.save(db) }
    self.draft = list.draft
    return list
  }
}
