import InlineSnapshot
import Testing

// The example the README shows, kept compiling and passing here.

struct Reminder: Codable {
  var title: String
  var isCompleted: Bool
}

@Suite
struct ReminderTests {
  @Test func reminder() {
    // Write the call without its closure and run `swift test`: the closure is written for you.
    assertInlineSnapshot(of: Reminder(title: "Milk", isCompleted: false), as: .customDump) {
      """
      Reminder(
        title: "Milk",
        isCompleted: false
      )
      """
    }
  }

  @Test func json() {
    assertInlineSnapshot(of: [Reminder(title: "Bread", isCompleted: true)], as: .json) {
      """
      [
        {
          "isCompleted" : true,
          "title" : "Bread"
        }
      ]
      """
    }
  }
}
