import Foundation

/// Awaits the value an awaiting assertion snapshots, up to its `timeout:`, suspending the test
/// rather than blocking a thread: the value and a sleep race, and the first to finish wins.
enum AwaitedValue {
  /// What `value` gave (a value or the error it threw), or `nil` when `timeout` seconds passed
  /// first; then the value's task is cancelled.
  ///
  /// The value is produced in a task isolated as the caller is (the main actor for a
  /// `@MainActor` test), so it never leaves the caller's isolation.
  static func result<Value>(
    of value: @escaping () async throws -> Value?,
    timeout: TimeInterval,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Result<Value?, any Error>? {
    let race = Race<Value>()
    // Made and read under the caller's isolation: the box only carries it past the compiler.
    let work = UncheckedSendable(value)
    return await withCheckedContinuation { continuation in
      race.start(continuation)
      let valueTask = Task {
        _ = isolation
        let result: Result<Value?, any Error>
        do { result = .success(try await work.wrapped()) } catch { result = .failure(error) }
        race.finish(with: UncheckedSendable(result))
      }
      let clock = Task {
        try? await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1_000_000_000))
        guard !Task.isCancelled else { return }
        race.finish(with: nil)
      }
      race.onFinish {
        valueTask.cancel()
        clock.cancel()
      }
    }.map(\.wrapped)
  }

  /// Resumes its continuation once, with the first result: the value's or the clock's.
  private final class Race<Value>: @unchecked Sendable {
    typealias Outcome = UncheckedSendable<Result<Value?, any Error>>?

    private let lock = NSLock()
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var outcome: Outcome?
    private var cleanUp: (@Sendable () -> Void)?

    func start(_ continuation: CheckedContinuation<Outcome, Never>) {
      lock.withLock { self.continuation = continuation }
    }

    /// Runs `cleanUp` once the race is over: now, if it already is.
    func onFinish(_ cleanUp: @escaping @Sendable () -> Void) {
      let over = lock.withLock {
        if outcome != nil { return true }
        self.cleanUp = cleanUp
        return false
      }
      if over { cleanUp() }
    }

    func finish(with result: Outcome) {
      let won: (CheckedContinuation<Outcome, Never>?, (@Sendable () -> Void)?)? = lock.withLock {
        guard outcome == nil else { return nil }
        outcome = .some(result)
        defer { continuation = nil; cleanUp = nil }
        return (continuation, cleanUp)
      }
      guard let won else { return }
      won.0?.resume(returning: result)
      won.1?()
    }
  }
}

/// A value carried between tasks that the caller knows share one isolation.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
  var wrapped: Wrapped
  init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}
