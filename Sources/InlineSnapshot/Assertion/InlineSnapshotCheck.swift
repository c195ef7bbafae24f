import Dump
import Foundation

#if canImport(Testing)
  import Testing
#endif

/// What a call's snapshot closure held when the test ran.
enum ExpectedSnapshot {
  /// One snapshot; `nil` when the call has no closure.
  case single(String?)
  /// One snapshot per key; the entry is `key`'s, or the running test case's arguments'.
  case keyed(KeyValuePairs<String, String>, key: String?)
}

/// The work of every `assertInlineSnapshot` overload: snapshot the value, decide under which
/// key, run the assertion against this process's recording session and report its failure.
func checkInlineSnapshot<Value>(
  of value: () throws -> Value?,
  as snapshotting: Snapshotting<Value, String>,
  message: () -> String,
  record: SnapshotTestingConfiguration.Record?,
  timeout: TimeInterval,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor,
  expected: ExpectedSnapshot,
  fileID: StaticString,
  filePath: StaticString,
  function: StaticString,
  line: UInt,
  column: UInt
) {
  let entry: SnapshotEntryChoice
  switch expected {
  case .single(let text):
    entry = .choose(
      expected: text,
      callTakesEntries: (try? RecordingSession.current.recorder.source(of: "\(filePath)"))?
        .callsAssertInlineSnapshot(at: .init(line: Int(line), column: Int(column))) ?? false)
  case .keyed(let entries, let key): entry = .choose(in: entries, key: key)
  }
  if case .refused(let reason) = entry {
    TestFailure.report(
      reason, fileID: fileID, filePath: filePath, line: line, column: column,
      frameworks: .linked)
    return
  }
  // An error the expression throws is the snapshot; one the strategy throws is a failure.
  let subject = SnapshotSubject(value)
  let actual: String?
  do {
    actual = try subject.snapshot(as: snapshotting, timeout: timeout)
  } catch {
    TestFailure.report(
      error is SnapshotTimeout ? "\(error)" : "Threw error: \(error)",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column,
      frameworks: .linked
    )
    return
  }
  // Taken once, by the first that asks on a failure (see ``RedactionRetake``).
  var retaken: RedactionRetake<String?>?
  func retake() -> RedactionRetake<String?> {
    if let retaken { return retaken }
    let taken = RedactionRetake { try subject.snapshot(as: snapshotting, timeout: timeout) }
    retaken = taken
    return taken
  }
  let session = RecordingSession.started
  let recordMode = session.environment.recordMode(call: record)
  var assertion = SnapshotAssertion(
    actual: actual,
    expected: entry.expected,
    record: recordMode.inEffect,
    recordSetInCode: recordMode.setInCode,
    site: SnapshotSite(
      filePath: "\(filePath)",
      line: Int(line),
      column: Int(column),
      syntaxDescriptor: syntaxDescriptor,
      key: entry.key
    ),
    message: message(),
    function: "\(function)",
    diff: { snapshotting.diffing.diffV2($0, $1)?.0 }
  )
  assertion.allArgumentKeys = entry.allArgumentKeys
  assertion.runningTest = RunningTest.current
  assertion.threw = subject.threw
  assertion.unredacted = { retake().unredacted ?? nil }
  #if canImport(Testing)
    if entry.key == nil {
      assertion.runsWithSeveralArguments = Test.Case.current?.isParameterized ?? false
    }
  #endif
  let outcome = session.run(assertion)
  guard outcome.fails else { return }
  assertion.redactions = retake().applied
  guard let failure = assertion.failureMessage(for: outcome, environment: session.environment)
  else { return }
  FailureAttachments.record(
    actual: actual,
    unredacted: retake().unredacted ?? nil,
    difference: assertion.expected == nil ? nil : actual.flatMap { _ in outcome.difference },
    pendingPatch: {
      assertion.record == .pending ? session.pending.patch(at: .closure(assertion.site)) : nil
    },
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
  syntaxDescriptor.fail(
    failure,
    entry: entry.key,
    fileID: fileID,
    file: filePath,
    line: line,
    column: column
  )
}
