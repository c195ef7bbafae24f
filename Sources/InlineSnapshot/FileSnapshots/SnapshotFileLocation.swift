import Foundation

/// Where a file snapshot lives: `__Snapshots__/<TestFile>/<testName>.<n or name>.<ext>` beside
/// the test file, as swift-snapshot-testing lays it out, so committed snapshot files are found
/// after the import swap.
struct SnapshotFileLocation: Equatable, Sendable {
  /// The folder holding the test file's snapshots.
  var directory: URL
  /// The snapshot file itself.
  var file: URL
  /// The test's name as it appears in the file name.
  var sanitizedTestName: String

  /// - Parameters:
  ///   - identifier: The assertion's `named:` argument, or its position among the test's
  ///     unnamed assertions (1 for the first), as ``SnapshotFileCounter`` counts them.
  init(
    testFilePath: String,
    snapshotDirectory: String?,
    testName: String,
    identifier: String,
    pathExtension: String?
  ) {
    let testFile = URL(fileURLWithPath: testFilePath, isDirectory: false)
    directory =
      snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    sanitizedTestName = Self.sanitized(testName)
    var file = directory.appendingPathComponent("\(sanitizedTestName).\(identifier)")
    if let pathExtension { file.appendPathExtension(pathExtension) }
    self.file = file
  }

  /// The key under which unnamed assertions of one test are counted.
  static func counterKey(snapshotDirectory: URL, testName: String) -> String {
    snapshotDirectory.appendingPathComponent(testName).absoluteString
  }

  /// `name` as a file name part: each run of characters that are not letters, digits or
  /// underscores becomes one hyphen, and a hyphen at either end is dropped
  /// (`"testFoo()"` → `"testFoo"`, `"iPad Pro 11\""` → `"iPad-Pro-11"`).
  static func sanitized(_ name: String) -> String {
    name
      .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }
}
