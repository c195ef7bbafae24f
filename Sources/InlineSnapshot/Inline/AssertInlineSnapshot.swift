import Dump
import Foundation

/// Asserts that a value's snapshot equals the one written in the call's trailing closure, and
/// writes the snapshot into the test source when it is missing or (if asked) wrong.
///
/// ```swift
/// @Test func greeting() {
///   assertInlineSnapshot(of: greet("Blob"), as: .lines) {
///     """
///     Hello, Blob!
///     """
///   }
/// }
/// ```
///
/// Write the call without its closure and run the test: the snapshot is recorded into the file
/// when the test process ends, and the test fails once so you review it. Then it passes as long
/// as the value does not change. Whether a missing or failing snapshot is written depends on
/// the record mode (see ``SnapshotTestingConfiguration/Record``); on CI nothing is ever written.
///
/// In a parameterized test (`@Test(arguments:)`), a call without a closure records one snapshot
/// per argument, keyed by the argument (see <doc:SnapshotsPerArgument>).
///
/// Under Swift Testing (Swift 6.2 or later), a failure attaches the actual snapshot and the
/// difference to the test, as `actual.txt` and `difference.txt`, and for a redacted snapshot
/// the text without its redactions as `actual-unredacted.txt`; `swift test
/// --attachments-path FOLDER` saves them.
///
/// Cost: the strategy's snapshot and, on mismatch, a line diff. Recording reads and parses the
/// test file once per run.
///
/// When `value` throws, the snapshot is the error's Dump after `throw ` (see "Thrown errors"
/// in the documentation): it records, passes and fails like any snapshot, and a snapshot of an
/// error fails when the expression returns a value, and the reverse. An error the strategy
/// throws, or a ``SnapshotTimeout``, fails the assertion instead.
///
/// - Parameters:
///   - value: The value to snapshot, or an expression that throws the error to snapshot. A
///     `nil` value expects no snapshot closure; recording removes it.
///   - snapshotting: The strategy that turns the value into text. Defaults to
///     ``Snapshotting/customDump``.
///   - message: A description that replaces "Snapshot did not match." in the failure.
///   - record: The record mode for this assertion, overriding scopes, traits and environment.
///   - timeout: How many seconds to wait for a strategy that hands its snapshot to a callback
///     (see ``Async``); when it runs out, the assertion fails saying so.
///   - syntaxDescriptor: Which closure holds the snapshot. Only helpers that wrap this function
///     need it; see ``InlineSnapshotSyntaxDescriptor``.
///   - expected: The snapshot closure, usually written as a trailing closure. Leave it out to
///     record one.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call: the file that is rewritten.
///   - function: The calling function, named in failure messages.
///   - line: The line of the call, used to find it in the file.
///   - column: The column of the call, used to find it in the file.
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value?,
  as snapshotting: Snapshotting<Value, String> = .customDump,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  checkInlineSnapshot(
    of: value,
    as: snapshotting,
    message: message,
    record: record,
    timeout: timeout,
    syntaxDescriptor: syntaxDescriptor,
    expected: .single(expected?()),
    at: CallSite(
      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  )
}
