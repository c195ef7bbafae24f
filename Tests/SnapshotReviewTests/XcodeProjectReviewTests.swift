import Foundation
@testable import SnapshotReview
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Pending mode where no `Package.swift` is above the test file (an Xcode project): the store
/// goes to the git repository's root, where the tool finds it without help; outside any
/// repository, the failure says nothing was saved, and why.
@Suite struct XcodeProjectReviewTests {
  @Test func anXcodeProjectsSnapshotsAreSavedAtTheRepositoryAndAccepted() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source, layout: .xcodeProjectInGit)
    defer { scratch.remove() }
    let failures = scratch.pendingRun(TwoPendingSnapshots.run)
    #expect(failures.count == 2)
    #expect(
      failures.allSatisfy { $0.hasSuffix(PendingCollector.reviewHint(notWriting: "source")) },
      "\(failures)")
    let batches = scratch.store.batchFiles()
    #expect(batches.count == 1)
    let batch = try PendingBatch.decode(Data(contentsOf: batches[0]))
    #expect(batch.entries.map(\.place.file) == Array(repeating: "Tests/AppTests/AppTests.swift", count: 2))
    #expect(batch.packagePath == "")
    let (status, console) = scratch.run("accept")
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func outsideAnyRepositoryNothingIsAnnouncedAsSaved() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotReviewTests-\(UUID().uuidString)")
    let scratch = try ScratchPackage(
      source: TwoPendingSnapshots.source, in: folder, layout: .xcodeProjectInGit)
    defer { scratch.remove() }
    try FileManager.default.removeItem(at: folder.appendingPathComponent(".git"))
    // The system's temporary folder is in no repository and no package.
    try #require(PendingStore.projectRoot(containing: scratch.testFile) == nil)
    let failures = scratch.pendingRun(TwoPendingSnapshots.run)
    #expect(failures.count == 2)
    #expect(failures.allSatisfy { !$0.contains("Saved for review") }, "\(failures)")
    let failure = failures[1].replacingOccurrences(of: scratch.testFile, with: "FILE")
    assertInlineSnapshot(of: failure, as: .lines) {
      """
      No expected value to assert against. Actual: …

        Goodbye,\\r
        \"\"\" \\# \\u{1}	Blob

      Could not save the snapshot for review: no Package.swift or git repository holds FILE, and the review tool finds pending snapshots through one; put the project under git ('git init'), or record in place with SNAPSHOT_TESTING_RECORD=failed
      """
    }
    #expect(try scratch.text == TwoPendingSnapshots.source)
  }
}
