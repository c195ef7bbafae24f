import Foundation

/// The bytes read from one stream, up to a limit, shared between the thread that reads them
/// and the one that takes them.
final class BoundedBuffer: @unchecked Sendable {
  // Every property is guarded by `lock`.
  private let lock = NSLock()
  private let limit: Int
  private var bytes: [UInt8] = []
  private var dropped = 0
  private var ended = false
  private let end = DispatchSemaphore(value: 0)

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Keeps what fits under the limit and counts the rest.
  func append(_ chunk: UnsafeRawBufferPointer) {
    lock.lock()
    defer { lock.unlock() }
    let room = max(0, limit - bytes.count)
    bytes += chunk.prefix(room)
    dropped += chunk.count - min(room, chunk.count)
  }

  /// Marks the stream ended: its writers all closed it.
  func finish() {
    lock.lock()
    ended = true
    lock.unlock()
    end.signal()
  }

  /// Waits until the stream ends or `deadline` passes; returns whether it ended.
  func waitForEnd(until deadline: DispatchTime) -> Bool {
    lock.lock()
    let alreadyEnded = ended
    lock.unlock()
    if alreadyEnded { return true }
    guard end.wait(timeout: deadline) == .success else { return false }
    end.signal()
    return true
  }

  /// What was read so far.
  var captured: CapturedBytes {
    lock.lock()
    defer { lock.unlock() }
    return CapturedBytes(bytes, droppedCount: dropped)
  }
}
