/// Where a public assertion was called: made once at its entry point from its `#fileID`,
/// `#filePath`, `#function`, `#line` and `#column` defaults and passed down, so that every
/// failure below points at the call. Dump's expectations, TestDatabase's assertions and the
/// default database share it.
package struct CallSite: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  /// The `#function` of the call, for assertions that record into it; empty where unused.
  package let function: StaticString
  package let line: UInt
  package let column: UInt

  package init(
    fileID: StaticString, filePath: StaticString, function: StaticString = "", line: UInt,
    column: UInt
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.function = function
    self.line = line
    self.column = column
  }

  /// Fails the running test at this call (see ``TestFailure``).
  package func fail(_ message: String, frameworks: TestFrameworks) {
    TestFailure.report(message, at: self, frameworks: frameworks)
  }

  /// Fails the running test at this call with a thrown error.
  package func fail(_ error: any Error, frameworks: TestFrameworks) {
    TestFailure.report("Caught error: \(error)", at: self, frameworks: frameworks)
  }
}
