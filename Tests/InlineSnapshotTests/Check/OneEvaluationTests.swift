import Dump
import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// A value is turned into its snapshot once per assertion, on every path: the failure, the
/// recording, the pending entry and the text without redactions all come from that one
/// evaluation (a command's transcript taken again ran the command again, and recorded another
/// run's text than the one compared).
@Suite struct OneEvaluationTests {
  /// A strategy whose every evaluation prints the next count and an id that differs each time.
  final class Counting: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var evaluations: Int { lock.withLock { count } }

    func strategy(redacting redactions: [DumpRedaction] = []) -> Snapshotting<Int, String> {
      Snapshotting<String, String>.lines(redacting: redactions).pullback { _ in
        let call = self.lock.withLock {
          self.count += 1
          return self.count
        }
        return "call \(call) id \(UUID().uuidString)"
      }
    }
  }

  static let scrubbing: [DumpRedaction] = [.scrubbing(.uuids)]

  // MARK: Inline

  @Test(arguments: [false, true])
  func aPassingInlineAssertionEvaluatesOnce(redacted: Bool) {
    let counting = Counting()
    let strategy = Snapshotting<String, String>.lines.pullback { (n: Int) in
      _ = try counting.strategy(redacting: redacted ? Self.scrubbing : []).snapshot(n)
      return "same"
    }
    assertInlineSnapshot(of: 1, as: strategy) {
      """
      same
      """
    }
    #expect(counting.evaluations == 1)
  }

  @Test(arguments: [false, true])
  func aFailingInlineAssertionEvaluatesOnce(redacted: Bool) {
    let counting = Counting()
    withKnownIssue {
      assertInlineSnapshot(
        of: 1, as: counting.strategy(redacting: redacted ? Self.scrubbing : []), record: .never
      ) {
        """
        call 0 id UUID(<1>)
        """
      }
    }
    #expect(counting.evaluations == 1)
  }

  @Test func aFailingEntryOfAKeyedSnapshotEvaluatesOnce() {
    let counting = Counting()
    withKnownIssue {
      assertInlineSnapshot(
        of: 1, as: counting.strategy(redacting: Self.scrubbing), record: .never, key: "a"
      ) {
        [
          "a": """
          call 0 id UUID(<1>)
          """
        ]
      }
    }
    #expect(counting.evaluations == 1)
  }

  @Test func aFailingAwaitedAssertionEvaluatesOnce() async {
    let counting = Counting()
    await withKnownIssue {
      await assertInlineSnapshot(
        awaiting: await Self.later(1), as: counting.strategy(redacting: Self.scrubbing),
        record: .never
      ) {
        """
        call 0 id UUID(<1>)
        """
      }
    }
    #expect(counting.evaluations == 1)
  }

  private static func later(_ value: Int) async -> Int {
    await Task.yield()
    return value
  }

  /// The failure names the redactions, and attaches the text without them, of the one run.
  @Test func theFailureShowsTheComparedRunWithoutRedactions() throws {
    let counting = Counting()
    let taken = try counting.strategy(redacting: Self.scrubbing).taken(of: 1, timeout: 1)
    let unredacted = try #require(taken.unredacted(taken.snapshot))
    #expect(taken.snapshot == "call 1 id UUID(<1>)")
    #expect(unredacted.hasPrefix("call 1 id "))
    #expect(!unredacted.contains("UUID(<"))
    #expect(taken.redactions.map(\.description) == ["UUIDs in text"])
    #expect(counting.evaluations == 1)
  }

  /// A JSON strategy's text without redactions is the plain encoding, and the failure names the
  /// call's redactions and the scope's.
  @Test func theUnredactedJSONIsThePlainEncoding() throws {
    typealias Payload = RedactedStrategiesTests.Payload
    let payload = RedactedStrategiesTests.payload()
    let strategy = Snapshotting<Payload, String>.json(redacting: [.type(UUID.self)])
    let taken = try withDumpRedactions([.type(Date.self)]) {
      try strategy.taken(of: payload, timeout: 1)
    }
    let unredacted = try #require(taken.unredacted(taken.snapshot))
    #expect(taken.snapshot.contains("UUID(<1>)"))
    #expect(unredacted == (try Snapshotting<Payload, String>.json.snapshot(payload)))
    #expect(SnapshotRedaction.legend(taken.redactions) == "UUID, Date")
  }

  // MARK: Files

  /// Every record mode, missing and differing files, with and without redactions: one
  /// evaluation, and a recorded or saved text that is the one compared.
  @Test(arguments: [
    SnapshotTestingConfiguration.Record.never, .missing, .failed, .all, .pending,
  ], [false, true])
  func aFileAssertionEvaluatesOnceOnEveryPath(
    record: SnapshotTestingConfiguration.Record, redacted: Bool
  ) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let pending = PendingCollector(
      recorder: SnapshotRecorder(files: MemoryFiles([:])), buildTime: nil, environment: [:],
      projectRoot: { _ in folder.url })
    func run(_ counting: Counting, record: SnapshotTestingConfiguration.Record) -> String? {
      FileSnapshotAssertion(
        snapshotting: counting.strategy(redacting: redacted ? Self.scrubbing : []), name: "n",
        record: record, snapshotDirectory: nil, timeout: 5,
        testFilePath: folder.file("CountTests.swift").path, testName: "count()",
        environment: RecordingEnvironment(variables: [:]), counter: SnapshotFileCounter(),
        artifactsDirectory: folder.file("artifacts"), pending: pending
      ).run { 1 }.message
    }
    let file = folder.file("__Snapshots__/CountTests/count.n.txt")
    for existing in [nil, "something else\n"] as [String?] {
      if let existing {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(existing.utf8).write(to: file)
      }
      let counting = Counting()
      #expect(run(counting, record: record) != nil)
      #expect(counting.evaluations == 1)
      let written = try? String(contentsOf: file, encoding: .utf8)
      if record == .pending {
        let entry = try #require(
          pending.batches(createdAt: 1, pid: 1).first?.1.entries.first)
        #expect(entry.new?.hasPrefix("call 1 id ") == true)
        #expect(entry.unredacted?.hasPrefix("call 1 id ") == (redacted ? true : nil))
      } else if written != existing {
        #expect(written?.hasPrefix("call 1 id ") == true)
      }
    }
  }

  @Test(arguments: [false, true])
  func aPassingFileAssertionEvaluatesOnce(redacted: Bool) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let counting = Counting()
    let strategy = Snapshotting<String, String>.lines.pullback { (n: Int) in
      _ = try counting.strategy(redacting: redacted ? Self.scrubbing : []).snapshot(n)
      return "same"
    }
    let file = folder.file("__Snapshots__/CountTests/count.n.txt")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("same".utf8).write(to: file)
    let message = FileSnapshotAssertion(
      snapshotting: strategy, name: "n", record: .failed, snapshotDirectory: nil, timeout: 5,
      testFilePath: folder.file("CountTests.swift").path, testName: "count()",
      environment: RecordingEnvironment(variables: [:]), counter: SnapshotFileCounter(),
      artifactsDirectory: folder.file("artifacts"), pending: nil
    ).run { 1 }.message
    #expect(message == nil)
    #expect(counting.evaluations == 1)
  }
}
