import Dump

/// Runs `operation` with a record mode, a diff tool and redactions for every snapshot assertion
/// inside it.
///
/// Use it to record a group of assertions, or in an XCTest `invokeTest` override to configure a
/// whole test case as the `.snapshots(…)` trait configures a Swift Testing test. `nil`
/// arguments keep the enclosing setting; `redacting:` adds to the enclosing redactions (see
/// `withDumpRedactions(_:operation:)`, which it opens: every dump, diff and expectation inside
/// applies them too).
///
/// ```swift
/// override func invokeTest() {
///   withSnapshotTesting(record: .failed, redacting: [.type(UUID.self), .scrubbing(.uuids)]) {
///     super.invokeTest()
///   }
/// }
/// ```
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  redacting redactions: [DumpRedaction] = [],
  operation: () throws -> R
) rethrows -> R {
  try SnapshotTestingConfiguration.$current.withValue(
    .nested(record: record, diffTool: diffTool)
  ) {
    try withDumpRedactions(redactions, operation: operation)
  }
}

/// Runs the asynchronous `operation` with a record mode, a diff tool and redactions for every
/// snapshot assertion inside it, including in child tasks.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  redacting redactions: [DumpRedaction] = [],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotTestingConfiguration.$current.withValue(
    .nested(record: record, diffTool: diffTool)
  ) {
    try await withDumpRedactions(redactions, isolation: isolation, operation: operation)
  }
}

extension SnapshotTestingConfiguration {
  /// A configuration that overrides the current one where given.
  static func nested(record: Record?, diffTool: DiffTool?) -> Self {
    Self(
      record: record ?? current?.record,
      diffTool: diffTool ?? current?.diffTool
    )
  }
}
