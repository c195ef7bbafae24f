import Foundation
import IssueReporting

/// Collects the messages of issues reported while `operation` runs, instead of failing the test.
///
/// An error escaping `operation` is collected too, as "Escaped: <error>".
func capturingIssues(_ operation: () throws -> Void) -> [String] {
  let reporter = CapturingReporter()
  do {
    try withIssueReporters([reporter], operation: operation)
  } catch {
    return reporter.messages + ["Escaped: \(error)"]
  }
  return reporter.messages
}

/// Collects the messages of issues reported while an asynchronous `operation` runs.
func capturingIssues(_ operation: () async -> Void) async -> [String] {
  let reporter = CapturingReporter()
  await withIssueReporters([reporter], operation: operation)
  return reporter.messages
}

private final class CapturingReporter: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var captured: [String] = []

  var messages: [String] { lock.withLock { captured } }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    lock.withLock { captured.append(text) }
  }
}
