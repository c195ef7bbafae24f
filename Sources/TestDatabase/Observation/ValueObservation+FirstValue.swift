import Dump
import Foundation
import GRDB

extension ValueObservation where Reducer: ValueReducer, Reducer.Value: Sendable {
  /// Starts the observation in `reader` and returns the first value it delivers that satisfies
  /// `predicate`: the way to wait, without sleeping, for a live query to see a write.
  ///
  /// ```swift
  /// let observation = ValueObservation.tracking { try Book.fetchCount($0) }
  /// try await database.queue.write { try Book(title: "Tehanu").insert($0) }
  /// let count = try await observation.firstValue(in: database.queue) { $0 == 4 }
  /// ```
  ///
  /// The observation stops as soon as the value arrives, the timeout passes, or the task is
  /// cancelled. The timeout only bounds a broken test; a passing one returns as soon as
  /// GRDB delivers the value.
  ///
  /// - Parameters:
  ///   - reader: The database to observe, usually ``DatabaseClone/queue``.
  ///   - timeout: How long to wait before failing. Defaults to 5 seconds.
  ///   - predicate: Which value to wait for.
  /// - Throws: ``TestDatabaseError/observationTimedOut(seconds:lastValue:)`` naming the last
  ///   value seen, or the observation's error.
  public func firstValue(
    in reader: some DatabaseReader,
    timeout: Duration = .seconds(5),
    where predicate: @escaping @Sendable (Reducer.Value) -> Bool
  ) async throws -> Reducer.Value {
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    return try await firstValue(in: reader, timeoutSeconds: seconds, expiry: { try await Task.sleep(for: timeout) }, where: predicate)
  }

  // The timeout as a seam, so that a test can expire it at a known point.
  func firstValue(
    in reader: some DatabaseReader,
    timeoutSeconds: Double,
    expiry: @escaping @Sendable () async throws -> Void,
    where predicate: @escaping @Sendable (Reducer.Value) -> Bool
  ) async throws -> Reducer.Value {
    let lastSeen = Locked<Reducer.Value?>(nil)
    let values = self.values(in: reader)
    return try await withThrowingTaskGroup(of: Reducer.Value?.self) { group in
      group.addTask {
        for try await value in values {
          lastSeen.withLock { $0 = value }
          if predicate(value) { return value }
        }
        return nil
      }
      group.addTask {
        try await expiry()
        return nil
      }
      defer { group.cancelAll() }
      if let first = try await group.next(), let value = first {
        return value
      }
      // The timeout passed: the observation stops, and gives the value that matched as the
      // timeout passed, if one did (a busy machine can deliver both at once).
      group.cancelAll()
      if let late = try? await group.next(), let value = late {
        return value
      }
      throw TestDatabaseError.observationTimedOut(
        seconds: timeoutSeconds, lastValue: lastSeen.withLock { $0 }.map { String(describing: $0) })
    }
  }
}
