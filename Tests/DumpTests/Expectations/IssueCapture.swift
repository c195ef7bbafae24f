@testable import Dump

/// Collects the messages of failures reported while `operation` runs, instead of failing the
/// test.
///
/// An error escaping `operation` is collected too, as "Escaped: <error>".
func capturingIssues(_ operation: () throws -> Void) -> [String] {
  var escaped: [String] = []
  let failures = FailureCapture.collect {
    do { try operation() } catch { escaped = ["Escaped: \(error)"] }
  }
  return failures.map(\.message) + escaped
}

/// Collects the messages of failures reported while an asynchronous `operation` runs.
func capturingIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async -> Void
) async -> [String] {
  await FailureCapture.collect(isolation: isolation, operation).map(\.message)
}
