import Dump
import Foundation
import Testing

@testable import InlineSnapshot

/// `await assertInlineSnapshot(awaiting:)`, which suspends while the value comes (issue 34).
@Suite struct AwaitingAssertionTests {
  enum LoadError: Error {
    case offline
  }

  /// Not `Sendable`: it stays in the caller's isolation.
  final class Page {
    var rows: [String] = []
  }

  static func fetch(_ count: Int) async throws -> [Int] {
    try await Task.sleep(nanoseconds: 1_000_000)  // sleep-ok: stands in for I/O, so the value really arrives later
    return Array(1...count)
  }

  static func fetchOffline() async throws(LoadError) -> [Int] {
    throw .offline
  }

  @Test func aValueOfAnAsyncFunction() async {
    await assertInlineSnapshot(awaiting: try await Self.fetch(2), record: .never) {
      """
      [
        [0]: 1,
        [1]: 2
      ]
      """
    }
  }

  @Test func anErrorAnAsyncFunctionThrowsIsTheSnapshot() async {
    await assertInlineSnapshot(awaiting: try await Self.fetchOffline(), record: .never) {
      """
      throw AwaitingAssertionTests.LoadError.offline
      """
    }
  }

  /// The timeout is long: under the full suite another test can hold the main actor for
  /// seconds, and this test is about isolation, not time.
  @MainActor @Test func aNonSendableValueOfTheMainActor() async {
    let page = Page()
    func load() async -> Page {
      await Task.yield()
      page.rows = ["Milk", "Eggs"]
      return page
    }
    await assertInlineSnapshot(
      awaiting: await load().rows, as: .description, record: .never, timeout: 60
    ) {
      """
      ["Milk", "Eggs"]
      """
    }
  }

  @Test func aValueThatDoesNotComeInTimeFailsAndIsCancelled() async {
    let cancelled = Locked(false)
    func never() async -> Int {
      await withTaskCancellationHandler {
        try? await Task.sleep(nanoseconds: 60_000_000_000)  // sleep-ok: a value that never comes; the timeout cancels it
        return 0
      } onCancel: {
        cancelled.withLock { $0 = true }
      }
    }
    await withKnownIssue {
      await assertInlineSnapshot(awaiting: await never(), record: .never, timeout: 0.05) {
        """
        0
        """
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.")
      }
    }
    #expect(cancelled.withLock { $0 })
  }
}

/// 200 awaiting assertions on the main actor at once: each suspends while its model loads, so
/// none waits on another (issue 34: a blocking wait deadlocked here until the timeout). The
/// timeout is long because the whole suite's process-spawning tests can hold this machine's
/// few threads for seconds; a deadlock still fails at it.
@MainActor @Suite struct ManyAwaitingAssertionsTests {
  @MainActor final class ListModel {
    private(set) var titles: [String] = []

    func load() async throws -> [String] {
      try await Task.sleep(nanoseconds: 5_000_000)  // sleep-ok: a load in flight while the other assertions run
      await Task.yield()
      titles = ["Home", "Work"]
      return titles
    }
  }

  @Test(arguments: 0..<200) func aMainActorModelLoads(_ index: Int) async {
    let model = ListModel()
    await assertInlineSnapshot(
      awaiting: try await model.load(), as: .description, record: .never, timeout: 30
    ) {
      """
      ["Home", "Work"]
      """
    }
  }
}
