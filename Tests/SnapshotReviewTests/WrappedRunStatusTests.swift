import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot
@testable import SnapshotReview

/// `verbatim-snapshots test`'s exit status: a red run never exits 0.
@Suite struct WrappedRunStatusTests {
  /// (swift test's status, the review's, whether --unreferenced failed the run) → exit status.
  static let table: [(run: Int32, review: Int32, unreferencedFailed: Bool, exit: Int32)] = [
    (0, 0, false, 0),
    (0, 1, false, 1),
    (0, 0, true, 1),
    (0, 1, true, 1),
    (1, 0, false, 1),
    (1, 1, false, 1),
    (1, 0, true, 1),
    (1, 2, false, 1),
    // Killed by a signal: the run's status, not the tool's.
    (15, 0, false, 15),
    (15, 0, true, 15),
    (143, 1, false, 143),
  ]

  @Test(arguments: table.indices)
  func exitStatus(row: Int) {
    let (run, review, unreferencedFailed, exit) = Self.table[row]
    let status = WrappedRunStatus(
      run: run, review: review, unreferencedFailed: unreferencedFailed)
    #expect(status.exitStatus == exit)
  }

  @Test func aFailedRunIsNeverZeroWhateverTheToolSaid() {
    for run in Int32(1)...255 {
      for review in Int32(0)...2 {
        for failed in [false, true] {
          let status = WrappedRunStatus(run: run, review: review, unreferencedFailed: failed)
          #expect(status.exitStatus != 0)
        }
      }
    }
  }

  @Test func aFailingRunWithOlderPendingEntriesExitsWithItsStatus() throws {
    let scratch = try ScratchPackage(source: "")
    defer { scratch.remove() }
    // An older run left an entry pending; this one fails on an `#expect(Bool(false))`.
    scratch.fileRun([(test: "older()", value: "older")])
    let (status, console) = scratch.run("test") { _, _ in 1 }
    #expect(status == 1)
    #expect(console.output.contains("older.1.txt"))
  }

  @Test func aFilteredRunTheToolRefusesToJudgeExitsWithItsStatus() throws {
    let scratch = try ScratchPackage(source: "")
    defer { scratch.remove() }
    scratch.fileRun([(test: "older()", value: "older")])
    for policy in UnreferencedPolicy.allCases {
      let (status, console) = scratch.run(
        "test", "--unreferenced=\(policy.rawValue)", "--filter", "greeting"
      ) { _, _ in 1 }
      #expect(status == 1)
      #expect(console.errors.contains("not judged: the run was filtered (--filter)"))
    }
  }

  @Test func aFailedRunWhoseUnreferencedFilesWereDeletedExitsWithItsStatus() throws {
    let scratch = try ScratchPackage(source: "")
    defer { scratch.remove() }
    scratch.fileRun([(test: "older()", value: "older")])
    let gone = scratch.snapshots.appendingPathComponent("gone.1.txt")
    try scratch.writeSnapshot("gone.1.txt", "text")
    try scratch.writeSnapshot("kept.1.txt", "text")
    let (status, console) = scratch.run("test", "--unreferenced=delete") { environment, _ in
      let references = SnapshotFileReferences(environment: environment)
      references.note(scratch.snapshots.appendingPathComponent("kept.1.txt"))
      _ = references.save()
      return 1
    }
    #expect(console.output.contains("Deleted Tests/AppTests/__Snapshots__/AppTests/gone.1.txt"))
    #expect(!FileManager.default.fileExists(atPath: gone.path))
    #expect(status == 1)
  }
}
