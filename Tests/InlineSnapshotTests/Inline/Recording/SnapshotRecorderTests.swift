import Foundation
import Dump
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

@Suite struct SnapshotRecorderTests {
  static let source = """
    func test() {
      assertInlineSnapshot(of: 1, as: .description)
      assertInlineSnapshot(of: 2, as: .description)
    }

    """

  /// The site of the call on `line` of ``source`` (`#column` is just after the name).
  static func site(_ path: String = "/Tests.swift", line: Int) -> SnapshotSite {
    SnapshotSite(filePath: path, line: line, column: 23)
  }

  @Test func writesPendingSnapshotsOnFlush() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    #expect(recorder.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(files["/Tests.swift"] == Self.source)
    let report = recorder.flush()
    #expect(report.problems.isEmpty)
    #expect(report.written == ["Recorded 1 snapshot in /Tests.swift"])
    #expect(
      files["/Tests.swift"] == """
        func test() {
          assertInlineSnapshot(of: 1, as: .description) {
            \"\"\"
            1
            \"\"\"
          }
          assertInlineSnapshot(of: 2, as: .description)
        }

        """
    )
  }

  @Test func refusesToOverwriteAFileChangedOnDisk() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    _ = recorder.record("1", replacing: nil, at: Self.site(line: 2))
    files["/Tests.swift"] = Self.source + "// edited by hand\n"
    let problems = recorder.flush().problems
    #expect(problems.count == 1)
    #expect(problems.first?.contains("changed on disk") == true)
    #expect(files["/Tests.swift"] == Self.source + "// edited by hand\n")
  }

  @Test func anUnwritableFileDoesNotStopTheOthers() {
    let files = MemoryFiles(
      ["/A.swift": Self.source, "/B.swift": Self.source],
      unwritable: ["/A.swift"]
    )
    let recorder = SnapshotRecorder(files: files)
    _ = recorder.record("1", replacing: nil, at: Self.site("/A.swift", line: 2))
    _ = recorder.record("2", replacing: nil, at: Self.site("/B.swift", line: 3))
    let problems = recorder.flush().problems
    #expect(problems.count == 1)
    #expect(problems.first?.contains("/A.swift") == true)
    #expect(files["/A.swift"] == Self.source)
    #expect(files["/B.swift"]?.contains("    2\n") == true)
  }

  @Test func anUnreadableFileIsReportedWhenRecording() {
    let recorder = SnapshotRecorder(files: MemoryFiles([:], unreadable: ["/Gone.swift"]))
    guard case .failed(let reason) = recorder.record("1", replacing: nil, at: Self.site("/Gone.swift", line: 2))
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(reason.contains("Could not read /Gone.swift"))
  }

  @Test func aCallThatCannotBeFoundIsReportedWhenRecording() {
    let recorder = SnapshotRecorder(files: MemoryFiles(["/Tests.swift": Self.source]))
    let outcome = recorder.record("1", replacing: nil, at: SnapshotSite(filePath: "/Tests.swift", line: 1, column: 5))
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(reason.contains("No call found at line 1, column 5"))
  }

  @Test func refusesToWriteWhenTheFileNoLongerHoldsTheSnapshotTheTestRanWith() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    let outcome = recorder.record("2", replacing: "1", at: Self.site(line: 2))
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(reason.contains("the file changed since it was compiled"))
    #expect(recorder.flush().problems.isEmpty)
    #expect(files["/Tests.swift"] == Self.source)
  }

  @Test func aProcessStartedAfterAnotherRecordedWritesIntoTheCallsItWasBuiltFrom() throws {
    // XCTest and Swift Testing run in two processes of one build, as do `--parallel` workers:
    // the second starts after the first rewrote the file, and its `#line`s describe the old text.
    let source = """
      func test() {
        assertInlineSnapshot(of: 1, as: .description)
        assertInlineSnapshot(of: 2, as: .description)
        assertInlineSnapshot(of: 3, as: .description)
        assertInlineSnapshot(of: 4, as: .description)
        assertInlineSnapshot(of: 5, as: .description)
        assertInlineSnapshot(of: 6, as: .description)
      }

      """
    let files = MemoryFiles(["/Tests.swift": source])
    let built = files.build()
    let ledger = MemoryRewriteLedger()
    let xcTest = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(xcTest.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(xcTest.flush().problems.isEmpty)
    // Line 7 of the compiled text held the sixth call; it now holds the second.
    let swiftTesting = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(swiftTesting.record("6", replacing: nil, at: Self.site(line: 7)) == .recorded)
    #expect(try swiftTesting.source(of: "/Tests.swift").text == source)
    #expect(swiftTesting.flush().problems.isEmpty)
    let both = SnapshotRewriter.apply(
      [Self.site(line: 2).edit(writing: "1"), Self.site(line: 7).edit(writing: "6")],
      to: source
    )
    #expect(files["/Tests.swift"] == both.text)
  }

  @Test func anotherProcessRecordingTheSameCallIsReportedNotOverwritten() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let ledger = MemoryRewriteLedger()
    let built = files.build()
    let first = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    let second = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(first.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(second.record("one", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(first.flush().problems.isEmpty)
    let afterFirst = files["/Tests.swift"]
    let problems = second.flush().problems
    #expect(problems.count == 1)
    #expect(problems.first?.contains("/Tests.swift:2: another test process changed this call") == true)
    #expect(files["/Tests.swift"] == afterFirst)
  }

  @Test func aCallRecordedByAnEarlierRunOfTheBinaryIsReportedAsSuch() {
    // `swift test --skip-build` after a recording run: the binary still has no snapshot here.
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let ledger = MemoryRewriteLedger()
    let built = files.build()
    let first = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(first.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(first.flush().problems.isEmpty)
    let recorded = files["/Tests.swift"]
    let again = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(again.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    let problems = again.flush().problems
    #expect(problems.count == 1)
    #expect(problems.first?.contains("/Tests.swift:2: an earlier run of this test binary") == true)
    #expect(files["/Tests.swift"] == recorded)
  }

  @Test func withoutACompileRecordACallInAnotherFunctionIsRefused() {
    // Saved between the file's compile and the link, with the first test deleted: the line and
    // column that ran `first()`'s call now hold `second()`'s.
    let source = """
      func second() {
        assertInlineSnapshot(of: 2, as: .description)
      }

      """
    let files = MemoryFiles(["/Tests.swift": source])
    let recorder = SnapshotRecorder(
      files: files, compileTime: { _ in nil }, compileIsRecorded: { _ in false })
    let outcome = recorder.record("1", replacing: nil, at: Self.site(line: 2), function: "first()")
    guard case .failed(let reason) = outcome else {
      Issue.record("recorded into another function's call: \(outcome)")
      return
    }
    #expect(reason.contains("is in `second()`, not in `first()`, which ran it"))
    #expect(
      recorder.record("2", replacing: nil, at: Self.site(line: 2), function: "second()") == .recorded
    )
    _ = recorder.flush()
    #expect(files["/Tests.swift"]?.contains("2\n    \"\"\"") == true)
  }

  @Test func aCompileRecordProvesTheTextWithoutTheFunction() {
    // A helper that does not pass `#function` on still records where the build is known.
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files, compileTime: { _ in nil })
    #expect(
      recorder.record("1", replacing: nil, at: Self.site(line: 2), function: "helper()")
        == .recorded
    )
  }

  @Test func theCallsNotWrittenAreListedByTheLinesTheyWereBuiltWith() {
    // The review tool removes from its store what a flush wrote, by these lines: a call another
    // process changed is listed, one moved down by another process's snapshot and written is not.
    let source = """
      func test() {
        assertInlineSnapshot(of: 1, as: .description)
        assertInlineSnapshot(of: 2, as: .description)
        assertInlineSnapshot(of: 3, as: .description)
      }

      """
    let files = MemoryFiles(["/Tests.swift": source])
    let ledger = MemoryRewriteLedger()
    let built = files.build()
    let first = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    let second = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(first.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(first.flush().problems.isEmpty)
    #expect(second.record("one", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(second.record("3", replacing: nil, at: Self.site(line: 4)) == .recorded)
    let report = second.flush()
    #expect(report.written == ["Recorded 1 snapshot in /Tests.swift"])
    #expect(report.unwritten == [.init(path: "/Tests.swift", line: 2)])
    #expect(report.problems.count == 1)
  }

  @Test func twoRecordersOfOneBuildMergeTheirEdits() {
    // Two test processes that read the file before either wrote it (`--parallel`, `--filter`).
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let ledger = MemoryRewriteLedger()
    let built = files.build()
    let first = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    let second = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(first.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(second.record("2", replacing: nil, at: Self.site(line: 3)) == .recorded)
    #expect(first.flush().problems.isEmpty)
    let report = second.flush()
    #expect(report.problems.isEmpty)
    #expect(report.written == ["Recorded 1 snapshot in /Tests.swift"])
    let both = SnapshotRewriter.apply(
      [Self.site(line: 2).edit(writing: "1"), Self.site(line: 3).edit(writing: "2")],
      to: Self.source
    )
    #expect(files["/Tests.swift"] == both.text)
  }

  @Test func aFileEditedAfterTheBuildIsNeverWrittenInto() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let built = files.build()
    // Line 2 of the edited file holds another call, without a closure: a snapshot written
    // there would land in a test that never ran.
    let edited = "// A comment added after the build.\n" + Self.source
    files["/Tests.swift"] = edited
    let recorder = SnapshotRecorder(files: files, buildTime: built)
    let outcome = recorder.record("2", replacing: nil, at: Self.site(line: 3))
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(reason.contains("changed since the test binary was built"))
    #expect(reason.contains("Build and run the tests again"))
    _ = recorder.flush()
    #expect(files["/Tests.swift"] == edited)
  }

  @Test func twoPathsToOneFileRecordIntoItOnce() {
    // A file compiled into two targets through a hard link: one text, two `#filePath`s.
    let files = MemoryFiles(["/A/Tests.swift": Self.source], links: ["/B/Tests.swift": "/A/Tests.swift"])
    let recorder = SnapshotRecorder(files: files)
    #expect(recorder.record("1", replacing: nil, at: Self.site("/A/Tests.swift", line: 2)) == .recorded)
    #expect(recorder.record("1", replacing: nil, at: Self.site("/B/Tests.swift", line: 2)) == .recorded)
    #expect(recorder.record("2", replacing: nil, at: Self.site("/B/Tests.swift", line: 3)) == .recorded)
    let report = recorder.flush()
    #expect(report.problems.isEmpty)
    #expect(report.written == ["Recorded 2 snapshots in /A/Tests.swift"])
    let both = SnapshotRewriter.apply(
      [Self.site(line: 2).edit(writing: "1"), Self.site(line: 3).edit(writing: "2")],
      to: Self.source
    )
    #expect(files["/A/Tests.swift"] == both.text)
  }

  @Test func aCallGettingTwoValuesThroughTwoPathsIsAConflict() {
    let files = MemoryFiles(["/A/Tests.swift": Self.source], links: ["/B/Tests.swift": "/A/Tests.swift"])
    let recorder = SnapshotRecorder(files: files)
    #expect(recorder.observe("1", at: Self.site("/A/Tests.swift", line: 2)) == .consistent)
    #expect(recorder.record("1", replacing: nil, at: Self.site("/A/Tests.swift", line: 2)) == .recorded)
    #expect(
      recorder.observe("one", at: Self.site("/B/Tests.swift", line: 2))
        == .conflicting(cancelledRecording: true)
    )
    #expect(recorder.record("one", replacing: nil, at: Self.site("/B/Tests.swift", line: 2)) == .conflicted)
    _ = recorder.flush()
    #expect(files["/A/Tests.swift"] == Self.source)
  }

  @Test func aFileHardLinkedIntoTwoTargetsIsRecordedThroughBoth() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let first = directory.file("Tests.swift").path
    let second = directory.file("Linked.swift").path
    try Data(Self.source.utf8).write(to: URL(fileURLWithPath: first))
    try FileManager.default.linkItem(atPath: first, toPath: second)
    let recorder = SnapshotRecorder(files: LiveSourceFiles())
    #expect(recorder.record("1", replacing: nil, at: Self.site(first, line: 2)) == .recorded)
    #expect(recorder.record("2", replacing: nil, at: Self.site(second, line: 3)) == .recorded)
    let report = recorder.flush()
    #expect(report.problems.isEmpty)
    let both = SnapshotRewriter.apply(
      [Self.site(line: 2).edit(writing: "1"), Self.site(line: 3).edit(writing: "2")],
      to: Self.source
    )
    #expect(fileText(URL(fileURLWithPath: second)) == both.text)
  }

  @Test func aUnicodeEquivalentEditMadeDuringTheRunIsKept() {
    let composed = "// caf\u{E9}\n" + Self.source
    let decomposed = "// cafe\u{301}\n" + Self.source
    #expect(composed == decomposed)
    let files = MemoryFiles(["/Tests.swift": composed])
    let recorder = SnapshotRecorder(files: files)
    #expect(recorder.record("1", replacing: nil, at: Self.site(line: 3)) == .recorded)
    files["/Tests.swift"] = decomposed
    let problems = recorder.flush().problems
    #expect(problems.count == 1)
    #expect(problems.first?.contains("changed on disk") == true)
    #expect(files["/Tests.swift"].map { Array($0.utf8) } == Array(decomposed.utf8))
  }

  @Test func aCancelledRecordingIsReportedAtExit() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    let site = Self.site(line: 2)
    _ = recorder.observe("1", at: site)
    #expect(recorder.record("1", replacing: nil, at: site) == .recorded)
    #expect(recorder.observe("other", at: site) == .conflicting(cancelledRecording: true))
    let report = recorder.flush()
    #expect(
      report.problems == [
        """
        /Tests.swift:2: the snapshot recorded earlier in this run was cancelled and not \
        written: this call site later produced a different value.
        """
      ]
    )
    #expect(files["/Tests.swift"] == Self.source)
  }

  @Test func aCancelledEntryIsNamedByItsKeyAtExitAndTheOtherEntryIsWritten() {
    // A loop in a parameterized test: `n: 1` produced two values, `n: 2` one.
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    var first = Self.site(line: 2)
    first.key = SnapshotKey("n: 1", order: ["n: 1", "n: 2"])
    var second = first
    second.key = SnapshotKey("n: 2", order: ["n: 1", "n: 2"])
    _ = recorder.observe("1", at: first)
    #expect(recorder.record("1", replacing: nil, at: first) == .recorded)
    _ = recorder.observe("2", at: second)
    #expect(recorder.record("2", replacing: nil, at: second) == .recorded)
    #expect(recorder.observe("other", at: first) == .conflicting(cancelledRecording: true))
    let report = recorder.flush()
    #expect(
      report.problems == [
        """
        /Tests.swift:2: the entry "n: 1" recorded earlier in this run was cancelled and not \
        written: its argument later produced a different value at this call.
        """
      ]
    )
    #expect(report.written == ["Recorded 1 snapshot in /Tests.swift"])
    #expect(files["/Tests.swift"]?.contains(#""n: 2": """"#) == true)
    #expect(files["/Tests.swift"]?.contains("n: 1") == false)
  }

  @Test func aReadOnlyFileFailsTheTestWithoutSayingItWasRecorded() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    try Data(Self.source.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let recorder = SnapshotRecorder(files: LiveSourceFiles())
    #expect(
      recorder.record("1", replacing: nil, at: Self.site(path, line: 2))
        == .failed(
          """
          \(path) cannot be written, so nothing is recorded in it: the file is read-only (mode \
          0444); make it writable and run the tests again.
          """
        )
    )
    #expect(recorder.flush().problems.isEmpty)
    #expect(fileText(URL(fileURLWithPath: path)) == Self.source)
  }

  @Test func aWriteFailureIsOneLineThatSaysWhy() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("Tests.swift").path
    try Data(Self.source.utf8).write(to: URL(fileURLWithPath: path))
    let recorder = SnapshotRecorder(files: LiveSourceFiles())
    #expect(recorder.record("1", replacing: nil, at: Self.site(path, line: 2)) == .recorded)
    // Made read-only while the tests ran.
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let problems = recorder.flush().problems
    #expect(
      problems == [
        "Could not write 1 snapshot to \(path): the file is read-only (mode 0444); make it writable and run the tests again."
      ]
    )
    #expect(fileText(URL(fileURLWithPath: path)) == Self.source)
  }

  @Test func theTextAWriteReplacesIsInTheLedgerBeforeTheWrite() {
    let files = MemoryFiles(["/Tests.swift": Self.source], unwritable: ["/Tests.swift"])
    let ledger = MemoryRewriteLedger()
    let recorder = SnapshotRecorder(files: files, ledger: ledger)
    #expect(recorder.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(recorder.flush().problems.count == 1)
    #expect(ledger.history(of: "/Tests.swift").map(\.text) == [Self.source])
  }

  @Test func aWriteUndoneOnAFullDiskDoesNotReadAsAnEditLater() {
    // Where no room can be reserved (ext2), a failed write is undone in place: the file holds
    // the compiled text again, with a new change time. Once there is room, the same binary
    // records.
    let files = MemoryFiles(["/Tests.swift": Self.source], undoneWrites: ["/Tests.swift"])
    let ledger = MemoryRewriteLedger()
    let built = files.build()
    let full = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(full.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(full.flush().problems.count == 1)
    #expect(files["/Tests.swift"] == Self.source)
    #expect(files.time(of: "/Tests.swift") > built)
    files.makeRoom()
    let freed = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    #expect(freed.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(freed.flush().written == ["Recorded 1 snapshot in /Tests.swift"])
    // Another program's save of the same text after the undo is still an edit.
    files["/Tests.swift"] = files["/Tests.swift"]
    let saved = SnapshotRecorder(files: files, ledger: ledger, buildTime: built)
    guard case .failed(let reason) = saved.record("2", replacing: nil, at: Self.site(line: 3))
    else {
      Issue.record("recorded into a file saved after the build")
      return
    }
    #expect(reason.contains("changed since the test binary was built"))
  }

  @Test func aSiteThatProducesDifferentValuesRecordsNothing() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    let site = Self.site(line: 2)
    #expect(recorder.observe("1", at: site) == .consistent)
    #expect(recorder.record("1", replacing: nil, at: site) == .recorded)
    #expect(recorder.observe("1", at: site) == .consistent)
    #expect(recorder.observe("other", at: site) == .conflicting(cancelledRecording: true))
    #expect(recorder.record("other", replacing: nil, at: site) == .conflicted)
    #expect(recorder.flush().problems.count == 1)
    #expect(files["/Tests.swift"] == Self.source)
  }

  @Test func aSiteRepeatingOneValueRecordsItOnce() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    for _ in 1...3 {
      #expect(recorder.observe("1", at: Self.site(line: 2)) == .consistent)
      #expect(recorder.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    }
    _ = recorder.flush()
    #expect(files["/Tests.swift"]?.components(separatedBy: "    1\n").count == 2)
  }
}

/// A helper whose descriptor counts more closures than its callers write (issue 12, item 4).
@Suite struct SyntaxDescriptorMismatchTests {
  static let source = """
    func test() {
      assertCustomInlineSnapshot {
        \"\"\"
        Hello
        \"\"\"
      }
    }

    """

  @Test func anOffsetPastTheCallsClosuresIsReportedAsSuch() {
    let files = MemoryFiles(["/Tests.swift": Self.source])
    let recorder = SnapshotRecorder(files: files)
    let site = SnapshotSite(
      filePath: "/Tests.swift", line: 2, column: 30,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
        trailingClosureLabel: "is", trailingClosureOffset: 1)
    )
    let outcome = recorder.record("Goodbye", replacing: "Hello", at: site)
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    expectNoDifference(
      reason,
      """
      The syntax descriptor InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", \
      trailingClosureOffset: 1) points at closure number 2 of the call, but the call ends with 1 \
      closure, and the test ran with a snapshot: the helper that passes this descriptor counts \
      more closures than this call writes. Fix the trailingClosureOffset in the helper (0 is the \
      first closure).
      """
    )
    #expect(recorder.flush().written.isEmpty)
    #expect(files["/Tests.swift"] == Self.source)
  }

  @Test func aClosureWithAnotherLabelIsReportedAsSuch() {
    let source = """
      func test() {
        assertResponse {
          "url"
        } body: {
          \"\"\"
          Hello
          \"\"\"
        }
      }

      """
    let recorder = SnapshotRecorder(files: MemoryFiles(["/Tests.swift": source]))
    let site = SnapshotSite(
      filePath: "/Tests.swift", line: 2, column: 18,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
        trailingClosureLabel: "head", trailingClosureOffset: 1)
    )
    let outcome = recorder.record("Goodbye", replacing: "Hello", at: site)
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(reason.contains("points at the call's closure labelled \"body\""))
    #expect(!reason.contains("changed since it was compiled"))
  }
}
