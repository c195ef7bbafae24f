import InlineSnapshot

/// Writes accepted snapshots the way a test process writes recorded ones: through a
/// ``SnapshotRecorder``, so the file lock, the check that each closure still holds the snapshot
/// the test ran with, the planning and the in-place write are the same code.
///
/// The recorder is given the file's text as the queue read it, in which each entry's call was
/// located; the flush refuses the file if it changed again since, so a location is never used
/// in another text.
package struct SnapshotApplication {
  /// What applying one file's snapshots did.
  package struct Outcome: Sendable {
    /// The entries written.
    package var applied: [String] = []
    /// One line per refusal or failure.
    package var problems: [String] = []
    /// One line per file written: how many snapshots, and the file's path in the package.
    package var written: [String] = []
  }

  let files: any SourceFileAccess
  let ledger: any RewriteLedger

  package init(files: any SourceFileAccess, ledger: any RewriteLedger) {
    self.files = files
    self.ledger = ledger
  }

  /// Applies `snapshots`, one file at a time; stale, conflicting and disagreeing ones are refused.
  package func apply(_ snapshots: [PendingSnapshot]) -> Outcome {
    var outcome = Outcome()
    let byFile = Dictionary(grouping: snapshots, by: \.path).sorted { $0.key < $1.key }
    for (path, snapshots) in byFile {
      apply(snapshots, to: path, into: &outcome)
    }
    return outcome
  }

  private func apply(_ snapshots: [PendingSnapshot], to path: String, into outcome: inout Outcome) {
    // The text the calls were located in; the flush refuses the file if it changed since.
    let located = snapshots.lazy.compactMap(\.locatedIn).first ?? ""
    let recorder = SnapshotRecorder(files: files, ledger: ledger, compiledTexts: [path: located])
    var recorded: [(PendingSnapshot, SnapshotSite)] = []
    for snapshot in snapshots {
      switch snapshot.status {
      case .stale(let reason):
        outcome.problems.append("\(snapshot.place): \(reason); not applied.")
        continue
      case .conflicting:
        outcome.problems.append(
          """
          \(snapshot.place): processes of one build produced different values here; review it \
          to pick one.
          """)
        continue
      case .disagreeing:
        outcome.problems.append(
          """
          \(snapshot.place): \(snapshot.disagreement ?? "jobs disagree"); pick one with \
          'review', or with --prefer JOB.
          """)
        continue
      case .ready:
        break
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
}
