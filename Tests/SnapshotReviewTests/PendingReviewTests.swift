import Foundation
@testable import SnapshotReview
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// The pending mode and the tool's non-interactive verbs, on a real package folder.
@Suite struct PendingReviewTests {
  @Test func aPendingRunFailsWritesNoSourceAndSavesOneBatch() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    let failures = scratch.pendingRun(TwoPendingSnapshots.run)
    #expect(failures.count == 2)
    #expect(failures[0].hasPrefix("Snapshot did not match. Difference: …"))
    #expect(failures[1].hasPrefix("No expected value to assert against. Actual: …"))
    #expect(
      failures.allSatisfy { $0.hasSuffix(PendingCollector.reviewHint(notWriting: "source")) })
    #expect(try scratch.text == TwoPendingSnapshots.source)
    let batches = scratch.store.batchFiles()
    #expect(batches.count == 1)
    let batch = try PendingBatch.decode(Data(contentsOf: batches[0]))
    #expect(batch.entries.map(\.place.site?.line) == [5, 13])
    #expect(batch.entries.map(\.reason) == ["mismatch", "missing"])
    #expect(batch.sources["Tests/AppTests/AppTests.swift"]?.compiledText == TwoPendingSnapshots.source)
  }

  @Test func acceptWritesExactlyWhatRecordingWouldAndEmptiesTheStore() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("accept")
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func acceptFindsTheCallsAfterLinesWereInsertedAboveThem() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let inserted = "// Inserted after the run.\n\n"
    try scratch.write(inserted + TwoPendingSnapshots.source)
    let (status, console) = scratch.run("accept")
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == inserted + TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
  }

  @Test func aHandEditedSnapshotIsRefusedAndStaysPending() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let edited = TwoPendingSnapshots.source.replacingOccurrences(of: "Hello, Blob\n", with: "Hello, Blub\n")
    try scratch.write(edited)
    let (status, console) = scratch.run("accept", "AppTests.swift:5")
    #expect(status == 1)
    #expect(
      console.errors.contains(
        "Refused Tests/AppTests/AppTests.swift:5: the call changed since the run"))
    #expect(try scratch.text == edited)
    let list = scratch.run("list").console.output
    #expect(
      list.contains("Tests/AppTests/AppTests.swift:5 test() snapshot did not match [cannot apply:"))
    #expect(scratch.run("reject", "AppTests.swift:5").status == 0)
    #expect(
      scratch.run("list").console.output == "Tests/AppTests/AppTests.swift:13 test() new snapshot\n"
    )
  }

  @Test func aDeletedCallIsRefused() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let deleted = TwoPendingSnapshots.source.replacingOccurrences(
      of: "  assertInlineSnapshot(of: bye(), as: .lines)\n", with: "")
    try scratch.write(deleted)
    let (status, _) = scratch.run("accept")
    #expect(status == 1)
    #expect(try scratch.text == deleted)
    #expect(scratch.run("list").console.output.components(separatedBy: "[cannot apply").count == 3)
  }

  @Test func rejectLeavesTheSourcesAndEmptiesTheStore() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let (status, console) = scratch.run("reject")
    #expect(status == 0)
    #expect(console.output == "Rejected 2 snapshots; the test files are unchanged.\n")
    #expect(try scratch.text == TwoPendingSnapshots.source)
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func aLaterRunThatPassesRemovesTheEntry() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run, createdAt: 1)
    scratch.pendingRun([(5, 23, "Hello, Blob", "Hello, Blob")], builtAt: 2, createdAt: 2)
    #expect(
      scratch.run("list").console.output == "Tests/AppTests/AppTests.swift:13 test() new snapshot\n"
    )
  }

  @Test func aPassInAnotherModeAlsoRemovesTheEntry() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run, createdAt: 1)
    scratch.pendingRun([(5, 23, "Hello, Blob", "Hello, Blob")], record: .missing, createdAt: 2)
    #expect(
      scratch.run("list").console.output == "Tests/AppTests/AppTests.swift:13 test() new snapshot\n"
    )
  }

  @Test func passesWithoutAStoreSaveNothing() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun([(5, 23, "Hello, Blob", "Hello, Blob")], record: .missing)
    scratch.pendingRun([(5, 23, "Hello, Blob", "Hello, Blob")])
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func aNewerRunReplacesAnOlderEntry() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun([(5, 23, "Hello, Blob?", "Hello, Blob")], builtAt: 1, createdAt: 1)
    scratch.pendingRun([(5, 23, "Hello, Blob!", "Hello, Blob")], builtAt: 2, createdAt: 2)
    #expect(scratch.run("accept").status == 0)
    #expect(try scratch.text.contains("Hello, Blob!\n"))
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func twoProcessesOfOneBuildThatDisagreeConflict() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun([(5, 23, "Hello, Blob?", "Hello, Blob")], builtAt: 1, createdAt: 1)
    scratch.pendingRun([(5, 23, "Hello, Blob!", "Hello, Blob")], builtAt: 1, createdAt: 2)
    #expect(
      scratch.run("list").console.output.components(separatedBy: "[conflicting").count == 3)
    let (status, console) = scratch.run("accept")
    #expect(status == 1)
    #expect(console.errors.contains("processes of one build produced different values here"))
    #expect(try scratch.text == TwoPendingSnapshots.source)
  }

  @Test func listAsJSONGivesOneObjectPerLine() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let lines = scratch.run("list", "--json").console.output.split(separator: "\n")
    #expect(lines.count == 2)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(first?["file"] as? String == "Tests/AppTests/AppTests.swift")
    #expect(first?["line"] as? Int == 5)
    #expect(first?["old"] as? String == "Hello, Blob")
    #expect(first?["new"] as? String == "Hello, Blob!")
    #expect(first?["status"] as? String == "ready")
  }

  @Test func aRedactedSnapshotKeepsItsUnredactedTextInTheListAndTheBundle() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    let unredacted = "Hello, Blob 3F2504E0-4F89-41D3-9A0C-0305E82C3301!"
    scratch.pendingRun(TwoPendingSnapshots.run, unredacted: [5: unredacted])
    let lines = scratch.run("list", "--json").console.output.split(separator: "\n")
    let listed = try lines.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(listed.map { $0?["unredacted"] as? String } == [unredacted, nil])
    let bundle = scratch.root.appendingPathComponent("snapshots.json").path
    #expect(scratch.run("export", "--bundle", bundle).status == 0)
    let exported = try PendingBundle.decode(Data(contentsOf: URL(fileURLWithPath: bundle)))
    #expect(exported.batches.flatMap(\.entries).map(\.unredacted) == [unredacted, nil])
  }

  @Test func anExportedBundleReviewsOnAnotherCopyOfThePackage() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let bundle = scratch.root.appendingPathComponent("snapshots.json").path
    #expect(scratch.run("export", "--bundle", bundle).status == 0)
    let other = try ScratchPackage(source: "// Moved on.\n" + TwoPendingSnapshots.source)
    defer { other.remove() }
    let (status, console) = other.run("accept", "--from", bundle)
    #expect(status == 0, "\(console.errors)")
    #expect(try other.text == "// Moved on.\n" + TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
    #expect(
      try PendingBundle.decode(Data(contentsOf: URL(fileURLWithPath: bundle))).batches.isEmpty)
  }

  @Test func theExportedPatchIsWhatAcceptWrites() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    let patch = scratch.run("export", "--patch", "-").console.output
    #expect(
      patch
        == UnifiedPatch.file(
          "Tests/AppTests/AppTests.swift", from: TwoPendingSnapshots.source,
          to: try TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source)))
    #expect(
      patch.hasPrefix(
        "diff --git a/Tests/AppTests/AppTests.swift b/Tests/AppTests/AppTests.swift\n"))
    #expect(try scratch.text == TwoPendingSnapshots.source)
    #expect(scratch.store.batchFiles().count == 1)
  }

  @Test func theStoreMovesWhereVERBATIM_PENDING_DIRSays() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    let moved = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotReviewTests-moved-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: moved) }
    let environment = [PendingStore.directoryVariable: moved.path]
    let pending = ScratchPackage.collector(environment: environment)
    scratch.pendingRun(TwoPendingSnapshots.run, pending: pending)
    #expect(scratch.store.batchFiles().isEmpty)
    #expect(PendingStore(directory: moved).batchFiles().count == 1)
    #expect(scratch.run("list").console.output == "")
    let (status, console) = scratch.run("accept", environment: environment)
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
    #expect(PendingStore(directory: moved).batchFiles().isEmpty)
  }

  @Test func theToolFindsTheFilesOfAnotherPackageOfTheRepository() throws {
    // A repository whose top is a package, with the app's package inside it; both are tested
    // into one store (`swift test && swift test --package-path Examples/App`), and the tool
    // runs at the top. Both have a Tests/AppTests/AppTests.swift.
    let outer = try ScratchPackage(source: "// The outer package's test.\n")
    defer { outer.remove() }
    try FileManager.default.createDirectory(
      at: outer.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let inner = try ScratchPackage(
      source: TwoPendingSnapshots.source, in: outer.root.appendingPathComponent("Examples/App"))
    let environment = [
      PendingStore.directoryVariable: outer.root.appendingPathComponent("pending").path
    ]
    inner.pendingRun(TwoPendingSnapshots.run, pending: ScratchPackage.collector(environment: environment))
    let patch = outer.run("export", "--patch", "-", environment: environment).console.output
    #expect(patch.hasPrefix("diff --git a/Examples/App/Tests/AppTests/AppTests.swift "))
    let (status, console) = outer.run("accept", environment: environment)
    #expect(status == 0, "\(console.errors)")
    #expect(try inner.text == TwoPendingSnapshots.recorded(into: TwoPendingSnapshots.source))
    #expect(try outer.text == "// The outer package's test.\n")
  }

  @Test func theAttachedPatchOfAFailureIsTheExportedPatchOfItsEntry() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    let pending = ScratchPackage.collector()
    scratch.pendingRun(TwoPendingSnapshots.run, pending: pending)
    func site(line: Int, column: Int) -> SnapshotSite {
      SnapshotSite(
        filePath: scratch.testFile, line: line, column: column,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches"))
    }
    var patches: [String] = []
    for assertion in TwoPendingSnapshots.run {
      let attached = try #require(
        pending.patch(at: .closure(site(line: assertion.line, column: assertion.column))))
      let exported = scratch.run("export", "--patch", "-", "AppTests.swift:\(assertion.line)")
      #expect(attached == exported.console.output)
      patches.append(attached)
    }
    #expect(patches[0].contains("+    Hello, Blob!\n") && !patches[0].contains("Goodbye"))
    #expect(patches[1].contains("Goodbye") && !patches[1].contains("Hello, Blob!"))
    // A site with nothing pending has no patch.
    #expect(pending.patch(at: .closure(site(line: 4, column: 1))) == nil)
    #expect(try scratch.text == TwoPendingSnapshots.source)
  }

  @Test func theAttachedPatchOfALaterClosureHoldsTheCallsEarlierOnes() throws {
    let scratch = try ScratchPackage(
      source: """
        import Testing

        @Test func query() {
          assertQuery("SELECT 1")
        }

        """)
    defer { scratch.remove() }
    let pending = ScratchPackage.collector()
    func run(_ label: String, offset: Int, actual: String) -> SnapshotSite {
      let site = SnapshotSite(
        filePath: scratch.testFile, line: 4, column: 14,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
          trailingClosureLabel: label, trailingClosureOffset: offset))
      let assertion = InlineSnapshotAssertion(
        actual: actual, expected: nil, record: .pending, site: site)
      let failure = assertion.failureMessage(
        for: assertion.run(recorder: pending.recorder, pending: pending),
        environment: RecordingEnvironment(variables: [:]))
      #expect(
        failure?.hasSuffix(PendingCollector.reviewHint(notWriting: "source")) == true,
        "\(failure ?? "")")
      return site
    }
    let sql = try #require(pending.patch(at: .closure(run("sql", offset: 0, actual: "SELECT 1"))))
    #expect(sql.contains("+    SELECT 1\n") && !sql.contains("results"))
    // The results closure alone cannot be written: the sql one comes before it.
    let both = try #require(pending.patch(at: .closure(run("results", offset: 1, actual: "1"))))
    #expect(both.contains("+    SELECT 1\n") && both.contains("} results: {"))
    _ = pending.save()
    #expect(both == scratch.run("export", "--patch", "-", "AppTests.swift:4").console.output)
  }

  @Test func noPatchIsAttachedForAFileEditedSinceTheBuild() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    let pending = ScratchPackage.collector()
    scratch.pendingRun(TwoPendingSnapshots.run, pending: pending)
    // `git apply` would not find the text such a patch is made from.
    try scratch.write(TwoPendingSnapshots.source + "// Edited while the tests ran.\n")
    let site = SnapshotSite(
      filePath: scratch.testFile, line: TwoPendingSnapshots.run[0].line, column: TwoPendingSnapshots.run[0].column)
    #expect(pending.patch(at: .closure(site)) == nil)
  }

  @Test func testRunsSwiftTestInThePendingModeThenLists() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    var asked: ([String: String], [String])?
    let (status, console) = scratch.run("test", "--filter", "Greeting") { environment, arguments in
      asked = (environment, arguments)
      scratch.pendingRun(TwoPendingSnapshots.run)
      return 1
    }
    #expect(asked?.0 == ["SNAPSHOT_TESTING_RECORD": "pending"])
    #expect(asked?.1 == ["--filter", "Greeting"])
    // The run failed: listing what it saved does not make it pass.
    #expect(status == 1)
    #expect(console.output.split(separator: "\n").count == 2)
    // Nothing pending: the tests' status.
    #expect(scratch.run("reject").status == 0)
    #expect(scratch.run("test") { _, _ in 1 }.status == 1)
  }

  @Test func exportWithAFilterThatMatchesNothingSaysSoAndFails() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    for destination in [["--patch", "-"], ["--bundle", "-"]] {
      let (status, console) = scratch.run(["export"] + destination + ["NoSuchTests.swift"])
      #expect(status == 1)
      #expect(console.output == "")
      #expect(console.errors == "No pending snapshot matches [\"NoSuchTests.swift\"].\n")
    }
    // Without a filter, an empty store still exports an empty patch.
    #expect(scratch.run("reject").status == 0)
    let empty = scratch.run("export", "--patch", "-")
    #expect(empty.status == 0)
    #expect(empty.console.output == "")
  }

  @Test func cleanDeletesTheStore() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    scratch.pendingRun(TwoPendingSnapshots.run)
    #expect(scratch.run("clean").status == 0)
    #expect(!FileManager.default.fileExists(atPath: scratch.store.directory.path))
    #expect(try scratch.text == TwoPendingSnapshots.source)
  }

  @Test func unknownVerbsAndOptionsAreUsageErrors() throws {
    let scratch = try ScratchPackage(source: TwoPendingSnapshots.source)
    defer { scratch.remove() }
    #expect(scratch.run("approve").status == 2)
    #expect(scratch.run("list", "--patch", "x").status == 2)
    #expect(scratch.run("export").status == 2)
  }
}

/// Accepting works on the text the queue located the calls in.
@Suite struct SnapshotApplicationTests {
  @Test func aFileChangedAfterTheQueueReadItIsNotWrittenInto() throws {
    let source = """
      import InlineSnapshot

      @Test func a() {
        assertInlineSnapshot(of: a(), as: .lines)
      }

      @Test func b() {
        assertInlineSnapshot(of: b(), as: .lines)
      }

      """
    let scratch = try ScratchPackage(source: source)
    defer { scratch.remove() }
    scratch.pendingRun([(8, 23, "B", nil)])
    let queue = PendingQueue.load(
      from: .store(scratch.store), packageRoot: scratch.root, files: LiveSourceFiles())
    // Now the call of a() is where b()'s was when the queue read the file.
    let moved = "//\n//\n//\n//\n" + source
    try scratch.write(moved)
    let outcome = SnapshotApplication(
      files: LiveSourceFiles(), ledger: SingleProcessRewriteLedger()
    )
    .apply(queue.snapshots)
    #expect(outcome.applied.isEmpty)
    #expect(outcome.problems.count == 1)
    #expect(try scratch.text == moved)
  }
}
