import Testing

@testable import InlineSnapshot

/// The globals older InlineSnapshotTesting tests assign; reading them follows the scoped mode.
///
/// Assigning them would change every test running in parallel, so only reads are tested here.
@Suite struct DeprecatedGlobalsTests {
  @available(*, deprecated)
  @Test func isRecordingReadsTheScopedMode() {
    withSnapshotTesting(record: .all) {
      #expect(isRecording)
    }
    withSnapshotTesting(record: .failed) {
      #expect(!isRecording)
    }
  }

  @available(*, deprecated)
  @Test func diffToolReadsTheScopedTool() {
    withSnapshotTesting(diffTool: .ksdiff) {
      #expect(diffTool.tool("a", "b") == #"ksdiff "a" "b""#)
    }
  }
}
