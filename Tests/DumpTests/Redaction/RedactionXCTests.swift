import Dump
import Foundation
import XCTest

/// Redactions under XCTest: the expectations fail XCTest test cases there as well.
final class RedactionXCTests: XCTestCase {
  typealias Reminder = RedactionFixtures.Reminder

  func testOnlyRedactedPartsDifferPasses() {
    let milk = Reminder(title: "Milk")
    let again = Reminder(title: "Milk")
    XCTAssertNotEqual(milk, again)
    expectNoDifference(milk, again, redacting: [.type(UUID.self), .type(Date.self)])
  }

  func testARealDifferenceFailsAndShowsOnlyThatPart() {
    let milk = Reminder(title: "Milk")
    let eggs = Reminder(title: "Eggs")
    let issues = capturingIssues {
      expectNoDifference(milk, eggs, redacting: [.type(UUID.self), .type(Date.self)])
    }
    XCTAssertEqual(
      issues,
      [
        """
        Difference: …

          \u{2007} RedactionFixtures.Reminder(
          \u{2007}   id: UUID(<1>),
          \u{2007}   parentID: nil,
          −   title: "Milk",
          +   title: "Eggs",
          \u{2007}   createdAt: Date(<1>)
          \u{2007} )

        (First: −, Second: +)
        (Redacted: UUID, Date)
        """
      ])
  }

  func testAScopeAppliesToExpectDifference() {
    var reminder = Reminder(title: "Milk")
    withDumpRedactions([.type(Date.self)]) {
      expectDifference(reminder) {
        reminder.title = "Oat milk"
        reminder.createdAt = .distantFuture
      } changes: {
        $0.title = "Oat milk"
      }
    }
  }
}
