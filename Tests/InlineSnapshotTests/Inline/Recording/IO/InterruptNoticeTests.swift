import Testing

@testable import InlineSnapshot

/// What a test process stopped by SIGINT or SIGTERM after it recorded says (the stop itself:
/// InterruptedProcessTests, in InlineSnapshotEndToEndTests).
@Suite struct InterruptNoticeTests {
  @Test func theMessageNamesEachDroppedRecording() {
    #expect(InterruptNotice.message(pending: []) == "")
    #expect(
      InterruptNotice.message(pending: ["/T.swift:2", "/T.swift:9"]) == """
        InlineSnapshot: the test process was stopped by a signal, so 2 recorded snapshots were \
        not written:
          /T.swift:2
          /T.swift:9
        Run the tests again to record them.

        """
    )
  }

  @Test func aLongListIsCutToFitTheBuffer() {
    let pending = (1...500).map { "/Some/Long/Path/To/Tests.swift:\($0)" }
    let message = InterruptNotice.message(pending: pending)
    #expect(message.utf8.count <= 4096)
    #expect(message.hasSuffix("  … (500 in all)\nRun the tests again to record them.\n"))
    #expect(message.contains("\n  /Some/Long/Path/To/Tests.swift:1\n"))
  }

  /// The notice is rewritten at every recording: of a long lazy list, only the lines it holds
  /// are read, and the text is the one the whole list gives.
  @Test func aLazyListIsReadOnlyAsFarAsTheNoticeHolds() {
    final class Reads: @unchecked Sendable { var count = 0 }
    let reads = Reads()
    let all = (1...100_000).map { "/Some/Long/Path/To/Tests.swift:\($0)" }
    let lazy = all.lazy.map { line in
      reads.count += 1
      return line
    }
    let message = InterruptNotice.message(count: all.count, pending: lazy)
    #expect(message == InterruptNotice.message(pending: all))
    #expect(reads.count < 200)
  }
}
