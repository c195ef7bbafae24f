import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test process stopped by SIGINT or SIGTERM after it recorded says which recordings it
/// dropped, and writes nothing: this test binary started again and stopped by a signal.
@Suite struct InterruptedProcessTests {
  static let childVariable = "VERBATIM_INTERRUPTED_CHILD"

  /// A test file whose assertion on line 2 has no snapshot yet.
  static let source = """
    func test() {
      assertInlineSnapshot(of: 1, as: .description)
    }

    """

  #if os(Linux) || os(macOS)
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedProcessSaysWhichRecordingsItDropped(_ signalNumber: Int32) throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let path = directory.file("Tests.swift").path
      try Data(Self.source.utf8).write(to: URL(fileURLWithPath: path))
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
      let output = fileText(log) ?? ""
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
      #expect(fileText(URL(fileURLWithPath: path)) == Self.source)
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
    let outcome = recorder.record("1", replacing: nil, at: SnapshotSite(filePath: path, line: 2, column: 23))
    #expect(outcome == .recorded)
    let ready = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("ready")
    try Data().write(to: ready)
    while true { pause() }
  }
}
