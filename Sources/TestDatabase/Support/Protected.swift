import Foundation

/// A value guarded by a lock, for state shared between parallel tests.
///
/// `Mutex` from `Synchronization` needs macOS 15; the package supports macOS 13.
final class Protected<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
