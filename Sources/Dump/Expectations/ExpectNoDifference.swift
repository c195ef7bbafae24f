/// Expects two values to be equal, and otherwise fails the current test with a diff of them.
///
/// Use it instead of `#expect(a == b)` or `XCTAssertEqual` when the values are large: the
/// failure shows only what differs, in the shape of Swift source.
///
/// ```swift
/// expectNoDifference(user, expectedUser)
/// ```
/// ```text
/// Difference: …
///
///     User(
///       id: 42,
///   −   name: "Blob"
///   +   name: "Blob, Esq."
///     )
///
/// (First: −, Second: +)
/// ```
///
/// The failure is recorded in the running Swift Testing test (`Issue.record`, so that
/// `withKnownIssue` can expect it) or XCTest test case (`XCTFail`), at the caller's line; it is
/// printed as a warning outside tests. An error thrown by either expression is reported
/// instead. The values are compared with `==` once; the diff is built
/// only on failure.
///
/// - Parameters:
///   - expression1: The first value, usually the one computed by the code under test.
///   - expression2: The second value, usually the expected one.
///   - message: A description put before the diff in the failure message.
///   - redactions: Parts to print as placeholders or leave out (``DumpRedaction``), on top of
///     those of the enclosing ``withDumpRedactions(_:operation:)`` scope. Values whose
///     redacted dumps are the same pass, even when `==` says they differ; a failure message
///     ends with a line naming the redactions.
///   - fileID: The file ID where the failure is reported; defaults to the caller's.
///   - filePath: The file path where the failure is reported; defaults to the caller's.
///   - line: The line where the failure is reported; defaults to the caller's.
///   - column: The column where the failure is reported; defaults to the caller's.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  redacting redactions: [DumpRedaction] = [],
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second,
      let failure = DifferenceMessage.make(
        first,
        second,
        message: message(),
        legend: ("First", "Second"),
        redactions: RedactionsInEffect(redactions).values
      )
    else { return }
    site.fail(failure, frameworks: .lookedUp)
  } catch {
    site.fail(error, frameworks: .lookedUp)
  }
}
