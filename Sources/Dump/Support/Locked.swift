import Foundation

/// A value shared between threads, reachable only while holding its lock.
///
/// Shared by every module of the package. `Mutex` would do, but needs macOS 15; the package
/// supports macOS 13.
package final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
