import Foundation
import GRDB
import IssueReporting
import Observation

/// A screen's state, fetched from the database, and kept fresh while observed.
///
/// ``load()`` fetches once. ``observe()`` starts a GRDB `ValueObservation` that fetches again
/// after every write made through the same database connection, on the main actor. Writes from
/// another process are not seen by SQLite's change notifications: call ``load()`` (the command
/// line's watch mode does so when SQLite's `data_version` changes).
///
/// SQL errors are programmer errors: they are reported as issues (a failing test, naming the
/// SQL) and kept in ``error``.
@Observable
@MainActor
public final class LiveQuery<Value: Sendable & Equatable> {
  /// The last fetched value.
  public private(set) var value: Value
  /// The last error a fetch threw, cleared by the next successful fetch.
  public private(set) var error: (any Error)?

  @ObservationIgnored private let database: any DatabaseWriter
  @ObservationIgnored private var fetch: @Sendable (Database) throws -> Value
  @ObservationIgnored private var cancellable: AnyDatabaseCancellable?
  @ObservationIgnored private var waiters: [Int: Waiter] = [:]
  @ObservationIgnored private var nextWaiterID = 0

  init(
    initial: Value,
    database: any DatabaseWriter,
    fetch: @escaping @Sendable (Database) throws -> Value
  ) {
    self.value = initial
    self.database = database
    self.fetch = fetch
  }

  /// Whether a live observation is running.
  public var isObserving: Bool { cancellable != nil }

  /// Fetches the value now.
  public func load() throws {
    do {
      deliver(try database.read(fetch))
    } catch {
      self.error = error
      throw error
    }
  }

  /// Starts keeping the value fresh; the first fetch arrives shortly, on the main actor.
  public func observe() {
    cancellable?.cancel()
    cancellable = ValueObservation.tracking(fetch)
      .removeDuplicates()
      .start(
        in: database,
        scheduling: .mainActor,
        onError: { [weak self] error in
          reportIssue(error)
          self?.error = error
        },
        onChange: { [weak self] value in self?.deliver(value) }
      )
  }

  /// Stops the live observation.
  public func stopObserving() {
    cancellable?.cancel()
    cancellable = nil
  }

  /// Waits for a value that satisfies `predicate`: the current one, or the next ones the
  /// observation or ``load()`` delivers. The way for a test to await a reload without sleeping.
  ///
  /// - Throws: ``LiveQueryTimeout`` after `timeout`, naming the last value.
  @discardableResult
  public func value(
    timeout: Duration = .seconds(5),
    where predicate: @escaping (Value) -> Bool
  ) async throws -> Value {
    if predicate(value) { return value }
    let id = nextWaiterID
    nextWaiterID += 1
    return try await withCheckedThrowingContinuation { continuation in
      let timer = Task { @MainActor [weak self] in
        // Only bounds a broken wait; a satisfied one cancels it.
        try await Task.sleep(for: timeout)
        self?.expire(id)
      }
      waiters[id] = Waiter(predicate: predicate, continuation: continuation, timer: timer)
    }
  }

  /// Replaces what is fetched (a search's new text, say), then loads it, and keeps observing
  /// it if the old query was observed.
  func replaceFetch(_ fetch: @escaping @Sendable (Database) throws -> Value) throws {
    self.fetch = fetch
    if isObserving { observe() }
    try load()
  }

  private func deliver(_ newValue: Value) {
    error = nil
    if value != newValue { value = newValue }
    for (id, waiter) in waiters where waiter.predicate(newValue) {
      waiters[id] = nil
      waiter.timer.cancel()
      waiter.continuation.resume(returning: newValue)
    }
  }

  private func expire(_ id: Int) {
    guard let waiter = waiters.removeValue(forKey: id) else { return }
    waiter.continuation.resume(throwing: LiveQueryTimeout(lastValue: String(describing: value)))
  }

  private struct Waiter {
    let predicate: (Value) -> Bool
    let continuation: CheckedContinuation<Value, any Error>
    let timer: Task<Void, any Error>
  }
}

/// A wait for a live query's value that timed out.
public struct LiveQueryTimeout: Error, CustomStringConvertible {
  /// The value when the wait gave up.
  public let lastValue: String

  public var description: String {
    "No value satisfied the condition in time; the last value was \(lastValue)"
  }
}
