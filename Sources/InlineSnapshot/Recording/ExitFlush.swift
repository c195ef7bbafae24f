import Dump
import Foundation

/// Writes the shared recorder's snapshots when the test process exits.
///
/// Writing only at exit (see ``ProcessExit``) means no test is still running against the file
/// being rewritten. A process stopped by SIGINT or SIGTERM writes nothing and says so (see
/// ``InterruptNotice``).
package enum ExitFlush {
  /// Registers the exit handler; only the first call has an effect.
  package static func install() {
    _ = registration
  }

  private static let registration: Void = {
    InterruptNotice.shared.installHandlers()
    ProcessExit.register(.writeSnapshots) {
      let report = SnapshotRecorder.shared.flush()
      // Notes written before this binary was built serve no process of this run or later.
      if let built = TestBinary.modificationTime {
        TemporaryDirectoryRewriteLedger().removeEntries(notModifiedSince: built)
        // The folder earlier versions kept their notes in.
        TemporaryDirectoryRewriteLedger(
          directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("verbatim-inline-snapshot-rewrites")
        ).removeEntries(notModifiedSince: built)
      }
      for line in report.written + report.problems {
        FileHandle.standardError.write(Data("InlineSnapshot: \(line)\n".utf8))
      }
    }
  }()
}
