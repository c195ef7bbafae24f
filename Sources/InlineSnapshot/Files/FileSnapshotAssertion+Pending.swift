import Dump
import Foundation

extension FileSnapshotAssertion {
  /// Saves the value's snapshot to the pending store instead of its file, as an inline
  /// snapshot's recording is saved.
  ///
  /// The store holds text: a snapshot (or a file on disk) whose bytes are not UTF-8 is refused,
  /// never saved altered.
  func saveForReview(
    _ data: Data,
    unredacted: String?,
    replacing reference: Data?,
    at location: SnapshotFileLocation
  ) -> SnapshotRecorder.Outcome {
    guard let pending else {
      return .failed("no pending store is set up for this assertion")
    }
    guard let new = String(data: data, encoding: .utf8),
      reference.map({ String(data: $0, encoding: .utf8) != nil }) ?? true
    else {
      return .failed(
        """
        the snapshot is not UTF-8 text, and the pending store holds text only; record this \
        file with .failed or .missing instead
        """)
    }
    let old = reference.flatMap { String(data: $0, encoding: .utf8) }
    return pending.record(
      new, replacing: old, at: .file(location.file.path), test: testName,
      testFile: testFilePath, unredacted: { unredacted })
  }
}
