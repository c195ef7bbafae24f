import Foundation

/// Waits for a snapshot handed to a callback, as long as an assertion's `timeout:` allows.
enum SnapshotWait {
  /// The first result `start` hands its callback, or `nil` when none came within `timeout`
  /// seconds. A result handed over before `start` returns costs no wait.
  static func result<Format>(
    timeout: TimeInterval,
    start: (@escaping @Sendable (Result<Format, any Error>) -> Void) -> Void
  ) -> Result<Format, any Error>? {
    let delivery = Delivery<Format>()
    start { delivery.deliver($0) }
    if let result = delivery.result { return result }
    let deadline = Date(timeIntervalSinceNow: timeout)
    if Thread.isMainThread {
      // As XCTest's waiter does: the callback may be sent to the main queue, which only this
      // thread's run loop drains.
      while delivery.result == nil, Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      }
    } else {
      _ = delivery.arrived.wait(timeout: .now() + timeout)
    }
    return delivery.result
  }

  private final class Delivery<Format>: @unchecked Sendable {
    let arrived = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stored: Result<Format, any Error>?

    var result: Result<Format, any Error>? {
      lock.withLock { stored }
    }

    // Callbacks after the first, or after the wait ended, are ignored.
    func deliver(_ result: Result<Format, any Error>) {
      let isFirst = lock.withLock {
        guard stored == nil else { return false }
        stored = result
        return true
      }
      if isFirst { arrived.signal() }
    }
  }
}
