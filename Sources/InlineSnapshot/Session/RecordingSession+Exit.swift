// Session/: the test process: the session every check starts, the build it came from, where it
// runs, the running test, and how failures reach XCTest or Swift Testing.

import Dump
import Foundation

extension RecordingSession {
  /// Writes the recorder's snapshots into the test files, then saves the pending collector's
  /// batches for review and the snapshot files read, when the process exits (in ``ProcessExit``'s first phase).
  ///
  /// Writing only at exit means no test is still running against the file being rewritten. A
  /// process stopped by SIGINT or SIGTERM writes nothing and says so (see ``InterruptNotice``).
  func registerExitWork() {
    interruptNotice.installHandlers()
    ProcessExit.register(.finishWrites) { [self] in
      let report = recorder.flush()
      // Notes written before this binary was built serve no process of this run or later.
      if let built = TestBinary.modificationTime {
        TemporaryDirectoryRewriteLedger().removeEntries(notModifiedSince: built)
        // The folder earlier versions kept their notes in.
        TemporaryDirectoryRewriteLedger(
          directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("verbatim-inline-snapshot-rewrites")
        ).removeEntries(notModifiedSince: built)
      }
      let lines = report.written + report.removedEntries + report.problems + pending.save()
        + references.save()
      for line in lines {
        FileHandle.standardError.write(Data("InlineSnapshot: \(line)\n".utf8))
      }
    }
  }
}
