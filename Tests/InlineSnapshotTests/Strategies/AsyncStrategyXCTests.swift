import Foundation
@testable import Dump
import InlineSnapshot
import XCTest

/// Strategies whose snapshot comes later, under XCTest, which runs tests on the main thread.
final class AsyncStrategyXCTests: XCTestCase {
  func testACallbackOnTheMainQueueIsWaitedFor() {
    // Only the main run loop delivers it, on the thread the assertion waits on.
    let strategy = Snapshotting<Int, String>(
      pathExtension: "txt",
      diffing: Snapshotting<String, String>.lines.diffing,
      asyncSnapshot: { count in Async { callback in DispatchQueue.main.async { callback("\(count)") } } }
    )
    assertInlineSnapshot(of: 7, as: strategy) {
      """
      7
      """
    }
  }

  // XCTest runs its tests on the main thread, outside Swift concurrency's shared threads: the
  // assertion runs the main run loop while the task runs on them.
  func testAValueProducedByAnAsyncFunction() {
    let strategy = Snapshotting<String, String>.lines.asyncPullback { (name: String) in
      Async { callback in
        Task { callback(await Greeter().greeting(for: name)) }
      }
    }
    assertInlineSnapshot(of: "Blob", as: strategy) {
      """
      Hello, Blob!
      """
    }
  }

  func testAMainActorViewModelThatMustLoad() {
    // A deadline, not a duration: the main actor may be busy with other tests for a while.
    assertInlineSnapshot(of: ViewModel(), as: .loaded, timeout: 60) {
      """
      Loaded 2 rows
      """
    }
  }

  func testASnapshotThatNeverComesFailsWhenTheTimeoutRunsOut() {
    let messages = Reporter.capturing {
      assertInlineSnapshot(of: 1, as: .never, timeout: 0.05) {
        """
        1
        """
      }
    }
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(
      messages.first?.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.") == true,
      "\(messages)")
  }
}

extension Snapshotting where Value == ViewModel, Format == String {
  /// The model's text once it has loaded, on the main actor.
  static var loaded: Self {
    Snapshotting<String, String>.lines.asyncPullback { model in
      Async { callback in
        Task { @MainActor in
          await model.load()
          callback(model.text)
        }
      }
    }
  }
}

@MainActor final class ViewModel: Sendable {
  private(set) var rows: [String] = []

  nonisolated init() {}

  var text: String { "Loaded \(rows.count) rows" }

  func load() async {
    await Task.yield()
    rows = ["Milk", "Eggs"]
  }
}

private actor Greeter {
  func greeting(for name: String) -> String { "Hello, \(name)!" }
}

/// Collects reported failures' messages instead of failing the test.
private enum Reporter {
  static func capturing(_ operation: () -> Void) -> [String] {
    FailureCapture.collect(operation).map(\.message)
  }
}
