import Foundation
import Testing

@testable import InlineSnapshot

@Suite struct SnapshotFileLocationTests {
  @Test func filesLieInSnapshotsBesideTheTestFileNamedByTestAndIdentifier() {
    let location = SnapshotFileLocation(
      testFilePath: "/p/Tests/AppTests/ReportTests.swift", snapshotDirectory: nil,
      testName: "testMonthly()", identifier: "2", pathExtension: "json")
    #expect(location.file.path == "/p/Tests/AppTests/__Snapshots__/ReportTests/testMonthly.2.json")
    #expect(location.directory.path == "/p/Tests/AppTests/__Snapshots__/ReportTests")
  }

  @Test func aStrategyWithoutExtensionNamesTheFileWithoutOne() {
    let location = SnapshotFileLocation(
      testFilePath: "/p/T.swift", snapshotDirectory: "/elsewhere", testName: "testData",
      identifier: "1", pathExtension: nil)
    #expect(location.file.path == "/elsewhere/testData.1")
  }

  @Test func namesBecomeFileNamePartsAsSwiftSnapshotTestingMakesThem() {
    #expect(SnapshotFileLocation.sanitized("testFoo()") == "testFoo")
    #expect(SnapshotFileLocation.sanitized("iPad Pro 12.9\"") == "iPad-Pro-12-9")
    #expect(SnapshotFileLocation.sanitized("get-with-query") == "get-with-query")
    #expect(SnapshotFileLocation.sanitized("dump(value:)") == "dump-value")
    #expect(SnapshotFileLocation.sanitized("snake_case") == "snake_case")
  }

  /// Names beyond ASCII clean exactly as swift-snapshot-testing's regular expression cleans
  /// them (ICU's `\W+`), so that committed files of such tests are found.
  @Test(arguments: [
    "café au lait", "cafe\u{301}()", "naïve_test", "日本語のテスト", "émoji 🎉 party",
    "test(x: 1, y: -2.5)", "--a--b--", "()", "", "٣ arabic digits ٤", "zero\u{200D}joiner",
    "tab\tand\nnewline", "Ⅻ roman", "under‿tie",
  ])
  func namesBeyondASCIICleanAsTheRegularExpressionDoes(_ name: String) {
    let expected = name
      .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    #expect(SnapshotFileLocation.sanitized(name) == expected)
  }

  @Test func anotherAssertionOfTheSameTestLiesInTheSameFolder() {
    let location = SnapshotFileLocation(
      testFilePath: "/p/Tests/ReportTests.swift", snapshotDirectory: nil,
      testName: "monthly()", identifier: "", pathExtension: nil)
    #expect(
      location.with(identifier: "march", pathExtension: "json").file.path
        == "/p/Tests/__Snapshots__/ReportTests/monthly.march.json")
  }

  @Test func unnamedAssertionsOfATestCountFromOneAndTestsCountApart() {
    let counter = SnapshotFileCounter()
    #expect(counter.next(for: "a") == 1)
    #expect(counter.next(for: "a") == 2)
    #expect(counter.next(for: "b") == 1)
  }
}

/// Under the `.snapshots` trait each test counts its unnamed file snapshots from 1, as
/// swift-snapshot-testing's trait does: both tests below use one key.
@Suite(.snapshots(record: .never)) struct SnapshotFileCounterTraitTests {
  @Test func theFirstTestCountsFromOne() {
    #expect(SnapshotFileCounter.current.next(for: "shared-key") == 1)
    #expect(SnapshotFileCounter.current.next(for: "shared-key") == 2)
  }

  @Test func theSecondTestCountsFromOneToo() {
    #expect(SnapshotFileCounter.current.next(for: "shared-key") == 1)
  }
}
