import IssueReporting

/// Where an issue is reported: the call site of an assertion.
struct IssueLocation {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// Fails the current test (Swift Testing or XCTest) with `message` at this location.
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
