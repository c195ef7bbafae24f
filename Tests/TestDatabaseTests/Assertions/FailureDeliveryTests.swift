import Foundation
import Testing

/// Every assertion of TestDatabase fails through Dump's `TestFailure`, which makes the test
/// process exit non-zero when the test target lacks IssueReportingTestSupport; a bare
/// `reportIssue` there only prints, and a failing assertion would let the run pass
/// (`Fixtures/MissingTestSupportEndToEnd` shows it for Dump and InlineSnapshot).
struct FailureDeliveryTests {
  @Test func noAssertionReportsAroundTestFailure() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/TestDatabase")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10, "found \(files.count) sources under \(sources.path)")
    let bare = try files.filter { file in
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      return text.split(separator: "\n").contains { line in
        line.contains("reportIssue(") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
    }
    #expect(bare == [], "call TestFailure.report instead of reportIssue")
  }
}
