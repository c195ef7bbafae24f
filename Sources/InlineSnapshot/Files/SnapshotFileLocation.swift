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
    file = Self.file(in: directory, sanitizedTestName, identifier, pathExtension)
  }

  /// The location of another assertion of the same test, without cleaning its name again.
  func with(identifier: String, pathExtension: String?) -> Self {
    var location = self
    location.file = Self.file(in: directory, sanitizedTestName, identifier, pathExtension)
    return location
  }

  private static func file(
    in directory: URL, _ sanitizedTestName: String, _ identifier: String, _ pathExtension: String?
  ) -> URL {
    let name = "\(sanitizedTestName).\(identifier)" + (pathExtension.map { ".\($0)" } ?? "")
    return directory.appendingPathComponent(name, isDirectory: false)
  }

  /// The key under which unnamed assertions of one test are counted.
  static func counterKey(snapshotDirectory: URL, testName: String) -> String {
    snapshotDirectory.path + "/" + testName
  }

  /// `name` as a file name part: each run of characters that are not letters, digits or
  /// underscores becomes one hyphen, and a hyphen at either end is dropped
  /// (`"testFoo()"` → `"testFoo"`, `"iPad Pro 11\""` → `"iPad-Pro-11"`).
  ///
  /// "Letters, digits and underscores" as swift-snapshot-testing's `\W+` means them (ICU's
  /// `\w`), matched scalar by scalar: a regular expression here cost a passing file snapshot
  /// more than reading its file.
  static func sanitized(_ name: String) -> String {
    var result = String.UnicodeScalarView()
    var pendingHyphen = false
    for scalar in name.unicodeScalars {
      guard isWordScalar(scalar) else {
        pendingHyphen = true
        continue
      }
      if pendingHyphen, !result.isEmpty { result.append("-") }
      pendingHyphen = false
      result.append(scalar)
    }
    return String(result)
  }

  /// ICU's `\w`: alphabetic, a mark, a decimal digit, connector punctuation, or a joiner.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        || (0x61...0x7A).contains(value) || value == 0x5F
    }
    if scalar.properties.isAlphabetic { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
      return true
    default:
      return scalar == "\u{200C}" || scalar == "\u{200D}"
    }
  }
}
