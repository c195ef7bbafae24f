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

  /// Logs made of `records`: none unless given.
  public init(_ records: [LogRecord] = []) {
    self.records = records
  }

  /// The messages' texts alone, in order: for an `#expect` that needs no snapshot.
  public var messages: [String] {
    records.map(\.message)
  }
}
#endif
