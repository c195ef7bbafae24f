import Testing

@testable import InlineSnapshot

/// What the process's one recorder does for every record mode, as its session uses it.
@Suite struct RecordingSessionTests {
  static let path = "/Tests.swift"
  static let source = """
    func test() {
      assertInlineSnapshot(of: 1, as: .description)
      assertInlineSnapshot(of: 2, as: .description)
    }

    """

  @Test func thePendingModeChecksThroughTheOneRecorderAndWritesNothing() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    let pending = PendingCollector(recorder: recorder, buildTime: nil, environment: [:])
    func assert(_ value: String, line: Int, record: SnapshotTestingConfiguration.Record) {
      let failure = InlineSnapshotAssertion(
        actual: value, expected: nil, record: record,
        site: SnapshotSite(filePath: Self.path, line: line, column: 23), function: "test()"
      ).failure(recorder: recorder, environment: RecordingEnvironment(variables: [:]), pending: pending)
      #expect(failure != nil)
    }
    assert("1", line: 2, record: .pending)
    assert("2", line: 3, record: .missing)
    // One read and parse of the file serves both modes.
    #expect(files.reads == 1)
    #expect(recorder.flush().written == ["Recorded 1 snapshot in /Tests.swift"])
    // Only the recording made outside the pending mode is written.
    #expect(files[Self.path]?.contains("assertInlineSnapshot(of: 1, as: .description)\n") == true)
    #expect(files[Self.path]?.contains("assertInlineSnapshot(of: 2, as: .description) {") == true)
  }
}
