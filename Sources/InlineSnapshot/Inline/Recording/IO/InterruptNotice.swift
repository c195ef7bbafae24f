import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a test process stopped by SIGINT or SIGTERM says about the recordings it drops.
///
/// Recordings are written when the process exits normally; a signal ends it without that.
/// A signal handler may not allocate or take locks, so the message is kept ready in a fixed
/// buffer, rewritten whenever the pending recordings change, and the handler only writes it
/// to standard error and lets the signal end the process as it would have.
final class InterruptNotice: @unchecked Sendable {
  /// The notice of this process (its ``RecordingSession`` keeps it and installs its handlers).
  static let shared = InterruptNotice()

  private static let capacity = 4096
  // Read by the signal handler, which cannot reach an instance: only the shared notice is.
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<CChar>.allocate(
    capacity: capacity
  )
  nonisolated(unsafe) private static var length = 0
  /// Set while the buffer is rewritten, so a handler does not write half a message.
  nonisolated(unsafe) private static var rewriting = false
  private let lock = NSLock()

  private init() {}

  /// The text the handler will write for these pending recordings (`path:line` each).
  static func message(pending: [String]) -> String {
    message(count: pending.count, pending: pending)
  }

  /// The text the handler will write for `count` pending recordings, `pending` listing them
  /// (`path:line` each) in order. Only the lines that fit are read from `pending`, so that a
  /// lazy list costs no more than the notice holds.
  static func message(count: Int, pending: some Sequence<String>) -> String {
    guard count > 0 else { return "" }
    let recorded = count == 1 ? "1 recorded snapshot was" : "\(count) recorded snapshots were"
    var text = "InlineSnapshot: the test process was stopped by a signal, so \(recorded) not written:\n"
    for site in pending {
      text += "  \(site)\n"
      if text.utf8.count > capacity { break }
    }
    text += "Run the tests again to record them.\n"
    if text.utf8.count > capacity {
      let ending = "  … (\(count) in all)\nRun the tests again to record them.\n"
      var kept = Array(text.utf8.prefix(capacity - ending.utf8.count - 64))
      while let last = kept.last, last != UInt8(ascii: "\n") { kept.removeLast() }
      text = String(decoding: kept, as: UTF8.self) + ending
    }
    return text
  }

  /// Keeps the message for `pending` ready for the handler.
  func update(pending: [String]) {
    update(count: pending.count, pending: pending)
  }

  /// Keeps the message for `count` pending recordings, listed by `pending`, ready for the
  /// handler.
  func update(count: Int, pending: some Sequence<String>) {
    let bytes = Array(Self.message(count: count, pending: pending).utf8.prefix(Self.capacity))
    lock.withLock {
      Self.rewriting = true
      bytes.withUnsafeBufferPointer { source in
        source.withMemoryRebound(to: CChar.self) {
          if let base = $0.baseAddress { Self.buffer.update(from: base, count: bytes.count) }
        }
      }
      Self.length = bytes.count
      Self.rewriting = false
    }
  }

  /// The message the handler would write now.
  var current: String {
    lock.withLock {
      String(decoding: UnsafeRawBufferPointer(start: Self.buffer, count: Self.length), as: UTF8.self)
    }
  }

  /// Installs the handler for SIGINT and SIGTERM, where no one else handles them.
  func installHandlers() {
    // Made before any signal: the handler must not be the first to touch them.
    _ = (Self.buffer, Self.handle)
    for signalNumber in [SIGINT, SIGTERM] {
      let previous = signal(signalNumber, Self.handle)
      // Someone else's handler, or an ignored signal, stays theirs (the default is `nil`).
      if previous != nil { signal(signalNumber, previous) }
    }
  }

  private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
    if !rewriting, length > 0 {
      _ = write(STDERR_FILENO, buffer, length)
    } else if rewriting {
      let text: StaticString = """
        InlineSnapshot: the test process was stopped by a signal; recordings were not written.

        """
      _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }
}
