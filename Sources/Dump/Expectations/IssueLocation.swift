import IssueReporting

/// Where an expectation was written, to report its issues there.
struct IssueLocation {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  func reportIssue(_ message: String) {
    IssueReporting.reportIssue(
      message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func reportIssue(_ error: any Error) {
    IssueReporting.reportIssue(
      error, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
