import GRDB

/// One test's own database: an in-memory copy of a prepared ``DatabaseTemplate``.
///
/// Get one from ``DatabaseTemplate/makeClone()``, from the `.testDatabase(_:)` (``TestDatabaseTrait``)
/// trait, or from ``withTestDatabase(_:operation:)-(_,_)``; inside the last two, code reaches it as
/// ``current``. Hand ``queue`` to the code under test, as any `DatabaseWriter`. Nothing written
/// here is seen by another clone, and the clone disappears with its last reference.
public final class DatabaseClone: Sendable {
  /// The connection to this clone, with foreign keys on and the per-connection setup applied.
  public let queue: DatabaseQueue

  /// This clone's clock and UUID sequence, the same ones its `now()` and `uuid()` SQL functions
  /// answer from. The UUID sequence continues where the seed stopped.
  public let inputs: DeterministicInputs

  /// The template this clone was made from.
  public let template: DatabaseTemplate

  init(queue: DatabaseQueue, inputs: DeterministicInputs, template: DatabaseTemplate) {
    self.queue = queue
    self.inputs = inputs
    self.template = template
  }

  /// Reads from the clone, like `DatabaseQueue.read(_:)`.
  public func read<T>(_ value: (Database) throws -> T) throws -> T {
    try queue.read(value)
  }

  /// Writes to the clone in a transaction, like `DatabaseQueue.write(_:)`.
  public func write<T>(_ updates: (Database) throws -> T) throws -> T {
    try queue.write(updates)
  }
}
