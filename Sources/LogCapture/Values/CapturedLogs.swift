// Built only with the "Logging" trait; TraitRequirement.swift says what to add without it.
#if Logging
import Logging

/// What code logged while its logs were captured, in the order it was logged: the value a
/// `.logs` snapshot is of.
///
/// ```swift
/// let (logs, _) = withCapturedLogs { logger in
///   Store(logger: logger).open(path)
/// }
/// assertInlineSnapshot(of: logs, as: .logs) {
///   """
///   info [test] Opened the store count=3 path=/tmp/store.sqlite
///   """
/// }
/// ```
public struct CapturedLogs: Sendable, Equatable {
  /// The messages, in the order they were logged.
  public var records: [LogRecord]
  /// Why what `Logger(label:)` logged could not be captured, when it could not: a `.logs`
  /// snapshot then throws it instead of recording logs that miss those messages.
  let uncapturable: ForeignLoggingSystem?

  /// Logs made of `records`: none unless given.
  public init(_ records: [LogRecord] = []) {
    self.init(records, uncapturable: nil)
  }

  init(_ records: [LogRecord], uncapturable: ForeignLoggingSystem?) {
    self.records = records
    self.uncapturable = uncapturable
  }

  /// The logs, unless they could not be captured.
  func captured() throws(ForeignLoggingSystem) -> CapturedLogs {
    if let uncapturable { throw uncapturable }
    return self
  }

  /// The messages' texts alone, in order: for an `#expect` that needs no snapshot.
  public var messages: [String] {
    records.map(\.message)
  }
}
#endif
