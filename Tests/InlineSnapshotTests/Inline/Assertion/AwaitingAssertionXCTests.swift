import Foundation
import InlineSnapshot
import XCTest

/// `await assertInlineSnapshot(awaiting:)` under XCTest's `async` tests (issue 34).
final class AwaitingAssertionXCTests: XCTestCase {
  @MainActor final class CounterModel {
    private(set) var count = 0

    func increment() async -> Int {
      await Task.yield()
      count += 1
      return count
    }
  }

  @MainActor func testAMainActorModel() async {
    let model = CounterModel()
    await assertInlineSnapshot(awaiting: await model.increment(), as: .description) {
      """
      1
      """
    }
  }

  @MainActor static func assertAFreshModelCountsOne() async {
    let model = CounterModel()
    await assertInlineSnapshot(awaiting: await model.increment(), as: .description) {
      """
      1
      """
    }
  }

  func testManyAtOnceFromATaskGroup() async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask { await Self.assertAFreshModelCountsOne() }
      }
    }
  }
}
