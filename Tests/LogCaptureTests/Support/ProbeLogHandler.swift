#if Logging
import Foundation
import LogCapture
import Logging

/// A fallback handler that keeps what reaches it, so that a test sees what no capture took.
struct ProbeLogHandler: LogHandler {
  final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  let received = Received()
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .info

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    received.append(event.message.description)
  }

  /// A logger labelled `label` whose handler is a ``CapturingLogHandler`` falling back to this
  /// probe: `Logger(label:)` after a bootstrap, without the process-wide bootstrap.
  func logger(label: String) -> Logger {
    Logger(label: label) { CapturingLogHandler(label: $0, fallback: self) }
  }
}
#endif
