import Dump
import Foundation
import Testing

/// The README's example, kept compiling and true.
@Suite struct ReadmeExampleTests {
  struct Reminder {
    enum Priority { case low, high }
    var title: String
    var dueDate: Date?
    var tags: Set<String>
    var priority: Priority?
  }

  @Test func readmeExample() {
    let reminder = Reminder(
      title: "Buy milk",
      dueDate: Date(timeIntervalSince1970: 0),
      tags: ["home", "errand"],
      priority: .high
    )
    #expect(customDump(reminder, maxDepth: 0).title == "Buy milk")
    #expect(
      String(customDumping: reminder) == """
        ReadmeExampleTests.Reminder(
          title: "Buy milk",
          dueDate: Date(1970-01-01T00:00:00.000Z),
          tags: Set([
            "errand",
            "home"
          ]),
          priority: .high
        )
        """)
  }
}
