import Foundation
import InlineSnapshot

/// Writes accepted snapshots, each only over the text its test ran with, so that a file changed
/// since the run is never overwritten.
///
/// A closure's snapshot is written the way a test process writes recorded ones: through a
/// ``SnapshotRecorder``, so the file lock, the check that each closure still holds the snapshot
/// the test ran with, the planning and the in-place write are the same code. The recorder is
/// given the file's text as the queue read it, in which each entry's call was located; the
/// flush refuses the file if it changed again since, so a location is never used in another
/// text. A snapshot file is written whole (`SnapshotFileWrite`).
///
/// `export --patch` asks the same application, so the patch and an accept cannot disagree.
struct SnapshotApplication {
  /// What applying snapshots did.
  struct Outcome: Sendable {
    /// The entries written.
    var applied: [String] = []
    /// One line per refusal or failure.
    var problems: [String] = []
    /// One line per file written: how many snapshots, and the file's path in the package.
    var written: [String] = []
  }

  /// What accepting a snapshot file's snapshot does to the file as it is now.
  enum FilePlan: Equatable {
    /// Write the new text over `current` (`nil`: create the file).
    case write(over: String?)
    /// The file holds the new text already.
    case alreadyWritten
    /// Nothing is written, for this reason.
    case refused(String)
  }

  let files: any SourceFileAccess
  let ledger: any RewriteLedger
  /// Reads a snapshot file's text: `nil` when there is no file.
  var readSnapshotFile: (String) throws -> String? = Self.readFile
  /// Writes a snapshot file whole.
  var writeSnapshotFile: (String, String) throws -> Void = { path, text in
    try SnapshotFileWrite.replace(URL(fileURLWithPath: path), with: Data(text.utf8))
  }

  init(files: any SourceFileAccess, ledger: any RewriteLedger) {
    self.files = files
    self.ledger = ledger
  }

  /// The text of the file at `path`, or `nil` when there is none; throws when it is not text.
  static func readFile(_ path: String) throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Why `snapshot` cannot be applied as its status stands, or `nil` when it is ready.
  static func refusal(_ snapshot: PendingSnapshot) -> String? {
    switch snapshot.status {
    case .ready: nil
    case .stale(let reason): "\(reason); not applied."
    case .conflicting:
      snapshot.site == nil
        ? "processes of one build produced different texts for it; review it to pick one."
        : "processes of one build produced different values here; review it to pick one."
    case .disagreeing:
      """
      \(snapshot.disagreement ?? "jobs disagree"); pick one with 'review', or with \
      --prefer JOB.
      """
    }
  }

  /// Applies `snapshots`: the closures' one test file at a time, then the snapshot files; what
  /// is not ready is refused.
  func apply(_ snapshots: [PendingSnapshot]) -> Outcome {
    var outcome = Outcome()
    let closures = snapshots.filter { $0.site != nil }
    let byFile = Dictionary(grouping: closures, by: \.path).sorted { $0.key < $1.key }
    for (path, snapshots) in byFile {
      apply(snapshots, to: path, into: &outcome)
    }
    for snapshot in snapshots where snapshot.site == nil {
      applyFile(snapshot, into: &outcome)
    }
    return outcome
  }

  /// The patch of what ``apply(_:)`` would write, paths as `git apply` in the repository of
  /// `root` takes them, and one line per snapshot left out.
  func patch(_ snapshots: [PendingSnapshot], root: URL) -> (
    text: String, problems: [String]
  ) {
    let closures = PendingPatch.make(reading: files, root: root) { copies in
      SnapshotApplication(files: copies, ledger: SingleProcessRewriteLedger())
        .apply(snapshots.filter { $0.site != nil })
    }
    var text = closures.text
    var problems = closures.outcome.problems
    for snapshot in snapshots where snapshot.site == nil {
      switch plan(snapshot) {
      case .refused(let reason): problems.append("\(snapshot.place): \(reason)")
      case .alreadyWritten: break
      case .write(let current):
        text += PendingPatch.snapshotFile(
          at: snapshot.path, root: root, from: current, to: snapshot.entry.new ?? "")
      }
    }
    return (text, problems)
  }

  private func apply(_ snapshots: [PendingSnapshot], to path: String, into outcome: inout Outcome) {
    // The text the calls were located in; the flush refuses the file if it changed since.
    let located = snapshots.lazy.compactMap(\.locatedIn).first ?? ""
    let recorder = SnapshotRecorder(files: files, ledger: ledger, compiledTexts: [path: located])
    var recorded: [(PendingSnapshot, SnapshotSite)] = []
    for snapshot in snapshots {
      if let refusal = Self.refusal(snapshot) {
        outcome.problems.append("\(snapshot.place): \(refusal)")
        continue
      }
      guard let site = snapshot.currentSite else { continue }
      switch recorder.record(snapshot.entry.new, replacing: snapshot.entry.old, at: site) {
      case .recorded:
        recorded.append((snapshot, site))
      case .conflicted:
        outcome.problems.append("\(snapshot.place): two values for one closure; not applied.")
      case .failed(let reason):
        outcome.problems.append("\(snapshot.place): \(reason)")
      }
    }
    guard !recorded.isEmpty else { return }
    let report = recorder.flush()
    outcome.problems += report.problems
    // Without any written file, none was written.
    guard !report.written.isEmpty else { return }
    let applied = recorded.filter { _, site in
      !report.unwritten.contains(.init(path: path, line: site.line))
    }
    outcome.applied += applied.map(\.0.entry.id)
    let count = applied.count == 1 ? "1 snapshot" : "\(applied.count) snapshots"
    outcome.written.append("Wrote \(count) into \(snapshots[0].file)")
  }

  /// What accepting a snapshot file's snapshot would do now.
  func plan(_ snapshot: PendingSnapshot) -> FilePlan {
    if let refusal = Self.refusal(snapshot) { return .refused(refusal) }
    let current: String?
    do {
      current = try readSnapshotFile(snapshot.path)
    } catch {
      return .refused("cannot be read as text (\(error.localizedDescription)); not applied.")
    }
    if current == snapshot.entry.new { return .alreadyWritten }
    guard current == snapshot.entry.old else {
      return .refused(
        (snapshot.entry.old == nil ? "was created" : current == nil ? "was deleted" : "changed")
          + " since the test ran; not applied. Run the test again to compare with it.")
    }
    return .write(over: current)
  }

  private func applyFile(_ snapshot: PendingSnapshot, into outcome: inout Outcome) {
    switch plan(snapshot) {
    case .refused(let reason):
      outcome.problems.append("\(snapshot.place): \(reason)")
    case .alreadyWritten:
      outcome.applied.append(snapshot.entry.id)
    case .write:
      do {
        try writeSnapshotFile(snapshot.path, snapshot.entry.new ?? "")
        outcome.applied.append(snapshot.entry.id)
        outcome.written.append("Wrote \(snapshot.file)")
      } catch {
        outcome.problems.append(
          "\(snapshot.place): could not be written (\(error)); not applied.")
      }
    }
  }
}
