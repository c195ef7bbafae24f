/// What an assertion needs to show beside a redacted snapshot: its unredacted text, and the
/// redactions that made the text it compared.
extension SnapshotRedaction {
  /// Runs `body` with every redaction off, the calls' and the scopes' alike: a strategy run
  /// in it gives the text it would give without redactions.
  package static func withoutRedactions<R>(_ body: () throws -> R) rethrows -> R {
    try DumpRedaction.$suspended.withValue(true, operation: body)
  }

  /// Runs `body` and returns, beside its result, the redactions every snapshot taken in it
  /// applied (each once, in the order first applied): the failure's legend names them.
  package static func observing<R>(_ body: () throws -> R) rethrows -> (R, [DumpRedaction]) {
    let log = SnapshotRedactionLog()
    let result = try SnapshotRedactionLog.$current.withValue(log, operation: body)
    return (result, log.redactions)
  }
}

/// The redactions the snapshots of an ``SnapshotRedaction/observing(_:)`` call applied.
final class SnapshotRedactionLog: Sendable {
  @TaskLocal static var current: SnapshotRedactionLog?

  private let noted = Locked<[DumpRedaction]>([])

  var redactions: [DumpRedaction] { noted.withLock { $0 } }

  func note(_ redactions: [DumpRedaction]) {
    noted.withLock { noted in
      for redaction in redactions where !noted.contains(where: { $0.description == redaction.description }) {
        noted.append(redaction)
      }
    }
  }
}
