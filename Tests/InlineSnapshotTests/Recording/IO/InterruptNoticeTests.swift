import Foundation
@testable import InlineSnapshot
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test process stopped by SIGINT or SIGTERM after it recorded says which recordings it
/// dropped, and writes nothing.
@Suite struct InterruptNoticeTests {
  static let childVariable = "VERBATIM_INTERRUPTED_CHILD"

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

  #if os(Linux) || os(macOS)
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedProcessSaysWhichRecordingsItDropped(_ signalNumber: Int32) throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let path = directory.file("Tests.swift").path
      try Data(SnapshotRecorderTests.source.utf8).write(to: URL(fileURLWithPath: path))
      let log = directory.file("child.log")
      let child = try ChildTestProcess.start(
        filter: "interruptedChild",
        environment: [Self.childVariable: path],
        log: log
      )
      let ready = directory.file("ready").path
      // The child says it recorded by creating a file; there is no event to await.
      while !FileManager.default.fileExists(atPath: ready), child.isRunning {
        usleep(1_000)  // sleep-ok
      }
      kill(child.processIdentifier, signalNumber)
      child.waitUntilExit()
      let output = Fixtures.text(log) ?? ""
      #expect(child.terminationReason == .uncaughtSignal)
      #expect(child.terminationStatus == signalNumber)
      #expect(
        output.contains(
          """
          InlineSnapshot: the test process was stopped by a signal, so 1 recorded snapshot was \
          not written:
            \(path):2
          Run the tests again to record them.
          """
        ),
        "\(output.suffix(3000))"
      )
      #expect(Fixtures.text(URL(fileURLWithPath: path)) == SnapshotRecorderTests.source)
    }
  #endif

  /// Runs in a child process only: records with the shared notice, then waits for a signal.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func interruptedChild() throws {
    let path = try #require(ProcessInfo.processInfo.environment[Self.childVariable])
    let recorder = SnapshotRecorder(
      files: LiveSourceFiles(),
      compileTime: { _ in nil },
      interruptNotice: .shared
    )
    // What the first assertion of a test process does: it installs the handlers too.
    RecordingSession.current.interruptNotice.installHandlers()
    let outcome = recorder.record("1", replacing: nil, at: SnapshotRecorderTests.site(path, line: 2))
    #expect(outcome == .recorded)
    let ready = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("ready")
    try Data().write(to: ready)
    while true { pause() }
  }
}
