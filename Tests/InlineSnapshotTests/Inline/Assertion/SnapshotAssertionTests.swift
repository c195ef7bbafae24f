import Foundation
import Dump
import Testing

@testable import InlineSnapshot

/// The assertion's decisions and messages, run against an in-memory file and environment.
@Suite struct SnapshotAssertionTests {
  static let path = "/Tests.swift"
  static let source = """
    func test() {
      assertInlineSnapshot(of: value, as: .lines) {
        \"\"\"
        Hello
        \"\"\"
      }
      assertInlineSnapshot(of: value, as: .lines)
    }

    """
  static let existing = SnapshotSite(filePath: path, line: 2, column: 23)
  static let missing = SnapshotSite(filePath: path, line: 7, column: 23)
  static let local = RecordingEnvironment(variables: [:])
  static let ci = RecordingEnvironment(variables: ["CI": "true"])

  struct Run {
    var failure: String?
    var file: String?
  }

  func run(
    actual: String?,
    expected: String?,
    at site: SnapshotSite,
    record: SnapshotTestingConfiguration.Record,
    recordSetInCode: SnapshotTestingConfiguration.Record? = nil,
    environment: RecordingEnvironment = Self.local,
    source: String = Self.source
  ) -> Run {
    let files = MemoryFiles([Self.path: source])
    let recorder = SnapshotRecorder(files: files)
    let failure = InlineSnapshotAssertion(
      actual: actual,
      expected: expected,
      record: record,
      recordSetInCode: recordSetInCode,
      site: site,
      function: "test()"
    ).failure(recorder: recorder, environment: environment)
    _ = recorder.flush()
    return Run(failure: failure, file: files[Self.path])
  }

  @Test func aMatchPasses() {
    let run = run(actual: "Hello", expected: "Hello", at: Self.existing, record: .missing)
    #expect(run.failure == nil)
    #expect(run.file == Self.source)
  }

  @Test func aMismatchFailsWithALineDiffAndDoesNotRecordInMissingMode() {
    let run = run(actual: "Hello, Blob", expected: "Hello", at: Self.existing, record: .missing)
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      Snapshot did not match. Difference: …

        @@ −1,1 +1,1 @@
        −Hello
        +Hello, Blob

      To record, pass 'record: .failed', use the '.snapshots(record: .failed)' trait, or set SNAPSHOT_TESTING_RECORD=failed.
      """
    }
    #expect(run.file == Self.source)
  }

  @Test func aRedactedMismatchNamesTheRedactionsAfterTheDifference() {
    var assertion = InlineSnapshotAssertion(
      actual: "UUID(<1>) Blob", expected: "UUID(<1>)", record: .missing, site: Self.existing,
      function: "test()")
    assertion.redactions = [.type(UUID.self), .type(Date.self)]
    let failure = assertion.failure(
      recorder: SnapshotRecorder(files: MemoryFiles([Self.path: Self.source])),
      environment: RecordingEnvironment(variables: [:]))
    assertInlineSnapshot(of: failure, as: .lines) {
      """
      Snapshot did not match. Difference: …

        @@ −1,1 +1,1 @@
        −UUID(<1>)
        +UUID(<1>) Blob

      (Redacted: UUID, Date)

      To record, pass 'record: .failed', use the '.snapshots(record: .failed)' trait, or set SNAPSHOT_TESTING_RECORD=failed.
      """
    }
  }

  @Test func aMismatchFailsAndReRecordsInFailedMode() {
    let run = run(actual: "Hello, Blob", expected: "Hello", at: Self.existing, record: .failed)
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      Snapshot did not match. Difference: …

        @@ −1,1 +1,1 @@
        −Hello
        +Hello, Blob

      A new snapshot was automatically recorded.
      """
    }
    #expect(run.file?.contains("    Hello, Blob\n") == true)
  }

  @Test func aMissingSnapshotIsRecordedInMissingMode() {
    let run = run(actual: "Hi", expected: nil, at: Self.missing, record: .missing)
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      Automatically recorded a new snapshot. Difference: …

        @@ −1,1 +1,1 @@
        −
        +Hi

      Re-run "test()" to assert against the newly-recorded snapshot.
      """
    }
    #expect(run.file?.hasSuffix("as: .lines) {\n    \"\"\"\n    Hi\n    \"\"\"\n  }\n}\n") == true)
  }

  @Test func aMissingSnapshotWithRecordingOffShowsTheActualValue() {
    let run = run(actual: "Hi\nthere", expected: nil, at: Self.missing, record: .never)
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      No expected value to assert against. Actual: …

        Hi
        there

      To record, pass 'record: .failed', use the '.snapshots(record: .failed)' trait, or set SNAPSHOT_TESTING_RECORD=failed.
      """
    }
    #expect(run.file == Self.source)
  }

  /// As swift-snapshot-testing words it: whoever set the mode knows why nothing was recorded.
  @Test func aModeSetInCodeAddsNothingToTheMessage() {
    let run = run(
      actual: "Hi",
      expected: nil,
      at: Self.missing,
      record: .never,
      recordSetInCode: .never
    )
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      No expected value to assert against. Actual: …

        Hi
      """
    }
  }

  @Test func aModeSetInCodeIsNamedWhenTheEnvironmentAsksForAnother() {
    let run = run(
      actual: "Hi",
      expected: nil,
      at: Self.missing,
      record: .never,
      recordSetInCode: .never,
      environment: RecordingEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "failed"])
    )
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      No expected value to assert against. Actual: …

        Hi

      The record mode here is .never, set in code (a 'record:' argument, a '.snapshots(record:)' trait or 'withSnapshotTesting'), which SNAPSHOT_TESTING_RECORD does not override. To record, change it to .failed.
      """
    }
    #expect(run.file == Self.source)
  }

  @Test func aNilValueWithoutAClosureFailsAndRecordsNothing() {
    let run = run(actual: nil, expected: nil, at: Self.missing, record: .failed)
    #expect(run.failure?.hasPrefix("No expected value to assert against") == true)
    #expect(run.file == Self.source)
  }

  @Test func aMismatchThatCannotBeRecordedShowsTheDifferenceThenWhy() {
    let site = SnapshotSite(filePath: Self.path, line: 1, column: 1)
    let run = run(actual: "Hello, Blob", expected: "Hello", at: site, record: .failed)
    assertInlineSnapshot(of: run.failure, as: .lines) {
      """
      Snapshot did not match. Difference: …

        @@ −1,1 +1,1 @@
        −Hello
        +Hello, Blob

      Could not record the snapshot: No call found at line 1, column 1. Either the file changed since the test was compiled, or a helper that wraps the assertion forwards `line:` but not `column:`.
      """
    }
  }

  @Test func allModeRecordsEvenAMatch() {
    // The same value, written the way recording would not write it: only a recording that
    // really happens turns it into the recorded layout.
    let oneLine = Self.source.replacingOccurrences(
      of: "{\n    \"\"\"\n    Hello\n    \"\"\"\n  }", with: "{ \"Hello\" }")
    #expect(oneLine != Self.source)
    let run = run(
      actual: "Hello", expected: "Hello", at: Self.existing, record: .all, source: oneLine)
    #expect(run.failure?.hasPrefix("Automatically recorded a new snapshot.") == true)
    #expect(run.file == Self.source)
  }

  @Test func onCIRecordingIsOffAndTheMessageSaysWhy() {
    let record = Self.ci.resolve(call: .all, scoped: .failed)
    #expect(record == .never)
    let run = run(actual: "Hi", expected: nil, at: Self.missing, record: record, environment: Self.ci)
    #expect(run.failure?.contains("Recording is off because CI is set.") == true)
    #expect(run.failure?.contains("  Hi") == true)
    #expect(run.file == Self.source)
  }

  @Test func aNilValueRemovesTheClosureWhenRecording() {
    let run = run(actual: nil, expected: "Hello", at: Self.existing, record: .failed)
    #expect(run.failure != nil)
    #expect(run.file?.hasPrefix("func test() {\n  assertInlineSnapshot(of: value, as: .lines)\n") == true)
  }

  @Test func aLoopWithDifferentValuesFailsClearlyAndRecordsNothing() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    var failures: [String] = []
    for value in ["a", "b", "a"] {
      let assertion = InlineSnapshotAssertion(actual: value, expected: nil, record: .missing, site: Self.missing)
      if let failure = assertion.failure(recorder: recorder, environment: Self.local) {
        failures.append(failure)
      }
    }
    // The first failure promised a recording; the exit report says it was cancelled.
    #expect(recorder.flush().problems.map { $0.prefix(68) } == [
      "/Tests.swift:7: the snapshot recorded earlier in this run was cancel"
    ])
    #expect(files[Self.path] == Self.source)
    #expect(failures.count == 3)
    #expect(failures[0].hasPrefix("Automatically recorded a new snapshot."))
    for failure in failures.dropFirst() {
      #expect(failure.hasPrefix("No expected value to assert against. Actual: …"))
      #expect(failure.contains("\n\nThis call site produced different values in this run"))
      #expect(failure.components(separatedBy: "different values").count == 2)
    }
  }

  @Test func aParameterizedTestsFailureSaysTheRecordingMayBeCancelled() {
    let files = MemoryFiles([Self.path: Self.source])
    let recorder = SnapshotRecorder(files: files)
    var failures: [String] = []
    for value in ["a", "b"] {
      var assertion = InlineSnapshotAssertion(
        actual: value, expected: nil, record: .missing, site: Self.missing, function: "test(_:)")
      assertion.runsWithSeveralArguments = true
      if let failure = assertion.failure(recorder: recorder, environment: Self.local) {
        failures.append(failure)
      }
    }
    #expect(files[Self.path] == Self.source)
    #expect(failures.count == 2)
    // The first argument's failure does not say "Automatically recorded": it says what happens.
    #expect(failures.first?.hasPrefix("Recorded a new snapshot, not yet written. Difference: …") == true, "\(failures)")
    #expect(failures.first?.hasSuffix(InlineSnapshotAssertion.severalArgumentsMessage) == true)
    #expect(failures.first?.contains("Automatically recorded") == false)
    #expect(failures.last?.contains("This call site produced different values in this run") == true)
  }

  @Test func aRecordingThatCannotBeWrittenKeepsTheValueInTheMessage() {
    let site = SnapshotSite(filePath: Self.path, line: 1, column: 1)
    let run = run(actual: "precious", expected: nil, at: site, record: .missing)
    // The first line is the one swift-snapshot-testing writes; why nothing was recorded follows.
    #expect(
      run.failure?.hasPrefix(
        "No expected value to assert against. Actual: …\n\n  precious\n\nCould not record the snapshot: No call found"
      ) == true
    )
  }
}

/// Failure messages that hide nothing: control characters escaped, the whole value on CI, and
/// no silent pass for a nil value without a snapshot.
@Suite struct SnapshotAssertionMessageTests {
  func failure(
    actual: String?, expected: String?, record: SnapshotTestingConfiguration.Record,
    environment: RecordingEnvironment
  ) -> String? {
    let files = MemoryFiles([SnapshotAssertionTests.path: SnapshotAssertionTests.source])
    let recorder = SnapshotRecorder(files: files)
    let site = expected == nil ? SnapshotAssertionTests.missing : SnapshotAssertionTests.existing
    let failure = InlineSnapshotAssertion(
      actual: actual, expected: expected, record: record, site: site, function: "test()"
    ).failure(recorder: recorder, environment: environment)
    _ = recorder.flush()
    return failure
  }

  @Test func controlCharactersAreEscapedAsInALiteral() throws {
    let message = try #require(
      failure(
        actual: "Hello\rsecret\u{1B}[2J\u{0}", expected: "Hello", record: .never,
        environment: SnapshotAssertionTests.local
      )
    )
    #expect(!message.unicodeScalars.contains { $0 == "\r" || $0 == "\u{1B}" || $0 == "\0" })
    // The diff breaks the line at the carriage return; the rest is escaped.
    #expect(message.contains(#"secret\u{1B}[2J\0"#))
    let whole = try #require(
      failure(
        actual: "Hello\rsecret", expected: nil, record: .never,
        environment: SnapshotAssertionTests.local
      )
    )
    #expect(whole.contains(#"Hello\rsecret"#))
  }

  @Test func onCIAMismatchPrintsTheWholeActualValue() throws {
    let actual = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let expected = actual.replacingOccurrences(of: "line 10", with: "line ten")
    let message = try #require(
      failure(actual: actual, expected: expected, record: .never, environment: SnapshotAssertionTests.ci)
    )
    // The diff shows three lines around the change; the value follows, every line of it.
    #expect(message.contains("Actual: …\n\n  line 1\n  line 2\n"))
    #expect(message.contains("  line 20"))
    let local = try #require(
      failure(actual: actual, expected: expected, record: .never, environment: SnapshotAssertionTests.local)
    )
    #expect(!local.contains("Actual: …"))
  }

  @Test(arguments: [SnapshotTestingConfiguration.Record.never, .missing, .failed])
  func aNilValueWithoutASnapshotFails(_ record: SnapshotTestingConfiguration.Record) throws {
    let message = try #require(
      failure(actual: nil, expected: nil, record: record, environment: SnapshotAssertionTests.local)
    )
    #expect(message.hasPrefix("No expected value to assert against"))
  }
}

/// The outcome is facts: what comparing found, what was recorded, and the diff, made once.
@Suite struct SnapshotOutcomeTests {
  @Test(arguments: [SnapshotTestingConfiguration.Record.never, .failed, .pending])
  func aFailureComputesItsDifferenceOnce(record: SnapshotTestingConfiguration.Record) {
    let files = MemoryFiles([SnapshotAssertionTests.path: SnapshotAssertionTests.source])
    let recorder = SnapshotRecorder(files: files)
    let diffs = Locked(0)
    let assertion = InlineSnapshotAssertion(
      actual: "Hello, Blob", expected: "Hello", record: record,
      site: SnapshotAssertionTests.existing, function: "test()",
      diff: {
        diffs.withLock { $0 += 1 }
        return SnapshotDifference.patch(from: $0, to: $1)
      })
    let outcome = assertion.run(recorder: recorder)
    let message = assertion.failureMessage(for: outcome, environment: SnapshotAssertionTests.local)
    #expect(outcome.difference != nil)
    #expect(message?.hasPrefix("Snapshot did not match. Difference: …") == true)
    #expect(diffs.withLock { $0 } == 1)
  }

  @Test(arguments: [SnapshotTestingConfiguration.Record.all, .failed, .missing, .never, .pending])
  func aMatchingTextNeverRunsTheDiff(record: SnapshotTestingConfiguration.Record) {
    let recorder = SnapshotRecorder(
      files: MemoryFiles([SnapshotAssertionTests.path: SnapshotAssertionTests.source]))
    let diffs = Locked(0)
    let outcome = InlineSnapshotAssertion(
      actual: "Hello", expected: "Hello", record: record, site: SnapshotAssertionTests.existing,
      diff: { _, _ in
        diffs.withLock { $0 += 1 }
        return nil
      }
    ).run(recorder: recorder)
    #expect(outcome.difference == nil)
    #expect(diffs.withLock { $0 } == 0)
  }

  /// The running test proves a recorded call's suite (same-named tests): the assertion a call
  /// makes must name it, read in the test's own task.
  @Test func anAssertionNamesTheTestThatRunsIt() {
    let assertion = InlineSnapshotAssertion(
      actual: "a", expected: .single(expected: "a"), threw: false,
      snapshotting: .lines, message: "", record: (.missing, nil),
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(),
      at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    let test = assertion.runningTest()
    #expect(test?.function == "anAssertionNamesTheTestThatRunsIt()")
    #expect(test?.typeNames == ["SnapshotOutcomeTests"])
  }

  @Test func aMismatchThatIsNotRecordedSaysSo() {
    let assertion = InlineSnapshotAssertion(
      actual: "b", expected: "a", record: .never, site: SnapshotAssertionTests.existing,
      diff: { _, _ in "-a\n+b" })
    let recorder = SnapshotRecorder(
      files: MemoryFiles([SnapshotAssertionTests.path: SnapshotAssertionTests.source]))
    #expect(
      assertion.run(recorder: recorder)
        == .failed(.mismatch(difference: "-a\n+b"), cancelledRecording: false))
  }
}
