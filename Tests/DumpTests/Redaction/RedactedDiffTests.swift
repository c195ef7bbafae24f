import Dump
import Foundation
import Testing

struct RedactedDiffTests {
  typealias Reminder = RedactionFixtures.Reminder
  typealias RemindersList = RedactionFixtures.RemindersList

  static let volatile: [DumpRedaction] = [.type(UUID.self), .type(Date.self)]

  /// The same list made twice: equal up to its random ids and creation dates.
  static func groceries() -> RemindersList {
    let milk = Reminder(title: "Milk")
    return RemindersList(
      title: "Groceries",
      reminders: [milk, Reminder(parentID: milk.id, title: "Eggs"), Reminder(title: "Bread")])
  }

  @Test func onlyRedactedPartsDifferSoThereIsNoDifference() {
    let (old, new) = (Self.groceries(), Self.groceries())
    #expect(old != new)
    #expect(diff(old, new) != nil)
    #expect(diff(old, new, redacting: Self.volatile) == nil)
    #expect(capturingIssues { expectNoDifference(old, new, redacting: Self.volatile) } == [])
  }

  @Test func aRealChangeShowsAloneBesideRedactedOnes() {
    let old = Self.groceries()
    var new = Self.groceries()
    new.reminders[1].title = "Oat milk"
    #expect(
      diff(old, new, redacting: Self.volatile) == """
          RedactionFixtures.RemindersList(
            id: UUID(<1>),
            title: "Groceries",
            reminders: [
              [0]: RedactionFixtures.Reminder(…),
              [1]: RedactionFixtures.Reminder(
                id: UUID(<3>),
                parentID: UUID(<2>),
        -       title: "Eggs",
        +       title: "Oat milk",
                createdAt: Date(<2>)
              ),
              [2]: RedactionFixtures.Reminder(…)
            ]
          )
        """)
  }

  @Test func aChangedRelationIsADifference() {
    let old = Self.groceries()
    var new = old
    new.reminders[1].parentID = new.reminders[2].id
    let difference = diff(old, new, redacting: [.type(UUID.self)])
    #expect(difference?.contains("-       parentID: UUID(<2>),") == true)
    #expect(difference?.contains("+       parentID: UUID(<4>),") == true)
  }

  @Test func omittedPartsNeverMakeADifference() {
    let old = Self.groceries()
    var new = old
    new.reminders[0].createdAt = .distantFuture
    #expect(diff(old, new, redacting: [.omitting("**.createdAt")]) == nil)
  }

  @Test func aFailureEndsWithALegendOfTheRedactions() {
    let old = Self.groceries()
    var new = Self.groceries()
    new.title = "Shopping"
    let issues = capturingIssues {
      expectNoDifference(old, new, redacting: [.type(UUID.self), .omitting("**.createdAt")])
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains(#"−   title: "Groceries","#) == true)
    #expect(issues.first?.contains("createdAt:") == false)
    #expect(
      issues.first?.hasSuffix(
        "(First: −, Second: +)\n(Redacted: UUID, omitted **.createdAt)") == true)
  }

  @Test func expectDifferenceIgnoresRedactedChanges() {
    var list = Self.groceries()
    let issues = capturingIssues {
      expectDifference(list, redacting: [.type(Date.self)]) {
        list.title = "Shopping"
        list.reminders[0].createdAt = .distantFuture
      } changes: {
        $0.title = "Shopping"
      }
    }
    #expect(issues == [])
  }

  @Test func expectDifferenceStillFailsOnAnUndescribedRealChange() {
    var list = Self.groceries()
    let issues = capturingIssues {
      expectDifference(list, redacting: [.type(Date.self)]) {
        list.title = "Shopping"
        list.reminders[0].createdAt = .distantFuture
      } changes: { _ in
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains(#"+   title: "Shopping","#) == true)
    #expect(issues.first?.hasSuffix("(Expected: −, Actual: +)\n(Redacted: Date)") == true)
  }

  @Test func asyncExpectDifferenceTakesRedactionsToo() async {
    let list = Self.groceries()
    let box = Box(list)
    await expectDifference(box.value, redacting: [.type(Date.self)]) {
      await Task.yield()
      box.value.reminders[0].createdAt = .distantFuture
    } changes: { _ in
    }
  }

  final class Box: @unchecked Sendable {
    var value: RemindersList
    init(_ value: RemindersList) { self.value = value }
  }
}
