import Dump
import Foundation
import Testing

struct RedactionScopeTests {
  typealias Reminder = RedactionFixtures.Reminder

  @Test func aScopeRedactsEveryDumpSurface() {
    let reminder = Reminder(title: "Milk")
    withDumpRedactions([.type(UUID.self), .type(Date.self)]) {
      #expect(String(customDumping: reminder).contains("id: UUID(<1>),"))
      var printed = ""
      customDump(reminder, to: &printed)
      #expect(printed.contains("createdAt: Date(<1>)"))
      #expect(diff(reminder, Reminder(title: "Milk")) == nil)
      #expect(capturingIssues { expectNoDifference(reminder, Reminder(title: "Milk")) } == [])
    }
    #expect(!String(customDumping: reminder).contains("<1>"))
  }

  /// A dump is one text however it is asked for: the printed and the returned dump are
  /// scrubbed alike (they differed once), and only diffs ignore scrubbers.
  @Test func customDumpAndStringCustomDumpingPrintTheSameText() {
    let reminder = Reminder(title: "Milk \(UUID())")
    withDumpRedactions([.type(Date.self), .scrubbing(.uuids)]) {
      var printed = ""
      customDump(reminder, to: &printed)
      #expect(printed == String(customDumping: reminder))
      #expect(!printed.contains(reminder.id.uuidString) && printed.contains("title: \"Milk UUID(<"))
      #expect(printed.contains("createdAt: Date(<1>)"))
      var labelled = ""
      customDump(reminder.title, to: &labelled, name: "title", indent: 2)
      #expect(labelled == "  title: \"Milk UUID(<1>)\"")
    }
  }

  @Test func aCallsListCombinesWithTheScopes() {
    let reminder = Reminder(title: "Milk")
    let text = withDumpRedactions([.type(UUID.self)]) {
      String(customDumping: reminder, redacting: [.omitting(".createdAt")])
    }
    #expect(
      text == """
        RedactionFixtures.Reminder(
          id: UUID(<1>),
          parentID: nil,
          title: "Milk"
        )
        """)
  }

  @Test func scopesNest() {
    let reminder = Reminder(title: "Milk")
    let text = withDumpRedactions([.type(UUID.self)]) {
      withDumpRedactions([.type(Date.self)]) { String(customDumping: reminder) }
    }
    #expect(text.contains("id: UUID(<1>)") && text.contains("createdAt: Date(<1>)"))
  }

  @Test func theLegendNamesTheScopesRedactionsToo() {
    var other = Reminder(title: "Eggs")
    other.parentID = other.id
    let issues = withDumpRedactions([.type(UUID.self)]) {
      capturingIssues {
        expectNoDifference(Reminder(title: "Milk"), other, redacting: [.type(Date.self)])
      }
    }
    #expect(issues.first?.hasSuffix("(Redacted: Date, UUID)") == true)
  }

  @Test func anAsyncScopeReachesChildTasks() async {
    let reminder = Reminder(title: "Milk")
    let text = await withDumpRedactions([.type(UUID.self)]) {
      await Task { String(customDumping: reminder.id) }.value
    }
    #expect(text == "UUID(<1>)")
  }
}
