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
    /// The patch accepting the snapshot saved for review would apply, for attachments.
    var pendingPatch: () -> String? = { nil }
  }

  func run(_ value: () throws -> Value) -> Result {
    let actual: Format
    do {
      actual = try snapshotting.snapshot(of: value(), timeout: timeout)
    } catch {
      return Result(message: error is SnapshotTimeout ? "\(error)" : "Threw error: \(error)")
    }
    let scoped = SnapshotTestingConfiguration.current?.record ?? globalRecord.withLock { $0 }
    let mode = environment.resolve(call: record, scoped: scoped)
    let location = self.location()
    references?.note(location.file)
    let fileManager = FileManager.default
    let reference = fileManager.contents(atPath: location.file.path)
    var outcome = FileSnapshotOutcome.decide(
      fileExists: reference != nil,
      difference: {
        reference.flatMap { snapshotting.diffing.diffV2(snapshotting.diffing.fromData($0), actual)?.0 }
      },
      record: mode)
    let actualText = actual as? String
    guard outcome != .passed else {
      pending?.notePassedFile(location.file.path, inPendingMode: mode == .pending)
      return Result(actualText: actualText)
    }
    let data = snapshotting.diffing.toData(actual)
    if case .savedForReview(let difference) = outcome,
      let reason = saveForReview(data, replacing: reference, at: location, value: value)
    {
      outcome = .notSavedForReview(difference: difference, reason: reason)
    }
    do {
      if outcome.writesFile {
        try SnapshotFileWrite.replace(location.file, with: data)
      }
      var diffCommand = ""
      if outcome.difference != nil {
        let failed = artifactsDirectory
          .appendingPathComponent(location.directory.lastPathComponent)
          .appendingPathComponent(location.file.lastPathComponent)
        try SnapshotFileWrite.replace(failed, with: data)
        let tool =
          SnapshotTestingConfiguration.current?.diffTool ?? globalDiffTool.withLock { $0 }
          ?? .default
        diffCommand = tool(currentFilePath: location.file.path, failedFilePath: failed.path)
      }
      let message = outcome.failureMessage(
        .init(
          location: location,
          name: name,
          diffCommand: diffCommand,
          hint: environment.failureHint(setInCode: record ?? scoped)))
      var result = Result(
        message: message, actualText: actualText, difference: outcome.difference)
      if case .savedForReview = outcome, let pending {
        result.pendingPatch = { pending.filePatch(at: location.file.path) }
      }
      return result
    } catch {
      return Result(
        message: "Could not record the snapshot file \(location.file.path): \(error)",
        actualText: actualText)
    }
  }

  /// Where this assertion's file is; an unnamed assertion takes the test's next number.
  private func location() -> SnapshotFileLocation {
    let unnumbered = SnapshotFileLocation(
      testFilePath: testFilePath, snapshotDirectory: snapshotDirectory, testName: testName,
      identifier: "", pathExtension: nil)
    let identifier =
      name.map(SnapshotFileLocation.sanitized)
      ?? String(
        counter.next(
          for: SnapshotFileLocation.counterKey(
            snapshotDirectory: unnumbered.directory, testName: testName)))
    return SnapshotFileLocation(
      testFilePath: testFilePath, snapshotDirectory: snapshotDirectory, testName: testName,
      identifier: identifier, pathExtension: snapshotting.pathExtension)
  }
}
