extension DumpRedaction {
  /// The redactions of the enclosing ``withDumpRedactions(_:operation:)`` scopes,
  /// innermost first.
  @TaskLocal static var scoped: [DumpRedaction] = []

  /// Whether redactions are off, while a snapshot's text is rendered again without them.
  @TaskLocal static var suspended = false

  /// Every redaction of a snapshot, scrubbers included: the call's, then the scope's; none
  /// while suspended.
  static func withScope(_ redactions: [DumpRedaction]) -> [DumpRedaction] {
    let scoped = scoped
    let all = scoped.isEmpty ? redactions : redactions + scoped
    // Read only when there is something to suspend: a dump without redactions reads one
    // task-local value, as before.
    guard !all.isEmpty, !suspended else { return [] }
    return all
  }
}

extension SnapshotRedaction {
  /// Runs `body` with every redaction off, the calls' and the scopes' alike: a strategy run in
  /// it gives the text it would give without redactions. For tests: an assertion renders its
  /// taken snapshot again instead (``SnapshotTake/unredacted(_:)``).
  package static func withoutRedactions<R>(_ body: () throws -> R) rethrows -> R {
    try DumpRedaction.$suspended.withValue(true, operation: body)
  }
}

/// Applies redactions to every dump, diff and expectation of Dump made while `operation` runs
/// (on this task and the tasks it creates), on top of those the calls pass themselves.
///
/// ```swift
/// withDumpRedactions([.type(UUID.self), .type(Date.self)]) {
///   expectNoDifference(try store.reminders(), expected)
/// }
/// ```
///
/// Scopes nest: an inner scope adds its redactions to the outer one's. InlineSnapshot's
/// `.snapshots(redacting:)` trait opens this scope for a whole test or suite.
///
/// - Parameters:
///   - redactions: The redactions to apply.
///   - operation: The work whose dumps are redacted.
/// - Returns: What `operation` returns.
public func withDumpRedactions<R>(
  _ redactions: [DumpRedaction],
  operation: () throws -> R
) rethrows -> R {
  try DumpRedaction.$scoped.withValue(redactions + DumpRedaction.scoped, operation: operation)
}

/// Applies redactions to every dump, diff and expectation of Dump made while the asynchronous
/// `operation` runs, on top of those the calls pass themselves.
///
/// The asynchronous form of ``withDumpRedactions(_:operation:)``; it runs on the
/// caller's actor.
///
/// - Parameters:
///   - redactions: The redactions to apply.
///   - isolation: The actor to run on; the caller's by default.
///   - operation: The work whose dumps are redacted.
/// - Returns: What `operation` returns.
public func withDumpRedactions<R>(
  _ redactions: [DumpRedaction],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await DumpRedaction.$scoped.withValue(
    redactions + DumpRedaction.scoped, operation: operation, isolation: isolation)
}
