import InlineSnapshot

/// One file snapshot waiting for review: the whole text of a snapshot file, which accepting
/// writes in place of the file.
package struct PendingFileSnapshot: Sendable {
  /// The entry as the test process saved it.
  package var entry: PendingBatch.FileEntry
  /// Where the entry is kept.
  package var origin: PendingOrigin
  /// The snapshot file's absolute path.
  package var path: String
  /// When the test binary that produced it was built, if known.
  package var buildTime: Int64?
  /// When its batch was saved.
  package var createdAt: Int64
  /// Ready, or one of several texts (of one build's processes, or of CI jobs); never stale,
  /// since a file is found by its path.
  package var status: PendingSnapshot.Status = .ready
  /// The CI jobs whose bundles hold this text; empty for the local store.
  package var jobs: [String] = []
  /// The same snapshot, the same text, in other jobs' bundles: removed along with this one.
  package var copies: [(origin: PendingOrigin, id: String)] = []

  /// The snapshot file's path relative to the package root.
  package var file: String { entry.file }

  /// Says which jobs wrote this text and which wrote others, for a disagreement.
  package var disagreement: String? {
    status.disagreement(writtenBy: jobs)
  }

  /// What accepting does: creates the file, or replaces one that did not match.
  package var summary: String {
    entry.old == nil ? "new snapshot file" : "snapshot file did not match"
  }

  /// Whether `filter` (a path or a path's end) names the snapshot file or its test file.
  func matches(_ filter: String) -> Bool {
    [entry.file, entry.testFile].contains { $0 == filter || $0.hasSuffix("/" + filter) }
      || path == filter
  }
}
