import Dump
import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// What the pending collector costs a passing assertion: nothing beyond memory until the
/// process saves.
@Suite struct PendingCollectorTests {
  @Test func passesLookForStoresOnlyWhenTheProcessSavesOncePerFolder() {
    let paths = ["/Package/Tests/A.swift", "/Package/Tests/B.swift"]
    let files = MemoryFiles(
      Dictionary(uniqueKeysWithValues: paths.map { ($0, SnapshotAssertionTests.source) }))
    let recorder = SnapshotRecorder(files: files)
    let lookups = Locked(0)
    let pending = PendingCollector(
      recorder: recorder, buildTime: nil, environment: [:],
      projectRoot: { _ in
        lookups.withLock { $0 += 1 }
        return nil
      })
    for _ in 1...10 {
      for path in paths {
        let outcome = InlineSnapshotAssertion(
          actual: "Hello", expected: "Hello", record: .missing,
          site: SnapshotSite(filePath: path, line: 2, column: 23)
        ).run(recorder: recorder, pending: pending)
        #expect(outcome == .passed)
      }
    }
    #expect(lookups.withLock { $0 } == 0)
    #expect(files.reads == 0)
    #expect(pending.save() == [])
    #expect(lookups.withLock { $0 } == 1)
  }

  @Test func aSnapshotSavedForReviewKeepsItsUnredactedTextAskedForOnlyThen() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let path = root.file("Tests.swift").path
    let recorder = SnapshotRecorder(files: MemoryFiles([path: SnapshotAssertionTests.source]))
    let pending = PendingCollector(
      recorder: recorder, buildTime: nil, environment: [:], projectRoot: { _ in root.url })
    let asked = Locked(0)
    func run(_ actual: String, expected: String?, line: Int) -> SnapshotOutcome {
      var assertion = InlineSnapshotAssertion(
        actual: actual, expected: expected, record: .pending,
        site: SnapshotSite(filePath: path, line: line, column: 23))
      assertion.unredacted = {
        asked.withLock { $0 += 1 }
        return "Hello 3F2504E0-4F89-41D3-9A0C-0305E82C3301"
      }
      return assertion.run(recorder: recorder, pending: pending)
    }
    #expect(run("Hello", expected: "Hello", line: 2) == .passed)
    #expect(asked.withLock { $0 } == 0)
    #expect(run("Hello UUID(<1>)", expected: nil, line: 7) == .savedForReview(.missing))
    #expect(asked.withLock { $0 } == 1)
    let batch = try #require(pending.batches(createdAt: 1, pid: 1).first?.1)
    #expect(batch.entries.map(\.new) == ["Hello UUID(<1>)"])
    #expect(batch.entries.map(\.unredacted) == ["Hello 3F2504E0-4F89-41D3-9A0C-0305E82C3301"])
  }

  /// A CI job's pending run keeps every pass, so that merged with another job's bundle a pass
  /// disagrees with that job's text: a snapshot file's pass as a closure's (it was dropped).
  @Test func aCIPendingRunSavesASnapshotFilesPassAsItSavesAClosures() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let path = root.file("Tests.swift").path
    let recorder = SnapshotRecorder(files: MemoryFiles([path: SnapshotAssertionTests.source]))
    let pending = PendingCollector(
      recorder: recorder, buildTime: nil,
      environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "pending"],
      projectRoot: { _ in root.url })
    let site = SnapshotSite(filePath: path, line: 2, column: 23)
    pending.notePassed(.file(root.file("__Snapshots__/Tests/t.1.txt").path), inPendingMode: true)
    pending.notePassed(.closure(site), inPendingMode: true)
    let batch = try #require(pending.batches(createdAt: 1, pid: 1).first?.1)
    #expect(batch.entries.isEmpty)
    #expect(batch.passed.map(\.file) == ["Tests.swift", "__Snapshots__/Tests/t.1.txt"])
  }
}
