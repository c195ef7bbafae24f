import Dump
import Foundation

/// Asserts that the snapshot of a value an `async` expression produces equals the one written
/// in the call's trailing closure, suspending while it waits rather than blocking a thread.
///
/// ```swift
/// @MainActor @Test func loadsTheLists() async {
///   let model = ListsModel()
///   await assertInlineSnapshot(awaiting: await model.load()) {
///     """
///     ["Home", "Work"]
///     """
///   }
/// }
/// ```
///
/// Use it for values of `async` functions and of `@MainActor` models, in Swift Testing and in
/// XCTest's `async` tests: the test suspends, so the main actor and the shared threads stay
/// free for the work it awaits, however many such tests run at once. The ``Async`` strategies
/// block a thread while they wait and remain for compatibility with swift-snapshot-testing.
///
/// It is ``assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:matches:fileID:file:function:line:column:)``
/// once the value has come: the same recording, record modes and review, and an error the
/// expression throws is the snapshot (`throw …`). The label differs because an overload of
/// `of:` taking an `async` expression would be chosen for every call in an `async` test, and
/// those without `await` would no longer compile. In a parameterized test, a call without a
/// closure records one snapshot per argument, as `of:` does (see <doc:SnapshotsPerArgument>).
///
/// - Parameters:
///   - value: The `async` expression whose value (or thrown error) to snapshot. It runs in a
///     task isolated as the caller is.
///   - snapshotting: The strategy that turns the value into text. Defaults to
///     ``Snapshotting/customDump``.
///   - message: A description that replaces "Snapshot did not match." in the failure.
///   - record: The record mode for this assertion, overriding scopes, traits and environment.
///   - timeout: How many seconds the value may take; when they run out, the assertion fails
///     saying so, and the expression's task is cancelled. It also bounds an ``Async``
///     strategy's wait.
///   - syntaxDescriptor: Which closure holds the snapshot; see ``InlineSnapshotSyntaxDescriptor``.
///   - expected: The snapshot closure, usually written as a trailing closure. Leave it out to
///     record one.
///   - isolation: The caller's actor, on which the expression runs.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call: the file that is rewritten.
///   - function: The calling function, named in failure messages.
///   - line: The line of the call, used to find it in the file.
///   - column: The column of the call, used to find it in the file.
public func assertInlineSnapshot<Value>(
  awaiting value: @autoclosure @escaping () async throws -> Value?,
  as snapshotting: Snapshotting<Value, String> = .customDump,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> String)? = nil,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  await checkAwaitedInlineSnapshot(
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

/// Asserts that the snapshot of a value an `async` expression produces equals its entry in the
/// call's trailing closure, which holds one snapshot per argument of a parameterized test (or
/// per explicit key); see
/// ``assertInlineSnapshot(of:as:message:record:timeout:key:syntaxDescriptor:matches:fileID:file:function:line:column:)``
/// for the entries and
/// ``assertInlineSnapshot(awaiting:as:message:record:timeout:syntaxDescriptor:matches:isolation:fileID:file:function:line:column:)``
/// for the waiting.
///
/// - Parameters:
///   - value: The `async` expression whose value (or thrown error) to snapshot.
///   - snapshotting: The strategy that turns the value into text.
///   - message: A description that replaces "Snapshot did not match." in the failure.
///   - record: The record mode for this assertion, overriding scopes, traits and environment.
///   - timeout: How many seconds the value may take.
///   - key: The entry to check; `nil` takes the running test case's arguments.
///   - syntaxDescriptor: Which closure holds the snapshots.
///   - expected: The closure returning the snapshots by key. Leave it out to record one.
///   - isolation: The caller's actor, on which the expression runs.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The path of the file holding the call: the file that is rewritten.
///   - function: The calling function, named in failure messages.
///   - line: The line of the call, used to find it in the file.
///   - column: The column of the call, used to find it in the file.
@_disfavoredOverload
public func assertInlineSnapshot<Value>(
  awaiting value: @autoclosure @escaping () async throws -> Value?,
  as snapshotting: Snapshotting<Value, String> = .customDump,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  key: String? = nil,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> KeyValuePairs<String, String>)? = nil,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  await checkAwaitedInlineSnapshot(
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

/// Waits for the value, suspending, then checks it as the `of:` forms do.
private func checkAwaitedInlineSnapshot<Value>(
  of value: @escaping () async throws -> Value?,
  as snapshotting: Snapshotting<Value, String>,
  message: () -> String,
  record: SnapshotTestingConfiguration.Record?,
  timeout: TimeInterval,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor,
  expected: ExpectedSnapshot,
  at call: CallSite,
  isolation: isolated (any Actor)? = #isolation
) async {
  guard let result = await AwaitedValue.result(of: value, timeout: timeout) else {
    call.fail("\(SnapshotTimeout(seconds: timeout))", frameworks: .linked)
    return
  }
  checkInlineSnapshot(
    of: { try result.get() },
    as: snapshotting,
    message: message,
    record: record,
    timeout: timeout,
    syntaxDescriptor: syntaxDescriptor,
    expected: expected,
    at: call
  )
}
