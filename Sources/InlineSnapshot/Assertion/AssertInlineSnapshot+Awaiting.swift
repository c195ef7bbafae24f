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
/// those without `await` would no longer compile.
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
  guard let result = await AwaitedValue.result(of: value, timeout: timeout) else {
    TestFailure.report(
      "\(SnapshotTimeout(seconds: timeout))",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    return
  }
  assertInlineSnapshot(
    of: try result.get(),
    as: snapshotting,
    message: message(),
    record: record,
    timeout: timeout,
    syntaxDescriptor: syntaxDescriptor,
    matches: expected,
    fileID: fileID,
    file: filePath,
    function: function,
    line: line,
    column: column
  )
}
