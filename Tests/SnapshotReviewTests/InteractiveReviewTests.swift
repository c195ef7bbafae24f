import Foundation
@testable import SnapshotReview
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// `review`, driven by keys; the pseudo-terminal is tested end to end (run.sh).
@Suite struct InteractiveReviewTests {
  @Test func withoutATerminalItExplainsTheOtherVerbsAndExitsWithTwo() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("review")
    #expect(status == 2)
    #expect(console.errors.hasPrefix("'review' asks questions, so it needs a terminal."))
    #expect(try scratch.text == TwoPendingSnapshots.source)
  }

  @Test func acceptThenRejectWritesTheFirstAndDropsBoth() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("review", keys: "ar", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(
      console.output.contains(
        """
        Reviewing 1 of 2 · Tests/AppTests/AppTests.swift:5 · test() · snapshot did not match
        @@ −1,1 +1,1 @@
        −Hello, Blob
        +Hello, Blob!

        """))
    // A new snapshot shows whole, its control characters escaped.
    #expect(
      console.output.contains(
        ##"""
        Reviewing 2 of 2 · Tests/AppTests/AppTests.swift:13 · test() · new snapshot
        +Goodbye,\r
        +""" \# \u{1}\##tBlob

        """##))
    #expect(console.output.contains("Wrote 1 snapshot into Tests/AppTests/AppTests.swift\n"))
    #expect(console.output.hasSuffix("Accepted 1, rejected 1, skipped 0.\n"))
    #expect(try scratch.text.contains("Hello, Blob!\n"))
    #expect(try !scratch.text.contains("Goodbye"))
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func aRedactedSnapshotShowsItsTextWithoutRedactionsUnderTheDifference() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(
      TwoPendingSnapshots.run,
      unredacted: [5: "Hello, 3F2504E0-4F89-41D3-9A0C-0305E82C3301\r\nBlob!"])
    let (status, console) = scratch.run("review", keys: "sq", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(
      console.output.contains(
        #"""
        +Hello, Blob!
        Without redactions:
          Hello, 3F2504E0-4F89-41D3-9A0C-0305E82C3301\r
          Blob!
        a accept
        """#))
    // Only the snapshot that redacted something has the section.
    #expect(console.output.components(separatedBy: "Without redactions:").count == 2)
  }

  @Test func skipAndQuitKeepTheRestPending() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("review", keys: "sq", interactive: true)
    #expect(status == 0)
    #expect(console.output.hasSuffix("Accepted 0, rejected 0, skipped 1, 1 not reviewed.\n"))
    #expect(try scratch.text == TwoPendingSnapshots.source)
    #expect(scratch.run("list").console.output.split(separator: "\n").count == 2)
  }

  @Test func upperCaseAcceptsEverythingLeft() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("review", keys: "A", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
  }

  @Test func acceptingAllTheRestLeavesWhatCannotApply() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    try scratch.write(TwoPendingSnapshots.source.replacingOccurrences(of: "bye()", with: "bye(2)"))
    let (status, console) = scratch.run("review", keys: "A", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(console.errors == "")
    #expect(console.output.hasSuffix("Accepted 1, rejected 0, skipped 1.\n"))
    #expect(scratch.run("list").console.output.contains("AppTests.swift:13 test() new snapshot [cannot apply"))
  }

  @Test func controlCQuits() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("review", keys: "\u{03}a", interactive: true)
    #expect(status == 0)
    #expect(console.output.hasSuffix("Accepted 0, rejected 0, skipped 0, 2 not reviewed.\n"))
    #expect(try scratch.text == TwoPendingSnapshots.source)
  }

  @Test func aConflictIsSettledByPickingOneValue() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun([(5, 23, "Hello, Blob?", "Hello, Blob")], builtAt: 1, createdAt: 1)
    scratch.pendingRun([(5, 23, "Hello, Blob!", "Hello, Blob")], builtAt: 1, createdAt: 2)
    let (status, console) = scratch.run("review", keys: "sa", interactive: true)
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text.contains("Hello, Blob!\n"))
    #expect(scratch.store.batchFiles().isEmpty)
  }
}
