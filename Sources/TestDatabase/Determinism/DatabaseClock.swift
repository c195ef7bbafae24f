import Foundation

/// How a test database tells the time: in its seed, its `now()` SQL function, and the code
/// under test that asks ``DeterministicInputs/now()``.
///
/// A clock is a description, a function from the reading's position (0 for the first) to a
/// date; each database keeps its own count of readings. So a ``stepping(from:by:)`` clock gives
/// every clone the same dates, in the same order, however tests run in parallel. Pin it in tests
/// so that dates written by triggers, defaults and seeds are the same on every run.
public struct DatabaseClock: Sendable {
  private let dateAtReading: @Sendable (_ reading: Int) -> Date

  /// Creates a clock from a function of the reading's position (0 for the first).
  public init(dateAtReading: @escaping @Sendable (_ reading: Int) -> Date) {
    self.dateAtReading = dateAtReading
  }

  /// Creates a clock from any function returning the current date, such as a clock of your own
  /// that a test advances by hand.
  public init(_ now: @escaping @Sendable () -> Date) {
    self.dateAtReading = { _ in now() }
  }

  func date(atReading reading: Int) -> Date {
    dateAtReading(reading)
  }

  /// A clock that always answers `date`: the usual choice in tests.
  public static func fixed(_ date: Date) -> Self {
    Self { _ in date }
  }

  /// A clock that answers `start`, then moves forward by `step` seconds on every reading, for
  /// tests that need distinct, ordered timestamps.
  public static func stepping(from start: Date, by step: TimeInterval) -> Self {
    Self { reading in start.addingTimeInterval(step * Double(reading)) }
  }

  /// The system clock, for code outside tests. Its readings differ from run to run.
  public static var system: Self {
    Self { Date() }
  }

  /// The default pinned date of a template: 2026-01-01 00:00:00 UTC.
  public static let january2026 = fixed(Date(timeIntervalSince1970: 1_767_225_600))
}
