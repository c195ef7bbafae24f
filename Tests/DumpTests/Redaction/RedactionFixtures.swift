import Foundation

/// Values with ids and dates that change from run to run, as the reference app's are.
enum RedactionFixtures {
  struct Reminder: Equatable, Hashable, Identifiable {
    var id = UUID()
    var parentID: UUID?
    var title: String
    var createdAt = Date()
  }

  struct RemindersList: Equatable {
    var id = UUID()
    var title: String
    var reminders: [Reminder]
  }

  enum Status: Equatable {
    case open
    case done(at: Date, by: String)
    case snoozed(Date)
  }

  struct Task: Equatable {
    var title: String
    var status: Status
  }
}
