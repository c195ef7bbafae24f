import Dump
import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// The assertion run against a temporary folder, with an environment of the test's choosing.
@Suite struct FileSnapshotAssertionTests {
  private struct Case {
    let folder: TemporaryDirectory
    let counter = SnapshotFileCounter()
    var variables: [String: String] = [:]
    /// This run's pending collector: its project is the folder.
    let pending: PendingCollector

    init() throws {
      folder = try TemporaryDirectory()
      pending = Self.collector(in: folder)
    }

    /// A later run of the same tests: the same folder, counters from zero.
    init(copying other: Self) {
      folder = other.folder
      variables = other.variables
      pending = Self.collector(in: folder)
    }

    private static func collector(in folder: TemporaryDirectory) -> PendingCollector {
      let root = folder.url
      return PendingCollector(
        recorder: SnapshotRecorder(files: MemoryFiles([:])), buildTime: nil, environment: [:],
        projectRoot: { _ in root })
    }

    /// What this run saves for review when it exits.
    func batch() -> PendingBatch? {
      pending.batches(createdAt: 1, pid: 1).first?.1
    }

    var snapshots: URL { folder.url.appendingPathComponent("__Snapshots__/ReportTests") }

    func run(
      _ value: String, as strategy: Snapshotting<String, String> = .lines,
      named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
      testName: String = "testReport()"
    ) -> String? {
      result(value, as: strategy, named: name, record: record, testName: testName).message
    }

    func result<Value>(
      _ value: Value, as strategy: Snapshotting<Value, String>,
      named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
      testName: String = "testReport()"
    ) -> FileSnapshotAssertion<Value, String>.Result {
      FileSnapshotAssertion(
        snapshotting: strategy, name: name, record: record, snapshotDirectory: nil, timeout: 5,
        testFilePath: folder.file("ReportTests.swift").path, testName: testName,
        environment: RecordingEnvironment(variables: variables), counter: counter,
        artifactsDirectory: folder.file("artifacts"), pending: pending
      ).run { value }
    }

    func text(_ name: String) -> String? {
      try? String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
    }

    func files() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).sorted()
    }
  }

  @Test func aMissingFileIsRecordedOnceThenPasses() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let message = try #require(test.run("Hello"))
    #expect(message.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"))
    #expect(message.hasSuffix(
      "Re-run \"testReport\" to assert against the newly-recorded snapshot."))
    #expect(test.text("testReport.1.txt") == "Hello")
    let again = Case(copying: test)
    #expect(again.run("Hello") == nil)
  }

  @Test func unnamedAssertionsAreNumberedAndNamedOnesNamed() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("one")
    _ = test.run("two")
    _ = test.run("{}", as: .lines, named: "Empty JSON!")
    _ = test.run("other", testName: "testOther")
    #expect(test.files() == [
      "testOther.1.txt", "testReport.1.txt", "testReport.2.txt", "testReport.Empty-JSON.txt",
    ])
  }

  @Test func aMismatchFailsWithTheDifferenceAndKeepsTheFile() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("Hello")
    let message = try #require(Case(copying: test).run("Goodbye"))
    #expect(message.hasPrefix("Snapshot does not match reference.\n\n"))
    #expect(message.contains("−Hello") || message.contains("-Hello"))
    #expect(message.contains("+Goodbye"))
    #expect(test.text("testReport.1.txt") == "Hello")
    // The diff tool compares the file with the failed value, copied to the artifacts folder.
    let failed = test.folder.file("artifacts/ReportTests/testReport.1.txt")
    #expect(try String(contentsOf: failed, encoding: .utf8) == "Goodbye")
  }

  @Test func failedRewritesAMismatchAndSaysSo() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("Hello", named: "greeting")
    let message = try #require(Case(copying: test).run("Bye", named: "greeting", record: .failed))
    #expect(message.hasPrefix(
      "Snapshot \"greeting\" does not match reference. A new snapshot was automatically recorded."
    ))
    #expect(test.text("testReport.greeting.txt") == "Bye")
  }

  @Test func allRewritesEvenAMatchAndFails() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let message = try #require(test.run("Hello", record: .all))
    #expect(message.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
    #expect(test.text("testReport.1.txt") == "Hello")
  }

  @Test func neverAndCIWriteNothingAndSayWhy() throws {
    var test = try Case()
    defer { test.folder.remove() }
    let never = try #require(test.run("Hello", record: .never))
    #expect(never == """
      No reference was found on disk. New snapshot was not recorded because recording is \
      disabled
      """)
    test.variables = ["CI": "true"]
    let ci = try #require(test.run("Hello", record: .failed))
    #expect(ci.contains("Recording is off because"))
    #expect(test.files() == [])
    #expect(!FileManager.default.fileExists(atPath: test.snapshots.path))
  }

  @Test func theEnvironmentRecordsOnCIWhenAsked() throws {
    var test = try Case()
    defer { test.folder.remove() }
    test.variables = ["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"]
    _ = test.run("Hello")
    #expect(test.text("testReport.1.txt") == "Hello")
  }

  @Test func pendingSavesAMissingFileForReviewAndWritesNothing() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let message = try #require(test.run("Hello", record: .pending))
    #expect(
      message == "No reference was found on disk.\n\n"
        + PendingCollector.reviewHint(notWriting: "snapshot"))
    #expect(test.files() == [])
    let batch = try #require(test.batch())
    let entry = try #require(batch.entries.first)
    #expect(batch.entries.count == 1)
    #expect(entry.place == .file("__Snapshots__/ReportTests/testReport.1.txt"))
    #expect(entry.testFile == "ReportTests.swift")
    #expect(entry.test == "testReport()")
    #expect(entry.reason == "missing")
    #expect(entry.old == nil)
    #expect(entry.new == "Hello")
    #expect(entry.unredacted == nil)
  }

  @Test func pendingSavesADifferingFileWithItsOldTextAndLeavesTheFile() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("Hello\n")
    let again = Case(copying: test)
    let result = again.result("Goodbye\n", as: .lines, record: .pending)
    let message = try #require(result.message)
    #expect(message.hasPrefix("Snapshot does not match reference.\n\n"))
    #expect(message.hasSuffix(PendingCollector.reviewHint(notWriting: "snapshot")))
    #expect(test.text("testReport.1.txt") == "Hello\n")
    let entry = try #require(again.batch()?.entries.first)
    #expect(entry.reason == "mismatch")
    #expect(entry.old == "Hello\n")
    #expect(entry.new == "Goodbye\n")
    // The attachment: the patch accepting it would apply.
    #expect(result.pendingPatch() == """
      diff --git a/__Snapshots__/ReportTests/testReport.1.txt b/__Snapshots__/ReportTests/testReport.1.txt
      --- a/__Snapshots__/ReportTests/testReport.1.txt
      +++ b/__Snapshots__/ReportTests/testReport.1.txt
      @@ -1,1 +1,1 @@
      -Hello
      +Goodbye

      """)
  }

  @Test func pendingKeepsTheTextWithoutRedactions() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let id = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"
    _ = test.run("id: \(id)", as: .lines(redacting: [.scrubbing(.uuids)]), record: .pending)
    let entry = try #require(test.batch()?.entries.first)
    #expect(entry.new != "id: \(id)")
    #expect(entry.unredacted == "id: \(id)")
  }

  /// As for inline snapshots, a failure attaches the text without redactions, when there are
  /// redactions (taken once, for the attachment and the pending store alike).
  @Test func aFailureCarriesTheTextWithoutRedactionsForTheAttachments() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let id = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"
    let redacted = test.result(
      "id: \(id)", as: .lines(redacting: [.scrubbing(.uuids)]), record: .never)
    #expect(redacted.message != nil)
    #expect(redacted.actualText != "id: \(id)")
    #expect(redacted.unredacted == "id: \(id)")
    let plain = test.result("id: \(id)", as: .lines, record: .never, testName: "testPlain")
    #expect(plain.message != nil)
    #expect(plain.unredacted == nil)
  }

  /// As inline failures do, a file's difference is followed by the redactions it applied.
  @Test func aRedactedMismatchNamesTheRedactionsAfterTheDifference() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let strategy = Snapshotting<String, String>.lines(redacting: [.scrubbing(.uuids)])
    _ = test.run("id: 3F2504E0-4F89-41D3-9A0C-0305E82C3301\nBlob", as: strategy)
    let message = try #require(
      Case(copying: test).run("id: 3F2504E0-4F89-41D3-9A0C-0305E82C3301\nBlob Jr", as: strategy))
    let legend = try #require(SnapshotRedaction.legendLine([.scrubbing(.uuids)]))
    #expect(message.hasPrefix("Snapshot does not match reference.\n\n"))
    #expect(message.contains("+Blob Jr\n\n\(legend)\n\nTo record, pass"))
  }

  /// As inline failures do, a file that differs only in UUIDs or dates suggests redacting them.
  @Test func aMismatchOfVolatileValuesSuggestsTheirRedaction() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let old = "id: 3F2504E0-4F89-41D3-9A0C-0305E82C3301\nBlob"
    let new = "id: 9A2504E0-4F89-41D3-9A0C-0305E82C3302\nBlob"
    _ = test.run(old)
    let message = try #require(Case(copying: test).run(new))
    let suggestion = try #require(VolatileMismatch(expected: old, actual: new)).suggestion
    #expect(message.contains("Every changed line differs only in UUIDs"))
    #expect(message.contains("+id: 9A2504E0-4F89-41D3-9A0C-0305E82C3302\n"))
    // The difference's last line (" Blob", its space a figure space), then the suggestion.
    #expect(message.contains("Blob\n\n\(suggestion)\n\nTo record, pass"))
    _ = test.run("Hello", testName: "testOther()")
    let other = try #require(Case(copying: test).run("Goodbye", testName: "testOther()"))
    #expect(!other.contains("Every changed line"))
  }

  /// As inline failures do, a file's difference shows control characters as escapes: a
  /// program's colours or a carriage return cannot drive the terminal that shows the failure.
  @Test func aMismatchShowsControlCharactersAsEscapes() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("\u{1B}[32mok\u{1B}[0m")
    let message = try #require(Case(copying: test).run("\u{1B}[31mfailed\u{1B}[0m\rdone"))
    #expect(message.contains(#"+\u{1B}[31mfailed\u{1B}[0m\rdone"#))
    #expect(!message.contains("\u{1B}"))
    #expect(!message.contains("\r"))
  }

  @Test func aPassingFileMarksItsSnapshotPassedSoOlderEntriesAreObsolete() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run("Hello", testName: "testPassing")
    let again = Case(copying: test)
    #expect(again.run("Hello", record: .pending, testName: "testPassing") == nil)
    _ = again.run("New", record: .pending, testName: "testNew")
    let batch = try #require(again.batch())
    #expect(batch.passed == [.file("__Snapshots__/ReportTests/testPassing.1.txt")])
    #expect(batch.entries.map(\.place) == [.file("__Snapshots__/ReportTests/testNew.1.txt")])
  }

  @Test func pendingRefusesBytesThatAreNotText() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let strategy = Snapshotting<Data, Data>(
      pathExtension: "bin",
      diffing: .diff(toData: { $0 }, fromData: { $0 }) { $0 == $1 ? nil : ("differs", []) })
    let message = try #require(
      FileSnapshotAssertion(
        snapshotting: strategy, name: nil, record: .pending, snapshotDirectory: nil, timeout: 5,
        testFilePath: test.folder.file("ReportTests.swift").path, testName: "testData",
        environment: RecordingEnvironment(variables: [:]), counter: SnapshotFileCounter(),
        artifactsDirectory: test.folder.file("artifacts"), pending: test.pending
      ).run { Data([0xFF, 0xFE, 0x00]) }.message)
    #expect(message.contains(
      "Could not save the snapshot file for review: the snapshot is not UTF-8"))
    #expect(test.batch() == nil)
    #expect(test.files() == [])
  }

  @Test func aRecordingLeavesNoTemporaryFileBeside() throws {
    let test = try Case()
    defer { test.folder.remove() }
    _ = test.run(String(repeating: "line\n", count: 10_000))
    _ = Case(copying: test).run("short", record: .failed)
    #expect(test.files() == ["testReport.1.txt"])
    #expect(test.text("testReport.1.txt") == "short")
  }

  @Test func dataStrategiesWriteTheirBytes() throws {
    let test = try Case()
    defer { test.folder.remove() }
    let bytes = Data([0, 1, 2, 255])
    let strategy = Snapshotting<Data, Data>(
      pathExtension: nil,
      diffing: .diff(toData: { $0 }, fromData: { $0 }) { $0 == $1 ? nil : ("differs", []) })
    let run = {
      FileSnapshotAssertion(
        snapshotting: strategy, name: nil, record: nil, snapshotDirectory: nil, timeout: 5,
        testFilePath: test.folder.file("ReportTests.swift").path, testName: "testData",
        environment: RecordingEnvironment(variables: [:]), counter: SnapshotFileCounter(),
        artifactsDirectory: test.folder.file("artifacts")
      ).run { bytes }.message
    }
    #expect(run() != nil)
    #expect(FileManager.default.contents(atPath: test.snapshots.path + "/testData.1") == bytes)
    #expect(run() == nil)
  }
}

/// The files an assertion notes for `verbatim-snapshots test --unreferenced`.
@Suite struct SnapshotFileReferencesTests {
  private func assertion(
    in folder: TemporaryDirectory, references: SnapshotFileReferences, record: String? = nil
  ) -> FileSnapshotAssertion<String, String> {
    FileSnapshotAssertion(
      snapshotting: .lines, name: nil, record: nil, snapshotDirectory: nil, timeout: 5,
      testFilePath: folder.file("ReportTests.swift").path, testName: "testReport()",
      environment: RecordingEnvironment(
        variables: record.map { ["SNAPSHOT_TESTING_RECORD": $0] } ?? [:]),
      counter: SnapshotFileCounter(), artifactsDirectory: folder.file("artifacts"),
      references: references)
  }

  @Test func everyAssertionThatLooksForItsFileNotesItAndTheProcessSavesTheSetAtExit() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let notes = folder.file("references")
    try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
    let references = SnapshotFileReferences(
      environment: [SnapshotFileReferences.environmentKey: notes.path])
    // Missing in the pending mode (nothing written), then recorded, then passing.
    _ = assertion(in: folder, references: references, record: "pending").run { "Hello" }
    let running = SnapshotFileReferences.read(from: notes)
    #expect(running == .init(paths: [], unfinishedProcesses: 1))
    _ = assertion(in: folder, references: references).run { "Hello" }
    #expect(assertion(in: folder, references: references).run { "Hello" }.message == nil)
    #expect(references.save().isEmpty)
    let file = folder.url.appendingPathComponent("__Snapshots__/ReportTests/testReport.1.txt")
    #expect(
      SnapshotFileReferences.read(from: notes)
        == .init(paths: [file.standardizedFileURL.path], unfinishedProcesses: 0))
  }

  @Test func withoutTheVariableNothingIsNotedOrWritten() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let references = SnapshotFileReferences(environment: [:])
    _ = assertion(in: folder, references: references).run { "Hello" }
    #expect(references.save().isEmpty)
    #expect(references.directory == nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(names == ["__Snapshots__"])
  }
}
