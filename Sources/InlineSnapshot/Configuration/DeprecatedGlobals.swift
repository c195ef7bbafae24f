import Dump

/// The record mode assigned through the deprecated global ``isRecording``: the default beneath
/// every scope, trait and `record:` argument.
let globalRecord = Locked<SnapshotTestingConfiguration.Record?>(nil)

/// The diff tool assigned through the deprecated global ``diffTool``.
let globalDiffTool = Locked<SnapshotTestingConfiguration.DiffTool?>(nil)

/// Whether every snapshot is recorded; kept so tests written for older InlineSnapshotTesting
/// versions compile.
///
/// Setting it to `true` records every snapshot (`.all`) and `false` restores `.missing`, for the
/// whole process. Reading it follows the rule every assertion follows: on CI, unless
/// `SNAPSHOT_TESTING_RECORD` asks, nothing is recorded and it reads `false`.
@available(
  *, deprecated,
  message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait instead."
)
public var isRecording: Bool {
  get { recordsEverything(in: RecordingSession.current.environment) }
  set { globalRecord.withLock { $0 = newValue ? .all : .missing } }
}

/// What ``isRecording`` reads in `environment`: whether an assertion without a `record:`
/// argument records everything here.
func recordsEverything(in environment: RecordingEnvironment) -> Bool {
  environment.recordMode(call: nil).inEffect == .all
}

/// The diff tool for file snapshots; kept so tests written for older InlineSnapshotTesting
/// versions compile. Inline snapshots print their difference instead of opening a tool.
@available(
  *, deprecated,
  message: "Use 'withSnapshotTesting(diffTool:)' or the '.snapshots(diffTool:)' trait instead."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
  get {
    SnapshotTestingConfiguration.current?.diffTool ?? globalDiffTool.withLock { $0 } ?? .default
  }
  set { globalDiffTool.withLock { $0 = newValue } }
}
