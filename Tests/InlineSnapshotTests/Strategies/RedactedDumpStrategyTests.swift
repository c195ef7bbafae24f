import Dump
import Foundation
@testable import InlineSnapshot
import Testing

struct RedactedDumpStrategyTests {
  struct Reminder: Equatable {
    var id = UUID()
    var parentID: UUID?
    var title: String
    var createdAt = Date()
  }

  static func milkAndEggs() -> [Reminder] {
    let milk = Reminder(title: "Milk")
    return [milk, Reminder(parentID: milk.id, title: "Eggs")]
  }

  @Test func customDumpRedactingPrintsPlaceholders() {
    assertInlineSnapshot(
      of: Self.milkAndEggs(), as: .customDump(redacting: [.type(UUID.self), .type(Date.self)])
    ) {
      """
      [
        [0]: RedactedDumpStrategyTests.Reminder(
          id: UUID(<1>),
          parentID: nil,
          title: "Milk",
          createdAt: Date(<1>)
        ),
        [1]: RedactedDumpStrategyTests.Reminder(
          id: UUID(<2>),
          parentID: UUID(<1>),
          title: "Eggs",
          createdAt: Date(<2>)
        )
      ]
      """
    }
  }

  @Test(.snapshots(redacting: [.type(UUID.self), .omitting("**.createdAt")]))
  func theTraitRedactsThePlainStrategyAndExpectations() {
    assertInlineSnapshot(of: Self.milkAndEggs()[1], as: .customDump) {
      """
      RedactedDumpStrategyTests.Reminder(
        id: UUID(<1>),
        parentID: UUID(<2>),
        title: "Eggs"
      )
      """
    }
    // Equal but for their ids and dates, which the trait redacts.
    expectNoDifference(Self.milkAndEggs(), Self.milkAndEggs())
  }

  @Test(.snapshots(redacting: [.type(UUID.self)]))
  func theTraitCombinesWithTheStrategysList() {
    assertInlineSnapshot(
      of: Self.milkAndEggs()[0], as: .customDump(redacting: [.custom(Date.self) { _ in "now" }])
    ) {
      """
      RedactedDumpStrategyTests.Reminder(
        id: UUID(<1>),
        parentID: nil,
        title: "Milk",
        createdAt: now
      )
      """
    }
  }

  @Test func recordingWritesThePlaceholdersAndReRecordingWritesThemAgain() throws {
    let path = "/Tests.swift"
    let source = """
      func test() {
        assertInlineSnapshot(of: reminders, as: .customDump(redacting: [.type(UUID.self)]))
      }

      """
    let site = SnapshotSite(filePath: path, line: 2, column: 23)
    let strategy = Snapshotting<[Reminder], String>.customDump(
      redacting: [.type(UUID.self), .type(Date.self)])
    let files = MemoryFiles([path: source])
    func record(expected: String?) throws -> String? {
      let recorder = SnapshotRecorder(files: files)
      let failure = InlineSnapshotAssertion(
        actual: try strategy.snapshot(Self.milkAndEggs()), expected: expected, record: .all,
        recordSetInCode: nil, site: site, function: "test()"
      ).failure(recorder: recorder, environment: RecordingEnvironment(variables: [:]))
      _ = recorder.flush()
      return failure
    }
    _ = try record(expected: nil)
    let recorded = try #require(files[path])
    #expect(recorded.contains("      id: UUID(<1>),\n"))
    #expect(recorded.contains("      parentID: UUID(<1>),\n"))
    #expect(!recorded.contains(Self.milkAndEggs()[0].id.uuidString))
    // Recorded again from new random ids and dates: the same text, so nothing changes.
    let snapshot = try strategy.snapshot(Self.milkAndEggs())
    _ = try record(expected: snapshot)
    #expect(files[path] == recorded)
  }
}

@Suite(.snapshots(redacting: [.type(UUID.self)]))
struct RedactingSuiteTraitTests {
  @Test func appliesToEveryTest() {
    #expect(String(customDumping: UUID()) == "UUID(<1>)")
  }

  @Test(.snapshots(redacting: [.type(Date.self)]))
  func aTestsTraitAddsToTheSuites() {
    #expect(String(customDumping: (UUID(), Date())) == "(\n  UUID(<1>),\n  Date(<1>)\n)")
  }
}
