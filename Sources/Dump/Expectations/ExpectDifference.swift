/// Expects a value to change in exactly the described way when an operation runs.
///
/// Evaluates `expression` before and after `operation`, applies `changes` to a copy of the
/// value from before, and expects that copy to equal the value after; a failure shows a diff
/// of the two:
///
/// ```swift
/// var counter = Counter()
/// expectDifference(counter) {
///   counter.increment()
/// } changes: {
///   $0.count = 1
///   $0.isOdd = true
/// }
/// ```
///
/// The check is exhaustive: any change that `changes` does not describe fails, and so does an
/// operation that changes nothing. Without `operation`, it checks only the fields `changes`
/// sets, against a value that already changed (a non-exhaustive check):
///
/// ```swift
/// counter.increment()
/// expectDifference(counter) {
///   $0.count = 1
/// }
/// ```
///
/// Failures go to the running test, as `expectNoDifference`'s do; a thrown error is reported
/// too. The expression is evaluated twice; the diff is built only on failure.
///
/// - Parameters:
///   - expression: The value to watch, evaluated before and after `operation`.
///   - message: A description put before the diff in the failure message.
///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope: a change
///     only they show never fails.
///   - operation: The work expected to change the value, or `nil` for a non-exhaustive check.
///   - updateExpectingResult: Changes a copy of the value from before so that it should equal
///     the value after.
///   - fileID: The file ID where the failure is reported; defaults to the caller's.
///   - filePath: The file path where the failure is reported; defaults to the caller's.
///   - line: The line where the failure is reported; defaults to the caller's.
///   - column: The column where the failure is reported; defaults to the caller's.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  redacting redactions: [DumpRedaction] = [],
  operation: (() throws -> Void)? = nil,
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  checkDifference(
    expression, message, operation: operation ?? {}, isExhaustive: operation != nil,
    changes: updateExpectingResult, redactions: redactions,
    location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The body of the synchronous `expectDifference`, with the operation not optional.
func checkDifference<T: Equatable>(
  _ expression: () throws -> T,
  _ message: () -> String?,
  operation: () throws -> Void,
  isExhaustive: Bool,
  changes updateExpectingResult: (inout T) throws -> Void,
  redactions: [DumpRedaction] = [],
  location: CallSite
) {
  do {
    let original = try expression()
    try operation()
    try reportChange(
      from: original, to: expression, as: updateExpectingResult, isExhaustive: isExhaustive,
      message: message, redactions: redactions, location: location)
  } catch {
    location.fail(error, frameworks: .lookedUp)
  }
}

/// Reports how the value after an operation differs from `original` changed by
/// `updateExpectingResult`, if it does. Shared by every form of `expectDifference`.
func reportChange<T: Equatable>(
  from original: T,
  to actual: () throws -> T,
  as updateExpectingResult: (inout T) throws -> Void,
  isExhaustive: Bool,
  message: () -> String?,
  redactions: [DumpRedaction],
  location: CallSite
) throws {
  var expected = original
  try updateExpectingResult(&expected)
  let failure = DifferenceMessage.changeFailure(
    original: original,
    expected: expected,
    actual: try actual(),
    isExhaustive: isExhaustive,
    message: message,
    redactions: RedactionsInEffect(redactions).values
  )
  if let failure {
    location.fail(failure, frameworks: .lookedUp)
  }
}

#if compiler(>=6.2)
  /// Expects a value to change in exactly the described way when an asynchronous operation runs.
  ///
  /// The asynchronous form of `expectDifference`, whose check is always exhaustive. It runs on
  /// the caller's actor, so the closures need not be `Sendable`.
  ///
  /// ```swift
  /// await expectDifference(model.count) {
  ///   await model.incrementButtonTapped()
  /// } changes: {
  ///   $0 = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expression: The value to watch, evaluated before and after `operation`.
  ///   - message: A description put before the diff in the failure message.
  ///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
  ///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope: a change
  ///     only they show never fails.
  ///   - operation: The work expected to change the value.
  ///   - updateExpectingResult: Changes a copy of the value from before so that it should equal
  ///     the value after.
  ///   - fileID: The file ID where the failure is reported; defaults to the caller's.
  ///   - filePath: The file path where the failure is reported; defaults to the caller's.
  ///   - line: The line where the failure is reported; defaults to the caller's.
  ///   - column: The column where the failure is reported; defaults to the caller's.
  nonisolated(nonsending) public func expectDifference<T: Equatable>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String? = nil,
    redacting redactions: [DumpRedaction] = [],
    operation: () async throws -> Void,
    changes updateExpectingResult: (inout T) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
      let original = try expression()
      try await operation()
      try reportChange(
        from: original, to: expression, as: updateExpectingResult, isExhaustive: true,
        message: message, redactions: redactions, location: location)
    } catch {
      location.fail(error, frameworks: .lookedUp)
    }
  }
#else
  /// Expects a value to change in exactly the described way when an asynchronous operation runs.
  ///
  /// The asynchronous form of `expectDifference`, whose check is always exhaustive. Before Swift 6.2 an
  /// async function cannot run on its caller's actor, so the closures must be `Sendable`.
  ///
  /// ```swift
  /// await expectDifference(model.count) {
  ///   await model.incrementButtonTapped()
  /// } changes: {
  ///   $0 = 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expression: The value to watch, evaluated before and after `operation`.
  ///   - message: A description put before the diff in the failure message.
  ///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
  ///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope: a change
  ///     only they show never fails.
  ///   - operation: The work expected to change the value.
  ///   - updateExpectingResult: Changes a copy of the value from before so that it should equal
  ///     the value after.
  ///   - fileID: The file ID where the failure is reported; defaults to the caller's.
  ///   - filePath: The file path where the failure is reported; defaults to the caller's.
  ///   - line: The line where the failure is reported; defaults to the caller's.
  ///   - column: The column where the failure is reported; defaults to the caller's.
  public func expectDifference<T: Equatable & Sendable>(
    _ expression: @autoclosure @Sendable () throws -> T,
    _ message: @autoclosure @Sendable () -> String? = nil,
    redacting redactions: [DumpRedaction] = [],
    operation: @Sendable () async throws -> Void,
    changes updateExpectingResult: @Sendable (inout T) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
      let original = try expression()
      try await operation()
      try reportChange(
        from: original, to: expression, as: updateExpectingResult, isExhaustive: true,
        message: message, redactions: redactions, location: location)
    } catch {
      location.fail(error, frameworks: .lookedUp)
    }
  }
#endif

extension DifferenceMessage {
  /// The failure message of `expectDifference`, or `nil` when the expectation holds.
  static func changeFailure<T: Equatable>(
    original: T,
    expected: T,
    actual: T,
    isExhaustive: Bool,
    message: () -> String?,
    redactions: [DumpRedaction]
  ) -> String? {
    guard expected != actual else {
      return isExhaustive && original == actual ? noChange(message: message()) : nil
    }
    return make(
      expected, actual, message: message(), legend: ("Expected", "Actual"),
      redactions: redactions)
  }
}
