import Dump
import InlineSnapshot
import Reminders
import RemindersTestSupport
import TestDatabase
import Testing

@Suite(.remindersDatabase)
@MainActor
struct TagsModelTests {
  @Test func tagsWithTheirIncompleteCounts() throws {
    let model = TagsModel()
    try model.query.load()
    assertInlineSnapshot(of: model.tags.map { "\($0.tag.title): \($0.incompleteCount)" }.joined(separator: "\n"), as: .lines) {
      """
      easy-win: 3
      fun: 1
      weekend: 2
      """
    }
  }

  @Test func creatingRenamingAndDeleting() throws {
    let model = TagsModel()
    let tag = try assertChanges {
      try model.create(title: " errands ")
    } changes: {
      """
      + tags(id: 4, title: "errands")
      """
    }
    try assertChanges {
      try model.rename(id: 1, to: "Weekend plans")
    } changes: {
      #"""
        reminderSearch(rowid: 1)
      -   tags: "weekend"
      +   tags: "Weekend plans"
        reminderSearch(rowid: 2)
      -   tags: "weekend\neasy-win"
      +   tags: "Weekend plans\neasy-win"
        reminderSearch(rowid: 4)
      -   tags: "weekend\nfun"
      +   tags: "Weekend plans\nfun"
        tags(id: 1)
      -   title: "weekend"
      +   title: "Weekend plans"
      """#
    }
    // Every reminder keeps the renamed tag, and search finds it by its new title.
    let search = SearchModel()
    try search.search("plans")
    expectNoDifference(search.results.rows.map(\.id), [2, 1])
    try assertChanges {
      try model.delete(ids: [3, tag.id])
    } changes: {
      #"""
        reminderSearch(rowid: 2)
      -   tags: "Weekend plans\neasy-win"
      +   tags: "Weekend plans"
        reminderSearch(rowid: 6)
      -   tags: "easy-win"
      +   tags: ""
        reminderSearch(rowid: 7)
      -   tags: "easy-win"
      +   tags: ""
        reminderSearch(rowid: 8)
      -   tags: "easy-win"
      +   tags: ""
      - reminderTags(reminderID: 2, tagID: 3, reminderIsCompleted: 0)
      - reminderTags(reminderID: 6, tagID: 3, reminderIsCompleted: 0)
      - reminderTags(reminderID: 7, tagID: 3, reminderIsCompleted: 1)
      - reminderTags(reminderID: 8, tagID: 3, reminderIsCompleted: 0)
      - tags(id: 3, title: "easy-win")
      - tags(id: 4, title: "errands")
      """#
    }
    try model.query.load()
    expectNoDifference(model.tags.map(\.tag.title), ["fun", "Weekend plans"])
  }

  @Test func titlesAreUniqueRegardlessOfCase() throws {
    let model = TagsModel()
    try assertChanges {
      #expect(throws: RemindersError.duplicateTag(title: "weekend")) {
        try model.create(title: "Weekend")
      }
      #expect(throws: RemindersError.duplicateTag(title: "fun")) {
        try model.rename(id: 1, to: "FUN")
      }
      #expect(throws: RemindersError.emptyTitle) { try model.create(title: "") }
      #expect(throws: RemindersError.tagNotFound(id: 9)) { try model.rename(id: 9, to: "x") }
      #expect(throws: RemindersError.tagNotFound(id: 9)) { try model.delete(ids: [1, 9]) }
    } changes: {
      """
      (No changes)
      """
    }
    // Changing only the case of its own title is a rename.
    try model.rename(id: 2, to: "Fun")
    try model.query.load()
    expectNoDifference(model.tags.map(\.tag.title), ["easy-win", "Fun", "weekend"])
  }

  @Test func deletingATagKeepsItsReminders() throws {
    try TagsModel().delete(ids: [3])
    let all = DetailModel(detail: .all)
    try all.query.load()
    #expect(all.state.rows.count == 7)
    expectNoDifference(all.state.rows.first { $0.id == 2 }?.tags, ["weekend"])
  }
}
