/// Where an expectation was written, to report its issues there.
struct IssueLocation {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  func reportIssue(_ message: String) {
    TestFailure.report(
      message, fileID: fileID, filePath: filePath, line: line, column: column,
      frameworks: .lookedUp)
  }

  func reportIssue(_ error: any Error) {
    TestFailure.report(
      error, fileID: fileID, filePath: filePath, line: line, column: column,
      frameworks: .lookedUp)
  }
}
