import InlineSnapshot
import Testing

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

  @Test func aFileRewrittenByAnEarlierProcessOfTheRunIsNotRecordedInto() {
    // XCTest and Swift Testing run in two processes: the second was built from the old text.
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
    let ledger = MemoryRewriteLedger()
    let xcTest = SnapshotRecorder(files: files, ledger: ledger)
    #expect(xcTest.record("1", replacing: nil, at: Self.site(line: 2)) == .recorded)
    #expect(xcTest.flush().problems.isEmpty)
    let afterXCTest = files["/Tests.swift"]
    // Line 7 of the compiled text held the sixth call; it now holds the second.
    let swiftTesting = SnapshotRecorder(files: files, ledger: ledger)
    let outcome = swiftTesting.record("6", replacing: nil, at: Self.site(line: 7))
    guard case .failed(let reason) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(reason.contains("rewritten by an earlier test process of this run"))
    // Failures then point at the call, not at a closure line read from the moved text.
    #expect(throws: SourceFileError.self) { try swiftTesting.source(of: "/Tests.swift") }
    #expect(swiftTesting.flush().problems.isEmpty)
    #expect(files["/Tests.swift"] == afterXCTest)
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
    #expect(recorder.flush().problems.isEmpty)
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
