// Inline/: `assertInlineSnapshot` and its assertion, over the shared check; Recording/ writes into
// test files, Rewriting/ is the pure source rewrite.

import Dump
import Foundation

/// Asserts that a value's snapshot equals its entry in the call's trailing closure, which holds
/// one snapshot per argument of a parameterized test (or per explicit key), and writes the entry
/// into the test source when it is missing or (if asked) wrong.
///
/// You do not write this form yourself: a plain `assertInlineSnapshot` call without a closure,
/// in a `@Test(arguments:)` function, records it, one entry per argument:
///
/// ```swift
/// @Test(arguments: ["1 + 2", "2 * 3"])
/// func evaluates(input: String) {
///   assertInlineSnapshot(of: evaluate(input), as: .customDump) {
///     [
///       #"input: "1 + 2""#: """
///       3
///       """,
///       #"input: "2 * 3""#: """
///       6
///       """,
///     ]
///   }
/// }
/// ```
///
/// The keys are the arguments as their dumps print on one line, `label: value` for each
/// parameter. A new argument records only its entry; an entry whose argument is gone is removed
/// after a run in which every argument of the test reached the call, never after a filtered run
/// (see <doc:SnapshotsPerArgument>).
///
/// Outside Swift Testing's parameterized tests (an XCTest loop, a helper), pass `key:` to name
/// the entry; such entries are never removed by recording.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy that turns the value into text. Defaults to
///     ``Snapshotting/customDump``.
///   - message: A description that replaces "Snapshot did not match." in the failure.
///   - record: The record mode for this assertion, overriding scopes, traits and environment.
///   - timeout: How many seconds to wait for a strategy that hands its snapshot to a callback.
///   - key: The entry to check; `nil` takes the running test case's arguments.
///   - syntaxDescriptor: Which closure holds the snapshots; see
///     ``InlineSnapshotSyntaxDescriptor``.
///   - expected: The closure returning the snapshots by key. Leave it out to record one.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call: the file that is rewritten.
///   - function: The calling function, named in failure messages.
///   - line: The line of the call, used to find it in the file.
///   - column: The column of the call, used to find it in the file.
@_disfavoredOverload
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value?,
  as snapshotting: Snapshotting<Value, String> = .customDump,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  key: String? = nil,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> KeyValuePairs<String, String>)? = nil,
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
    expected: .keyed(expected?() ?? [:], key: key),
    at: CallSite(
      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  )
}
