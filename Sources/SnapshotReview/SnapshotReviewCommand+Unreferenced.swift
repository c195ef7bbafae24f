import Foundation
import InlineSnapshot

extension SnapshotReviewCommand.Context {
  /// `test --unreferenced=POLICY`: runs the tests with `VERBATIM_REFERENCES_DIR` set, so
  /// that every process notes the snapshot files its assertions looked for, then finds the
  /// package's snapshot files none read and applies the policy. Returns the run's status and
  /// whether the policy failed it (files rejected, or not deleted).
  func testNotingReferences(
    _ policy: UnreferencedPolicy, environment: [String: String]
  ) -> (status: Int32, failed: Bool) {
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory
      .appendingPathComponent("verbatim-references-\(UUID().uuidString)", isDirectory: true)
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      console.writeError("verbatim-snapshots: could not create \(folder.path): \(error)\n")
      return (command.runTests(environment, options.passThrough), true)
    }
    defer { try? fileManager.removeItem(at: folder) }
    var variables = environment
    variables[SnapshotFileReferences.environmentKey] = folder.path
    let status = command.runTests(variables, options.passThrough)
    var run = SnapshotFileReferences.read(from: folder)
    run.paths = Set(run.paths.map(UnreferencedSnapshotFiles.canonical))
    let verdict = UnreferencedSnapshotFiles.judge(
      arguments: options.passThrough, status: status, run: run,
      existing: UnreferencedSnapshotFiles.existingFiles(in: root, referenced: run.paths),
      root: root)
    return (status, apply(policy, to: verdict))
  }

  /// Says what the verdict found and acts on it; returns whether the policy failed the run.
  private func apply(_ policy: UnreferencedPolicy, to verdict: UnreferencedSnapshotFiles.Verdict)
    -> Bool
  {
    let judgement: UnreferencedSnapshotFiles.Judgement
    switch verdict {
    case .notJudged(let reason):
      console.writeError(
        "verbatim-snapshots: unreferenced snapshot files not judged: \(Self.explain(reason))\n")
      return false
    case .judged(let found):
      judgement = found
    }
    if !judgement.kept.isEmpty {
      console.write(
        "Kept \(Self.files(judgement.kept.count)) no assertion read in this run: "
          + "\(judgement.kept.count == 1 ? "its test exists" : "their tests exist") but did "
          + "not run here (skipped, on another platform, or the assertion not reached):\n"
          + judgement.kept.map { "  \($0)\n" }.joined())
    }
    if !judgement.undecided.isEmpty {
      console.writeError(
        "verbatim-snapshots: \(Self.files(judgement.undecided.count)) not judged (no one can "
          + "tell from the test file whether a test owns it):\n"
          + judgement.undecided.map { "  \($0.file): \(Self.explain($0))\n" }.joined())
    }
    let paths = judgement.unreferenced
    guard !paths.isEmpty else {
      console.write("No unreferenced snapshot file.\n")
      return false
    }
    switch policy {
    case .warn, .reject:
      let heading =
        "\(Self.files(paths.count)) unreferenced: not read in this run, and no test of that "
        + "name is left:\n"
      let list = paths.map { "  \($0)\n" }.joined()
      let hint =
        policy == .reject
        ? "Delete them with 'verbatim-snapshots test --unreferenced=delete', or restore their "
          + "tests.\n"
        : ""
      (policy == .reject ? console.writeError : console.write)(heading + list + hint)
      return policy == .reject
    case .delete:
      let outcome = UnreferencedSnapshotFiles.delete(paths, in: root)
      for path in outcome.deleted { console.write("Deleted \(path)\n") }
      for problem in outcome.problems { console.writeError("verbatim-snapshots: \(problem)\n") }
      return !outcome.problems.isEmpty
    }
  }

  /// Why a file's test file cannot tell whether a test owns it.
  static func explain(_ unknown: UnreferencedSnapshotFiles.UndecidedFile) -> String {
    switch unknown.reason {
    case .unreadable:
      "\(unknown.testFile) could not be read."
    case .names(.syntaxErrors):
      "\(unknown.testFile) does not parse (edited since the build?)."
    case .names(.computedTestName(let line)):
      "\(unknown.testFile):\(line) passes a computed testName:, which may name it."
    }
  }

  static func explain(_ reason: UnreferencedSnapshotFiles.Reason) -> String {
    switch reason {
    case .filtered(let argument):
      "the run was filtered (\(argument)), so its files are not all read; run every test."
    case .incomplete(let status):
      "swift test ended with status \(status), not 0 or 1: the run did not complete."
    case .unfinishedProcesses(let count):
      "\(count == 1 ? "a test process" : "\(count) test processes") ended without finishing "
        + "(a crash or a signal): the run did not complete."
    case .nothingNoted:
      "no test process noted a snapshot file; are the tests built against this Verbatim?"
    }
  }

  static func files(_ count: Int) -> String {
    count == 1 ? "1 snapshot file" : "\(count) snapshot files"
  }
}
