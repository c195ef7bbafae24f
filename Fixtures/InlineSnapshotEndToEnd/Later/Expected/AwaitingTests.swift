import InlineSnapshot
import Testing

@MainActor final class ListsModel {
  private(set) var titles: [String] = []

  func load() async throws -> [String] {
    try await Task.sleep(for: .milliseconds(5))
    titles = ["Home", "Work"]
    return titles
  }
}

/// 200 awaiting assertions on the main actor in one run: each suspends while its model loads.
@MainActor @Suite struct AwaitingTests {
  @Test(arguments: 0..<200) func listsLoad(_ index: Int) async {
    let model = ListsModel()
    await assertInlineSnapshot(awaiting: try await model.load(), as: .description) {
      """
      ["Home", "Work"]
      """
    }
  }
}
