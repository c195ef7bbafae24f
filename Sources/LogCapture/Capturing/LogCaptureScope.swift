// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Foundation
import Logging

/// The records of one `withCapturedLogs` call while its body runs: open until the body returns,
/// then closed for good, so that what is logged later reaches no test's logs.
///
/// Which scopes a message reaches is decided in one place, ``receivers(boundTo:)``.
final class LogCaptureScope: @unchecked Sendable {
  /// The innermost scope whose body the current task runs in; task locals are what keeps
  /// parallel tests apart (each test is a task of its own).
  @TaskLocal static var current: LogCaptureScope?

  /// The least severe level this scope keeps.
  let level: Logger.Level
  /// The scope this one was opened in, which sees what this one sees.
  let enclosing: LogCaptureScope?
  /// Why `Logger(label:)` messages reach no capture, when they do not: kept with the logs.
  let uncapturable: ForeignLoggingSystem?

  private let lock = NSLock()
  private var records: [LogRecord] = []
  private var isOpen = true

  init(level: Logger.Level, enclosing: LogCaptureScope?, uncapturable: ForeignLoggingSystem?) {
    self.level = level
    self.enclosing = enclosing
    self.uncapturable = uncapturable
  }

  /// Keeps `record` when the scope is open and the record is at least as severe as ``level``.
  func keep(_ record: LogRecord) {
    guard record.level >= level else { return }
    lock.withLock {
      if isOpen { records.append(record) }
    }
  }

  /// Closes the scope and returns what it kept.
  func close() -> CapturedLogs {
    lock.withLock {
      isOpen = false
      return CapturedLogs(records, uncapturable: uncapturable)
    }
  }

  private var isStillOpen: Bool {
    lock.withLock { isOpen }
  }

  /// This scope and those it is nested in, innermost first, the closed ones left out.
  private var openChain: [LogCaptureScope] {
    var chain: [LogCaptureScope] = []
    var scope: LogCaptureScope? = self
    while let next = scope {
      if next.isStillOpen { chain.append(next) }
      scope = next.enclosing
    }
    return chain
  }

  /// The open scopes a message logged now reaches: the current task's and those it is nested
  /// in, and the scope that handed out the logger (`bound`) with those it is nested in, each
  /// once. None means the message goes where it would without a capture.
  static func receivers(boundTo bound: LogCaptureScope?) -> [LogCaptureScope] {
    var receivers = current?.openChain ?? []
    for scope in bound?.openChain ?? [] where !receivers.contains(where: { $0 === scope }) {
      receivers.append(scope)
    }
    return receivers
  }
}
#endif
