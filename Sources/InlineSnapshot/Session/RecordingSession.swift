import Dump
import Foundation

/// The recording state of this test process: the environment it reads, the one recorder every
/// assertion records through (in the pending mode too), the pending collector, the snapshot
/// files read, the interrupt notice and the compile times, with their lifecycle written here once.
///
/// The first assertion starts the session: it tells once what the environment says (a
/// `SNAPSHOT_TESTING_RECORD` that names no mode), installs the signal handlers of the
/// interrupt notice and registers the exit work (see ``registerExitWork()``).
final class RecordingSession: Sendable {
  /// What the process environment says about recording.
  let environment: RecordingEnvironment
  /// Records into the test files, and checks what the pending mode saves for review.
  let recorder: SnapshotRecorder
  /// Saves the pending mode's recordings for review when the process exits.
  let pending: PendingCollector
  /// Notes the snapshot files the assertions look for, when the review tool asks.
  let references: SnapshotFileReferences
  let interruptNotice: InterruptNotice
  private let compileTimesOnce = Locked<CompileTimes?>(nil)

  /// The session of this process, not started: reading its environment has no effect.
  static let current = RecordingSession()

  /// The session of this process, started on first use.
  static var started: RecordingSession {
    _ = start
    return current
  }

  private static let start: Void = {
    if let notice = current.environment.notice {
      FileHandle.standardError.write(Data("InlineSnapshot: \(notice)\n".utf8))
    }
    current.registerExitWork()
  }()

  private init() {
    environment = RecordingEnvironment(variables: ProcessInfo.processInfo.environment)
    interruptNotice = .shared
    let compileTimes = compileTimesOnce
    recorder = SnapshotRecorder(
      files: LiveSourceFiles(),
      ledger: TemporaryDirectoryRewriteLedger(),
      compileTime: { Self.read(compileTimes).compileTime(of: $0) },
      compileIsRecorded: { Self.read(compileTimes).hasRecord(of: $0) },
      interruptNotice: interruptNotice
    )
    pending = PendingCollector(
      recorder: recorder,
      buildTime: TestBinary.modificationTime,
      environment: ProcessInfo.processInfo.environment
    )
    references = SnapshotFileReferences(environment: ProcessInfo.processInfo.environment)
  }

  /// Runs `assertion` against this process's recorder and pending collector.
  func run(_ assertion: InlineSnapshotAssertion) -> SnapshotOutcome {
    assertion.run(recorder: recorder, pending: pending)
  }

  /// When each source of the test binary was compiled, read from the build on first use.
  var compileTimes: CompileTimes { Self.read(compileTimesOnce) }

  private static func read(_ once: Locked<CompileTimes?>) -> CompileTimes {
    once.withLock { known in
      if let known { return known }
      let times = CompileTimes.ofTestBinary()
      known = times
      return times
    }
  }
}
