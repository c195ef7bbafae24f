import Dump
import Foundation

/// The clock readings and UUID sequence of one database: the template's while it is seeded,
/// then each clone's own.
///
/// The seed receives it as a parameter; a test reaches its clone's through
/// ``DatabaseClone/inputs``; SQL reaches it through the `now()` and `uuid()` functions (see
/// ``DeterministicFunctions``). Each clone continues from where the seed stopped, independently of
/// every other clone, so parallel tests see the same values on every run.
public final class DeterministicInputs: Sendable {
  /// The clock that ``now()`` reads.
  public let clock: DatabaseClock

  /// The generator that ``uuid()`` draws from.
  public let uuidGenerator: DatabaseUUIDGenerator

  private let counts: Locked<Counts>

  private struct Counts {
    var clockReadings = 0
    var uuidsMade = 0
  }

  /// Creates inputs from a clock and a UUID generator, not read yet.
  public convenience init(clock: DatabaseClock, uuid: DatabaseUUIDGenerator) {
    self.init(clock: clock, uuid: uuid, counts: Counts())
  }

  private init(clock: DatabaseClock, uuid: DatabaseUUIDGenerator, counts: Counts) {
    self.clock = clock
    self.uuidGenerator = uuid
    self.counts = Locked(counts)
  }

  /// The current date: the next reading of ``clock``.
  public func now() -> Date {
    clock.date(atReading: counts.withLock { $0.clockReadings.postIncrement() })
  }

  /// The next UUID of this database's sequence.
  public func uuid() -> UUID {
    uuidGenerator.uuid(at: counts.withLock { $0.uuidsMade.postIncrement() })
  }

  /// Independent inputs that continue these from where they are now.
  func continued() -> DeterministicInputs {
    DeterministicInputs(clock: clock, uuid: uuidGenerator, counts: counts.withLock { $0 })
  }
}

extension Int {
  fileprivate mutating func postIncrement() -> Int {
    defer { self += 1 }
    return self
  }
}
