import Dump
import Foundation

/// One file snapshot assertion, from the value's snapshot to the failure message: the shared
/// edge of ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// and ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``.
///
/// The environment and the counter are injected so tests run it without the process's own.
struct FileSnapshotAssertion<Value, Format> {
  var snapshotting: Snapshotting<Value, Format>
  var name: String?
  var record: SnapshotTestingConfiguration.Record?
  var snapshotDirectory: String?
  var timeout: TimeInterval
  var testFilePath: String
  var testName: String
  var environment: RecordingEnvironment
  var counter: SnapshotFileCounter = .current
  /// The running test case's arguments, which name its files in a parameterized test.
  var arguments: TestCaseArguments? = .current
  /// Whether the test case is parameterized, even when its ``arguments`` cannot be read.
  var isParameterized: Bool = TestCaseArguments.caseIsParameterized
  /// The running test, which owns the files it uses first (see ``SnapshotFileOwners``).
  var owner: SnapshotFileOwner? = .current
  /// Who owns each file: the process's, or a test's own.
  var owners: SnapshotFileOwners = .process
  /// The folder a failed value is copied to for the diff tool (`SNAPSHOT_ARTIFACTS`, as with
  /// swift-snapshot-testing, or the temporary folder).
  var artifactsDirectory: URL
  /// Where the pending mode saves the snapshot instead of the file, and passes are noted.
  var pending: PendingCollector?
  /// Where the files this process looked for are noted, for `verbatim-snapshots test
  /// --unreferenced`; `nil` unless that run asked.
  var references: SnapshotFileReferences?

  /// What the assertion found, and the value's text for attachments (a `String` snapshot).
  struct Result {
    var message: String?
    var actualText: String?
    var difference: String?
    /// `actualText` without its redactions, when the strategy redacted something.
    var unredacted: String?
    /// The patch accepting the snapshot saved for review would apply, for attachments.
    var pendingPatch: () -> String? = { nil }

    /// What the test is told, `nil` when the value matches.
    var failure: SnapshotFailure? {
      message.map {
        SnapshotFailure(
          message: $0, actual: actualText, unredacted: unredacted, difference: difference,
          pendingPatch: pendingPatch)
      }
    }
  }

  func run(_ value: () throws -> Value) -> Result {
    let taken: TakenSnapshot<Format>
    do {
      let subject = SnapshotSubject<Value>(value)
      // A file snapshot of a thrown error is a failure, as with swift-snapshot-testing.
      let optional = try subject.take(as: snapshotting, timeout: timeout) { throw $0 }
      // Never `nil`: the expression's value is not optional.
      guard let snapshot = optional.snapshot else { return Result(message: nil) }
      taken = TakenSnapshot(snapshot: snapshot, take: optional.take)
    } catch {
      return Result(message: SnapshotFailure.message(takingSnapshotThrew: error))
    }
    let actual = taken.snapshot
    let (mode, recordSetInCode) = environment.recordMode(call: record)
    let location: SnapshotFileLocation
    let sharedWith: SnapshotFileOwner?
    do {
      (location, sharedWith) = try self.location()
    } catch {
      return Result(message: error.description)
    }
    references?.note(location.file)
    let reference = FileManager.default.contents(atPath: location.file.path)
    let outcome = Self.outcome(of: actual, against: reference, mode: mode, snapshotting)
    let actualText = actual as? String
    guard outcome != .passed else {
      pending?.notePassed(.file(location.file.path), inPendingMode: mode == .pending)
      return Result(actualText: actualText)
    }
    if let sharedWith {
      let conflict = SnapshotFileConflict.fileOfAnotherTest(
        path: location.file.path, owner: sharedWith.description)
      return Result(
        message: conflict.description, actualText: actualText, difference: outcome.difference,
        unredacted: actualText.flatMap(taken.unredacted))
    }
    return settle(
      outcome, of: taken, replacing: reference, at: location,
      hint: environment.failureHint(setInCode: recordSetInCode))
  }

  /// What `mode` makes of a snapshot and its file's contents (`nil`: no file), by the rule every
  /// snapshot kind shares (``SnapshotDecision``). The file is compared only when the rule asks.
  private static func outcome(
    of actual: Format, against reference: Data?, mode: SnapshotTestingConfiguration.Record,
    _ snapshotting: Snapshotting<Value, Format>
  ) -> SnapshotOutcome {
    var knownDifference: String??
    func difference() -> String? {
      if let knownDifference { return knownDifference }
      let difference = reference.flatMap {
        snapshotting.diffing.diffV2(snapshotting.diffing.fromData($0), actual)?.0
      }
      knownDifference = .some(difference)
      return difference
    }
    let decision = SnapshotDecision.decide(
      snapshotExists: reference != nil, matches: { difference() == nil }, record: mode)
    // `.all` rewrites the file without comparing, as swift-snapshot-testing does.
    let found: SnapshotOutcome.Failure? =
      mode == .all ? nil : reference == nil ? .missing : .mismatch(difference: difference())
    return switch decision {
    case .pass: .passed
    case .fail: .failed(found ?? .missing, cancelledRecording: false)
    case .record: .recorded(found)
    case .saveForReview: .savedForReview(found)
    }
  }

  /// Carries out an outcome that is not a pass: writes the file, or saves the snapshot for
  /// review, and copies the value for the diff tool when it differs; then says what happened.
  private func settle(
    _ outcome: SnapshotOutcome, of taken: TakenSnapshot<Format>,
    replacing reference: Data?, at location: SnapshotFileLocation, hint: String?
  ) -> Result {
    var outcome = outcome
    let actual = taken.snapshot
    let actualText = actual as? String
    let data = snapshotting.diffing.toData(actual)
    let unredacted = String(data: data, encoding: .utf8).flatMap(taken.unredacted)
    // What is written or saved: with wildcards, the lines of the file that still match kept.
    let written = {
      snapshotting.diffing.toData(
        snapshotting.diffing.recorded(
          actual, replacing: reference.map(snapshotting.diffing.fromData)))
    }
    if case .savedForReview(let found) = outcome {
      let saved = saveForReview(written(), unredacted: unredacted, replacing: reference, at: location)
      outcome = SnapshotOutcome(saved, found: found, forReview: true)
    }
    do {
      if outcome.writes {
        try SnapshotFileWrite.replace(location.file, with: written())
      }
      let diffCommand =
        try outcome.difference == nil ? "" : self.diffCommand(data, at: location)
      let message = outcome.fileFailureMessage(
        .init(
          location: location,
          name: name,
          diffCommand: diffCommand,
          hint: hint,
          redactions: taken.redactions,
          texts: reference.flatMap { String(data: $0, encoding: .utf8) }.flatMap { old in
            String(data: data, encoding: .utf8).map { (old, $0) }
          }))
      var result = Result(
        message: message, actualText: actualText, difference: outcome.difference,
        unredacted: unredacted)
      if case .savedForReview = outcome, let pending {
        result.pendingPatch = { pending.patch(at: .file(location.file.path)) }
      }
      return result
    } catch {
      return Result(
        message: "Could not record the snapshot file \(location.file.path): \(error)",
        actualText: actualText, unredacted: unredacted)
    }
  }

  /// The command that shows a differing file beside its snapshot: the value is copied to the
  /// artifacts folder for it.
  private func diffCommand(_ data: Data, at location: SnapshotFileLocation) throws -> String {
    let failed = artifactsDirectory
      .appendingPathComponent(location.directory.lastPathComponent)
      .appendingPathComponent(location.file.lastPathComponent)
    try SnapshotFileWrite.replace(failed, with: data)
    let tool =
      SnapshotTestingConfiguration.current?.diffTool ?? globalDiffTool.withLock { $0 } ?? .default
    return tool(currentFilePath: location.file.path, failedFilePath: failed.path)
  }

  /// Where this assertion's file is, and the other test that used it first in this process, if
  /// any. The file is named by `named:`; else, in a parameterized test, by the case's arguments
  /// (`report.n-1.txt`, a second assertion of the case `report.n-1.2.txt`); else by the test's
  /// next number, as swift-snapshot-testing names it (`report.1.txt`).
  private func location() throws(SnapshotFileConflict) -> (
    SnapshotFileLocation, sharedWith: SnapshotFileOwner?
  ) {
    let unnumbered = SnapshotFileLocation(
      testFilePath: testFilePath, snapshotDirectory: snapshotDirectory, testName: testName,
      identifier: "", pathExtension: nil)
    let perArgument = name == nil ? arguments : nil
    let fileOwner = owner.map {
      SnapshotFileOwner(test: $0.test, arguments: perArgument?.key)
    }
    // Counted per test (and per case): two tests of one name, or cases running at the same
    // time, never take each other's numbers.
    let counterKey = [
      SnapshotFileLocation.counterKey(snapshotDirectory: unnumbered.directory, testName: testName),
      fileOwner?.test, perArgument?.key,
    ].compactMap { $0 }.joined(separator: "\n")
    let identifier: String
    if let name {
      identifier = SnapshotFileLocation.sanitized(name)
    } else if let perArgument {
      let argument = try Self.identifier(of: perArgument, testName: unnumbered.sanitizedTestName)
      let number = counter.next(for: counterKey)
      identifier = number == 1 ? argument : "\(argument).\(number)"
    } else if isParameterized {
      // Numbers would go to whichever case runs first.
      throw .argumentsUnreadable(testName: unnumbered.sanitizedTestName)
    } else {
      identifier = String(counter.next(for: counterKey))
    }
    let location = unnumbered.with(
      identifier: identifier, pathExtension: snapshotting.pathExtension)
    return (location, fileOwner.flatMap { owners.claim(location.file.path, for: $0) })
  }

  /// The file name part of a test case's arguments (`n: 1` → `n-1`), refused when another case's
  /// arguments clean to the same part.
  static func identifier(
    of arguments: TestCaseArguments, testName: String
  ) throws(SnapshotFileConflict) -> String {
    let identifier = SnapshotFileLocation.sanitized(arguments.key)
    let clashing = (arguments.allKeys ?? []).filter {
      SnapshotFileLocation.sanitized($0) == identifier
    }
    if Set(clashing).count > 1 {
      throw .argumentsShareAFile(fileName: "\(testName).\(identifier)", arguments: clashing)
    }
    return identifier
  }
}
