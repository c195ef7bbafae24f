import GRDB

extension Detail {
  /// The detail `name` designates: `#tag`, a smart list's name, or a list's title or id.
  ///
  /// - Throws: ``RemindersError/smartListTitleClash(_:)`` when a list is titled like the smart
  ///   list named, so that neither is shown by surprise (the list is reached with
  ///   ``RemindersList/designated(by:_:)``); ``RemindersError/noTagTitled(_:)``, or
  ///   ``RemindersError/noDetailNamed(_:)``.
  public static func designated(by name: String, _ db: Database) throws -> Detail {
    if name.hasPrefix("#") { return .tag(id: try Tag.designated(by: name, db).id) }
    if let smart = Detail(smartListName: name) {
      if try !RemindersList.titled(name, db).isEmpty { throw RemindersError.smartListTitleClash(name) }
      return smart
    }
    do {
      return .list(id: try RemindersList.designated(by: name, db).id)
    } catch RemindersError.noListTitled {
      throw RemindersError.noDetailNamed(name)
    }
  }
}
