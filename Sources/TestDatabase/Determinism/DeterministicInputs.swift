import Foundation

/// The clock and UUID sequence of one database: the template's while it is seeded, then each
/// clone's own.
///
/// The seed receives it as a parameter; a test reaches its clone's through
/// ``DatabaseClone/inputs``; SQL reaches it through the `now()` and `uuid()` functions (see
/// ``DeterministicFunctions``). Each clone's UUID sequence is independent of every other clone's,
/// so parallel tests see the same values on every run.
public final class DeterministicInputs: Sendable {
  /// The clock that ``now()`` reads.
  public let clock: DatabaseClock

  /// The generator that ``uuid()`` draws from.
  public let uuidGenerator: DatabaseUUIDGenerator

  private let uuidsMade: Protected<Int>

  /// Creates inputs from a clock and a UUID generator, with no UUID made yet.
  public init(clock: DatabaseClock, uuid: DatabaseUUIDGenerator) {
    self.clock = clock
    self.uuidGenerator = uuid
    self.uuidsMade = Protected(0)
  }

  private init(clock: DatabaseClock, uuid: DatabaseUUIDGenerator, uuidsMade: Int) {
    self.clock = clock
    self.uuidGenerator = uuid
    self.uuidsMade = Protected(uuidsMade)
  }

  /// The current date, according to ``clock``.
  public func now() -> Date {
    clock.now()
  }

  /// The next UUID of this database's sequence.
  public func uuid() -> UUID {
    let index = uuidsMade.withLock { count -> Int in
      defer { count += 1 }
      return count
    }
    return uuidGenerator.uuid(at: index)
  }

  /// Independent inputs that continue this sequence from where it is now.
  func continued() -> DeterministicInputs {
    DeterministicInputs(
      clock: clock,
      uuid: uuidGenerator,
      uuidsMade: uuidsMade.withLock { $0 }
    )
  }
}
