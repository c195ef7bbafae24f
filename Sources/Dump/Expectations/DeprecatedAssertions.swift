// Kept so that code written against swift-custom-dump's deprecated names still compiles.

/// Expects two values to be equal, and otherwise fails with a diff of them.
///
/// Deprecated: call ``expectNoDifference(_:_:_:redacting:fileID:filePath:line:column:)``, which
/// this forwards to.
@available(*, deprecated, renamed: "expectNoDifference")
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectNoDifference(
    try expression1(), try expression2(), nonEmpty(message()),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects a value to change in exactly the described way when an operation runs.
///
/// Deprecated: call the synchronous `expectDifference`, which this forwards to.
@available(*, deprecated, renamed: "expectDifference")
public func XCTAssertDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  operation: () throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  checkDifference(
    expression, { nonEmpty(message()) }, operation: operation, isExhaustive: true,
    changes: updateExpectingResult,
    location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects a value to change in exactly the described way when an asynchronous operation runs.
///
/// Deprecated: call the asynchronous `expectDifference`, which this forwards to.
@available(*, deprecated, renamed: "expectDifference")
public func XCTAssertDifference<T: Equatable & Sendable>(
  _ expression: @autoclosure @Sendable () throws -> T,
  _ message: @autoclosure @Sendable () -> String = "",
  operation: @Sendable () async throws -> Void = {},
  changes updateExpectingResult: @Sendable (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  await expectDifference(
    try expression(), nonEmpty(message()), operation: operation,
    changes: updateExpectingResult,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

private func nonEmpty(_ message: String) -> String? {
  message.isEmpty ? nil : message
}
