/// Runs `operation` with a record mode (and diff tool) for every snapshot assertion inside it.
///
/// Use it to record a group of assertions, or in an XCTest `invokeTest` override to configure a
/// whole test case. `nil` arguments keep the enclosing setting. Costs one task-local binding.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///   assertInlineSnapshot(of: user, as: .customDump)
/// }
/// ```
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  try SnapshotTestingConfiguration.$current.withValue(
    .nested(record: record, diffTool: diffTool)
  ) {
    try operation()
  }
}

/// Runs the asynchronous `operation` with a record mode (and diff tool) for every snapshot
/// assertion inside it, including in child tasks.
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotTestingConfiguration.$current.withValue(
    .nested(record: record, diffTool: diffTool)
  ) {
    try await operation()
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
