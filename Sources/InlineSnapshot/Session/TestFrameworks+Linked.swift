import Dump
#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

extension TestFrameworks {
  /// Swift Testing and XCTest as this test-only module links them: its assertions (and
  /// TestDatabase's) fail tests through calls the compiler checked, not through symbols looked
  /// up at run time as Dump's expectations must.
  package static let linked: TestFrameworks = {
    #if canImport(Testing)
      let runsSwiftTest: @Sendable () -> Bool = { Test.current != nil }
      let recordIssue: @Sendable (AssertionFailure) -> Void = { failure in
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: "\(failure.site.fileID)",
            filePath: "\(failure.site.filePath)",
            // Swift Testing traps on lines and columns below 1.
            line: max(1, Int(clamping: failure.site.line)),
            column: max(1, Int(clamping: failure.site.column))))
      }
    #else
      let runsSwiftTest: @Sendable () -> Bool = { false }
      let recordIssue: @Sendable (AssertionFailure) -> Void = { _ in }
    #endif
    #if canImport(XCTest) && !canImport(Darwin)
      let failXCTest: (@Sendable (AssertionFailure) -> Bool)? = {
        XCTestFailureProbe.fail($0)
      }
    #elseif canImport(XCTest)
      // Whether Apple's XCTest takes a failure outside a test case has not been checked.
      let failXCTest: (@Sendable (AssertionFailure) -> Bool)? = {
        XCTFail($0.message, file: $0.site.filePath, line: $0.site.line)
        return true
      }
    #else
      let failXCTest: (@Sendable (AssertionFailure) -> Bool)? = nil
    #endif
    return TestFrameworks(
      runsSwiftTest: runsSwiftTest, recordIssue: recordIssue, failXCTest: failXCTest)
  }()
}

/// Hands Dump ``TestFrameworks/linked``: Dump's expectations, which find the frameworks in the
/// process, take these calls first (`TestFrameworks.lookedUp`), so that a test process linking
/// InlineSnapshot fails Dump's expectations as it fails snapshots, never through the frameworks'
/// symbols. Dump finds this type by its name, `TestFrameworks.exportingType`.
package enum LinkedTestFrameworks: TestFrameworksExport {
  package static var frameworks: TestFrameworks { .linked }
}
