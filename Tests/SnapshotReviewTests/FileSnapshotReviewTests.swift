import Foundation
@testable import SnapshotReview
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// File snapshots saved in the pending mode, through the tool's verbs, on a real package folder.
@Suite struct FileSnapshotReviewTests {
  @Test func thePendingModeWritesNoSnapshotFile() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    #expect(scratch.snapshot("testReport.1.txt") == "total: 1\nitems: 1\n")
    #expect(scratch.snapshot("testSummary.1.txt") == nil)
    #expect(scratch.store.batchFiles().count == 1)
  }

  @Test func listShowsOneLinePerFileAndItsKindInJSON() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("list")
    #expect(status == 0)
    #expect(console.output == """
      Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt testReport() snapshot file did not match
      Tests/AppTests/__Snapshots__/AppTests/testSummary.1.txt testSummary() new snapshot file

      """)
    let json = scratch.run("list", "--json").console.output.split(separator: "\n")
    let first = try JSONSerialization.jsonObject(with: Data(json[0].utf8)) as? [String: Any]
    #expect(first?["kind"] as? String == "file")
    #expect(first?["file"] as? String == "Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt")
    #expect(first?["testFile"] as? String == "Tests/AppTests/AppTests.swift")
    #expect(first?["old"] as? String == "total: 1\nitems: 1\n")
    #expect(first?["new"] as? String == "total: 2\nitems: 1\n")
  }

  @Test func anInlineSnapshotIsListedAsInlineInJSON() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let output = scratch.run("list", "--json").console.output
    let line = try #require(output.split(separator: "\n").first)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    #expect(object?["kind"] as? String == "inline")
  }

  @Test func acceptWritesEachFileWholeAndEmptiesTheStore() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("accept")
    #expect(status == 0, "\(console.errors)")
    #expect(scratch.snapshot("testReport.1.txt") == "total: 2\nitems: 1\n")
    #expect(scratch.snapshot("testSummary.1.txt") == "no newline at the end")
    #expect(scratch.store.batchFiles().isEmpty)
    // The next run passes: nothing is saved.
    #expect(scratch.fileRun([
      ("testReport()", "total: 2\nitems: 1\n"), ("testSummary()", "no newline at the end"),
    ]) == [])
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func acceptTakesAFilterNamingTheSnapshotFileOrTheTestFile() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    #expect(scratch.run("accept", "testSummary.1.txt").status == 0)
    #expect(scratch.snapshot("testSummary.1.txt") == "no newline at the end")
    #expect(scratch.snapshot("testReport.1.txt") == "total: 1\nitems: 1\n")
    #expect(scratch.run("list").console.output.hasPrefix(
      "Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt"))
    #expect(scratch.run("accept", "AppTests/AppTests.swift").status == 0)
    #expect(scratch.snapshot("testReport.1.txt") == "total: 2\nitems: 1\n")
  }

  @Test func acceptRefusesAFileChangedSinceTheRunAndKeepsItPending() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    try scratch.writeSnapshot("testReport.1.txt", "edited by hand\n")
    try scratch.writeSnapshot("testSummary.1.txt", "created since\n")
    let (status, console) = scratch.run("accept")
    #expect(status == 1)
    #expect(console.errors.contains(
      "Refused Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt: changed since the test ran"))
    #expect(console.errors.contains("testSummary.1.txt: was created since the test ran"))
    #expect(scratch.snapshot("testReport.1.txt") == "edited by hand\n")
    #expect(scratch.snapshot("testSummary.1.txt") == "created since\n")
    #expect(scratch.run("list").console.output.split(separator: "\n").count == 2)
  }

  @Test func aFileAlreadyHoldingTheNewTextIsAcceptedWithoutWriting() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    try scratch.writeSnapshot("testReport.1.txt", "total: 2\nitems: 1\n")
    let (status, console) = scratch.run("accept", "testReport.1.txt")
    #expect(status == 0, "\(console.errors)")
    #expect(!console.output.contains("Wrote Tests/AppTests/__Snapshots__/AppTests/testReport"))
    #expect(scratch.run("list").console.output.split(separator: "\n").count == 1)
  }

  @Test func processesOfOneBuildThatDisagreeConflictUntilAReviewPicksOne() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshotFiles.source)
    defer { scratch.remove() }
    scratch.fileRun([("testA()", "one\n")], createdAt: 1)
    scratch.fileRun([("testA()", "two\n")], createdAt: 2)
    let listed = scratch.run("list").console.output
    #expect(listed.components(separatedBy: "[conflicting: review to pick one]").count == 3)
    let (status, console) = scratch.run("accept")
    #expect(status == 1)
    #expect(console.errors.contains("processes of one build produced different texts"))
    #expect(scratch.snapshot("testA.1.txt") == nil)
    let review = scratch.run("review", keys: "s" + "a", interactive: true)
    #expect(review.status == 0, "\(review.console.errors)")
    #expect(scratch.snapshot("testA.1.txt") == "two\n")
    #expect(scratch.run("list").console.output == "")
  }

  @Test func rejectDropsThemAndLeavesTheFiles() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("reject")
    #expect(status == 0)
    #expect(console.output == "Rejected 2 snapshots; the test and snapshot files are unchanged.\n")
    #expect(scratch.snapshot("testReport.1.txt") == "total: 1\nitems: 1\n")
    #expect(scratch.snapshot("testSummary.1.txt") == nil)
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func aPassingRunMakesAnOlderEntryObsolete() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    try scratch.writeSnapshot("testReport.1.txt", "total: 2\nitems: 1\n")
    #expect(scratch.fileRun([("testReport()", "total: 2\nitems: 1\n")]) == [])
    #expect(scratch.run("list").console.output == """
      Tests/AppTests/__Snapshots__/AppTests/testSummary.1.txt testSummary() new snapshot file

      """)
  }

  @Test func reviewShowsTheDifferenceAndAcceptingWritesTheFile() throws {
    let scratch = try TwoPendingSnapshotFiles.package()
    defer { scratch.remove() }
    let (status, console) = scratch.run("review", keys: "ar", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(console.output.contains(
      "Reviewing 1 of 2 · Tests/AppTests/__Snapshots__/AppTests/testReport.1.txt · testReport()"))
    #expect(console.output.contains("−total: 1\n+total: 2\n"))
    #expect(console.output.contains("+no newline at the end"))
    #expect(console.output.contains("Accepted 1, rejected 1, skipped 0."))
    #expect(scratch.snapshot("testReport.1.txt") == "total: 2\nitems: 1\n")
    #expect(scratch.snapshot("testSummary.1.txt") == nil)
    #expect(scratch.store.batchFiles().isEmpty)
  }

  /// One review over closures and files: numbered out of all of them, and quitting counts
  /// both as not reviewed (closures were numbered out of their own count, and quitting among
  /// them left the files uncounted).
  @Test func oneReviewNumbersInlineAndFileSnapshotsTogether() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    scratch.fileRun([("testSummary()", "no newline at the end")])
    let list = scratch.run("list").console.output
    #expect(list.hasSuffix("testSummary.1.txt testSummary() new snapshot file\n"), "\(list)")
    let (status, console) = scratch.run("review", keys: "q", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(console.output.contains("Reviewing 1 of 3 · Tests/AppTests/AppTests.swift:5 ·"))
    #expect(console.output.hasSuffix("Accepted 0, rejected 0, skipped 0, 3 not reviewed.\n"))
    let files = scratch.run("review", keys: "sss", interactive: true).console.output
    #expect(files.contains(
      "Reviewing 3 of 3 · Tests/AppTests/__Snapshots__/AppTests/testSummary.1.txt · testSummary()"))
  }

  @Test func bundlesOfJobsAgreeOrDisagreeOnAFileAndPreferPicks() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshotFiles.source)
    defer { scratch.remove() }
    func job(_ name: String, _ values: [(String, String)]) throws -> String {
      let store = scratch.root.appendingPathComponent(".build/\(name)").path
      let environment = ["VERBATIM_PENDING_DIR": store]
      scratch.fileRun(values, environment: environment)
      let bundle = "\(name).json"
      let (status, console) = scratch.run(
        "export", "--bundle", bundle, "--job", name, environment: environment)
      #expect(status == 0, "\(console.errors)")
      return bundle
    }
    let linux = try job("linux", [("testA()", "same\n"), ("testB()", "linux\n")])
    let macOS = try job("macos", [("testA()", "same\n"), ("testB()", "macos\n")])
    let listed = scratch.run("list", "--from", linux, "--from", macOS).console.output
    #expect(listed.contains("testA.1.txt testA() new snapshot file [jobs agree: linux, macos]"))
    #expect(listed.contains(
      "testB.1.txt testB() new snapshot file [jobs disagree: linux wrote this text, macos another"))
    let refused = scratch.run("export", "--patch", "-", "--from", linux, "--from", macOS)
    #expect(refused.status == 1)
    #expect(refused.console.errors.contains("No patch written"))
    let (status, console) = scratch.run(
      "accept", "--from", linux, "--from", macOS, "--prefer", "macos")
    #expect(status == 0, "\(console.errors)")
    #expect(scratch.snapshot("testA.1.txt") == "same\n")
    #expect(scratch.snapshot("testB.1.txt") == "macos\n")
    #expect(scratch.run("list", "--from", linux, "--from", macOS).console.output == "")
  }
}
