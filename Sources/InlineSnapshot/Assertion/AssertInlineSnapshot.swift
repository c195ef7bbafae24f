import Dump
import Foundation

#if canImport(Testing)
  import Testing
#endif

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
/// Under Swift Testing (Swift 6.2 or later), a failure attaches the actual snapshot and the
/// difference to the test, as `actual.txt` and `difference.txt`, and for a redacted snapshot
/// the text without its redactions as `actual-unredacted.txt`; `swift test
/// --attachments-path FOLDER` saves them.
///
/// Cost: the strategy's snapshot and, on mismatch, a line diff. Recording reads and parses the
/// test file once per run.
///
/// - Parameters:
///   - value: The value to snapshot. A `nil` value expects no snapshot closure; recording
///     removes it.
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
  let subject: Value?
  let actual: String?
  do {
    subject = try value()
    actual = try subject.map { try snapshotting.snapshot(of: $0, timeout: timeout) }
  } catch {
    TestFailure.report(
      error is SnapshotTimeout ? "\(error)" : "Threw error: \(error)",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    return
  }
  // Taken again only on a failure, so that a passing assertion does no extra work: which
  // redactions the snapshot applied (the failure names them) and its text without them (the
  // pending store and the attachments keep it). Taken once, by the first that asks.
  var redactionsTaken: (applied: [DumpRedaction], unredacted: String?)?
  func redactionsOnFailure() -> (applied: [DumpRedaction], unredacted: String?) {
    if let redactionsTaken { return redactionsTaken }
    let applied =
      subject.flatMap { subject in
        try? SnapshotRedaction.observing {
          try snapshotting.snapshot(of: subject, timeout: timeout)
        }.1
      } ?? []
    let unredacted =
      applied.isEmpty
      ? nil
      : subject.flatMap { subject in
        try? SnapshotRedaction.withoutRedactions {
          try snapshotting.snapshot(of: subject, timeout: timeout)
        }
      }
    redactionsTaken = (applied, unredacted)
    return (applied, unredacted)
  }
  let session = RecordingSession.started
  let scopedRecord =
    SnapshotTestingConfiguration.current?.record ?? globalRecord.withLock { $0 }
  var assertion = SnapshotAssertion(
    actual: actual,
    expected: expected?(),
    record: session.environment.resolve(call: record, scoped: scopedRecord),
    recordSetInCode: record ?? scopedRecord,
    site: SnapshotSite(
      filePath: "\(filePath)",
      line: Int(line),
      column: Int(column),
      syntaxDescriptor: syntaxDescriptor
    ),
    message: message(),
    function: "\(function)",
    diff: { snapshotting.diffing.diffV2($0, $1)?.0 }
  )
  assertion.unredacted = { redactionsOnFailure().unredacted }
  #if canImport(Testing)
    assertion.runsWithSeveralArguments = Test.Case.current?.isParameterized ?? false
  #endif
  let outcome = session.run(assertion)
  guard outcome.fails else { return }
  let redactions = redactionsOnFailure()
  assertion.redactions = redactions.applied
  guard let failure = assertion.failureMessage(for: outcome, environment: session.environment)
  else { return }
  FailureAttachments.record(
    actual: actual,
    unredacted: redactions.unredacted,
    difference: assertion.expected == nil ? nil : actual.flatMap { _ in outcome.difference },
    pendingPatch: {
      assertion.record == .pending ? session.pending.patch(at: assertion.site) : nil
    },
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
  syntaxDescriptor.fail(
    failure,
    fileID: fileID,
    file: filePath,
    line: line,
    column: column
  )
}
