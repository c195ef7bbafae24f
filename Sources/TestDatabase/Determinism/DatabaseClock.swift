import Foundation

/// The source of "now" for a test database: its seed, its `now()` SQL function, and the code
/// under test that asks ``DeterministicInputs/now()``.
///
/// Pin it in tests so that dates written by triggers, defaults and seeds are the same on every
/// run. Calling it costs one closure call.
public struct DatabaseClock: Sendable {
  private let read: @Sendable () -> Date

  /// Creates a clock from any function returning the current date.
  ///
  /// Use it to wrap a clock of your own, such as one that a test advances by hand.
  public init(_ now: @escaping @Sendable () -> Date) {
    self.read = now
  }

  /// The current date, according to this clock.
  public func now() -> Date {
    read()
  }

  /// A clock that always answers `date`: the usual choice in tests.
  public static func fixed(_ date: Date) -> Self {
    Self { date }
  }

  /// A clock that starts at `start` and moves forward by `step` seconds on every reading, for
  /// tests that need distinct, ordered timestamps.
  public static func stepping(from start: Date, by step: TimeInterval) -> Self {
    let readings = Protected(0)
    return Self {
      let index = readings.withLock { count -> Int in
        defer { count += 1 }
        return count
      }
      return start.addingTimeInterval(step * Double(index))
    }
  }

  /// The system clock, for code outside tests. Its readings differ from run to run.
  public static var system: Self {
    Self { Date() }
  }

  /// The default pinned date of a template: 2026-01-01 00:00:00 UTC.
  public static let january2026 = fixed(Date(timeIntervalSince1970: 1_767_225_600))
}
