import GRDB
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

/// Finding a list or a detail by what a person names: a list's title or id, a smart list's
/// name, `#tag`; and a list titled like a smart list is reached only as a list.
@Suite(.remindersDatabase)
@MainActor
struct ListNameTests {
  func list(_ name: String) throws -> RemindersList {
    try DatabaseClone.current.read { db in try RemindersList.designated(by: name, db) }
  }

  func detail(_ name: String) throws -> Detail {
    try DatabaseClone.current.read { db in try Detail.designated(by: name, db) }
  }

  func addList(_ title: String) throws -> RemindersList {
    try DatabaseClone.current.write { db in try RemindersList.Draft(title: title).save(db) }
  }

  @Test func aListByTitleOrId() throws {
    #expect(try list(" family ").id == 2)
    #expect(try list("1").title == "Personal")
    #expect(throws: RemindersError.noListTitled("Nowhere")) { try list("Nowhere") }
    #expect(throws: RemindersError.smartListIsNotAList("Flagged")) { try list("Flagged") }
  }

  @Test func severalListsWithOneTitle() throws {
    let second = try addList("FAMILY")
    #expect(throws: RemindersError.ambiguousListTitle("family", ids: [2, second.id])) { try list("family") }
  }

  @Test func aListTitledLikeASmartList() throws {
    let today = try addList("Today")
    #expect(try list("today").id == today.id)
    #expect(throws: RemindersError.smartListTitleClash("today")) { try detail("today") }
    #expect(try detail("flagged") == .flagged)
  }

  @Test func aDetailByName() throws {
    #expect(try detail("#fun") == .tag(id: 2))
    #expect(try detail("Business") == .list(id: 3))
    #expect(try detail("TODAY") == .today)
    #expect(throws: RemindersError.noDetailNamed("Nowhere")) { try detail("Nowhere") }
  }
}
