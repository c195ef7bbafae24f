import Foundation

/// Paths of the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // InlineSnapshotTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository
    .appendingPathComponent("Fixtures")

  static let rewriting = root.appendingPathComponent("InlineSnapshot/Rewriting")

  /// The names of the rewriting cases, one folder each.
  static var rewritingCases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: rewriting.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }
}
