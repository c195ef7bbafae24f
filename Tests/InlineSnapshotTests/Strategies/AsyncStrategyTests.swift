import Foundation
import InlineSnapshot
import Testing

/// Strategies whose snapshot comes later, to a callback (swift-snapshot-testing's `Async`).
///
/// Swift Testing runs these on Swift concurrency's shared threads, so their snapshots come from
/// a dispatch queue: work on the main actor or the shared threads is tested under XCTest
/// (`AsyncStrategyXCTests`), since the tests running at once may keep those busy.
@Suite struct AsyncStrategyTests {
  @Test func aSnapshotHandedOverFromAnotherThreadIsWaitedFor() {
    assertInlineSnapshot(of: 3, as: .itemCount) {
      """
      3 items
      """
    }
  }

  @Test func pullbackAndMapComposeWithAsync() throws {
    let strategy = Snapshotting<Int, String>.itemCount.pullback { (text: String) in
      try #require(Int(text))
    }
    assertInlineSnapshot(of: "4", as: strategy) {
      """
      4 items
      """
    }
    let doubled = Snapshotting<String, String>.lines.asyncPullback { (number: Int) in
      Async(value: number).map { "\($0 * 2)" }
    }
    #expect(try doubled.snapshot(21) == "42")
  }

  @Test func anErrorThrownBeforeTheWaitFailsTheAssertion() {
    struct Unreadable: Error {}
    let strategy = Snapshotting<Int, String>.itemCount.pullback { (_: String) throws -> Int in
      throw Unreadable()
    }
    withKnownIssue {
      assertInlineSnapshot(of: "x", as: strategy) {
        """
        x
        """
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Threw error: Unreadable()") }
    }
  }

  @Test func aSnapshotThatNeverComesFailsWhenTheTimeoutRunsOut() {
    withKnownIssue {
      assertInlineSnapshot(of: 1, as: .never, timeout: 0.05) {
        """
        1
        """
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.")
      }
    }
  }

  @Test func theSnapshotPropertyWaitsToo() throws {
    #expect(try Snapshotting<Int, String>.itemCount.snapshot(2) == "2 items")
  }
}

extension Snapshotting where Value == Int, Format == String {
  /// "N items", handed over from another thread.
  static var itemCount: Self {
    Snapshotting(
      pathExtension: "txt",
      diffing: Snapshotting<String, String>.lines.diffing,
      asyncSnapshot: { count in
        Async { callback in DispatchQueue.global().async { callback("\(count) items") } }
      }
    )
  }

  /// A snapshot that never comes.
  static var never: Self {
    Snapshotting(
      pathExtension: "txt",
      diffing: Snapshotting<String, String>.lines.diffing,
      asyncSnapshot: { _ in Async { _ in } }
    )
  }
}
