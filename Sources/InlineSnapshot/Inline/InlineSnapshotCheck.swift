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
  at call: CallSite
) {
  let entry = SnapshotEntryChoice.choose(expected, at: call)
  if case .refused(let reason) = entry {
    call.fail(reason, frameworks: .linked)
    return
  }
  // An error the expression throws is the snapshot; one the strategy throws is a failure.
  let subject = SnapshotSubject(value)
  let threw = subject.threw
  let taken: TakenSnapshot<String?>
  do {
    taken = try subject.take(as: snapshotting, timeout: timeout) { ThrownErrorSnapshot.text(of: $0) }
  } catch {
    call.fail(SnapshotFailure.message(takingSnapshotThrew: error), frameworks: .linked)
    return
  }
  let session = RecordingSession.started
  var assertion = InlineSnapshotAssertion(
    actual: taken.snapshot, expected: entry, threw: threw, snapshotting: snapshotting,
    message: message(), record: session.environment.recordMode(call: record),
    syntaxDescriptor: syntaxDescriptor, at: call)
  // Rendered only when a failure or the pending entry asks.
  let unredacted = { taken.snapshot.flatMap(taken.unredacted) }
  assertion.unredacted = unredacted
  let outcome = session.run(assertion)
  guard outcome.fails else { return }
  assertion.redactions = taken.redactions
  guard let failure = assertion.failureMessage(for: outcome, environment: session.environment)
  else { return }
  SnapshotFailure(
    message: failure,
    actual: taken.snapshot,
    unredacted: unredacted(),
    difference: assertion.expected == nil ? nil : taken.snapshot.flatMap { _ in outcome.difference },
    pendingPatch: {
      assertion.record == .pending ? session.pending.patch(at: .closure(assertion.site)) : nil
    }
  ).report(at: call) { syntaxDescriptor.fail($0, entry: entry.key, at: call) }
}

extension SnapshotEntryChoice {
  /// The entry a call's closure offers for this run, reading the test file only for a call
  /// without a closure (whether it can take entries).
  static func choose(_ expected: ExpectedSnapshot, at call: CallSite) -> Self {
    switch expected {
    case .single(let text):
      return .choose(
        expected: text,
        callTakesEntries: (try? RecordingSession.current.recorder.source(of: "\(call.filePath)"))?
          .callsAssertInlineSnapshot(at: .init(line: Int(call.line), column: Int(call.column)))
          ?? false)
    case .keyed(let entries, let key):
      return .choose(in: entries, key: key)
    }
  }
}

extension InlineSnapshotAssertion {
  /// The assertion an `assertInlineSnapshot` call makes of its value and closure entry.
  init<Value>(
    actual: String?,
    expected entry: SnapshotEntryChoice,
    threw: Bool,
    snapshotting: Snapshotting<Value, String>,
    message: String,
    record: (inEffect: SnapshotTestingConfiguration.Record, setInCode: SnapshotTestingConfiguration.Record?),
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor,
    at call: CallSite
  ) {
    self.init(
      actual: actual,
      expected: entry.expected,
      record: record.inEffect,
      recordSetInCode: record.setInCode,
      site: SnapshotSite(
        filePath: "\(call.filePath)", line: Int(call.line), column: Int(call.column),
        syntaxDescriptor: syntaxDescriptor, key: entry.key),
      message: message,
      function: "\(call.function)",
      diff: { snapshotting.diffing.diffV2($0, $1)?.0 }
    )
    recorded = { snapshotting.diffing.recorded($0, replacing: $1) }
    allArgumentKeys = entry.allArgumentKeys
    // Read in the test's task, where the assertion runs.
    runningTest = { RunningTest.current }
    self.threw = threw
    #if canImport(Testing)
      if entry.key == nil {
        runsWithSeveralArguments = Test.Case.current?.isParameterized ?? false
      }
    #endif
  }
}
