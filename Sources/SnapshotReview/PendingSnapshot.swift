import InlineSnapshot

/// One snapshot waiting for review: a closure's, found again in its test file as it is now,
/// or a snapshot file's, whose whole text accepting writes.
struct PendingSnapshot: Sendable {
  /// Whether the snapshot can be accepted.
  enum Status: Equatable, Sendable {
    /// Its call is provably the one that ran (a file is found by its path): accepting writes it.
    case ready
    /// Its call cannot be proven the same any more; it can only be rejected.
    case stale(String)
    /// Processes of one build produced different values for it; pick one by reviewing.
    case conflicting
    /// CI jobs produced different values for it: this one is ``PendingSnapshot/jobs``' text,
    /// the jobs `with` wrote others, and the jobs `passedIn` passed with the current one. Pick
    /// one by reviewing, or with `--prefer JOB`.
    case disagreeing(with: [String], passedIn: [String])
  }

  /// The entry as the test process saved it.
  var entry: PendingBatch.Entry
  /// Where the entry is kept.
  var origin: PendingOrigin
  /// The absolute path of the test file holding the closure, or of the snapshot file.
  var path: String
  /// When the test binary that produced it was built, if known.
  var buildTime: Int64?
  /// When its batch was saved.
  var createdAt: Int64
  /// The call's place in the file's current text; `nil` when it cannot be found, and for a
  /// snapshot file.
  var location: ParsedSource.CallLocation? = nil
  /// The file's text `location` is in: accepting writes only if the file still holds it.
  var locatedIn: String? = nil
  var status: Status = .ready
  /// The CI jobs whose bundles hold this text, in the order the bundles were given; empty for
  /// the local store.
  var jobs: [String] = []
  /// The same snapshot, the same text, in other jobs' bundles: removed along with this one.
  var copies: [(origin: PendingOrigin, id: String)] = []

  /// The path as the entry names it, relative to the package root.
  var file: String { entry.place.file }
  /// The closure, for a closure's snapshot.
  var site: PendingBatch.Site? { entry.place.site }
  /// The call's line now, or the line it had in the run when it is stale; `nil` for a file.
  var line: Int? { location?.line ?? site?.line }

  /// Where accepting writes a closure's snapshot: the site in the current text.
  var currentSite: SnapshotSite? {
    guard let site, let location else { return nil }
    return SnapshotSite(
      filePath: path, line: location.line, column: location.column,
      syntaxDescriptor: site.closure.syntaxDescriptor, key: site.key)
  }

  /// `Tests/AppTests/InvoiceTests.swift:12`, the closure's label when it is not the default,
  /// and the entry's key in a closure holding one snapshot per argument; a snapshot file's
  /// path.
  var place: String {
    guard let site, let line else { return file }
    let label = site.closure.label
    return "\(file):\(line)"
      + (label == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel ? "" : " (\(label))")
      + (site.key.map { " [\($0.text)]" } ?? "")
  }

  /// Says which jobs wrote this text and which wrote others, for a disagreement.
  var disagreement: String? {
    status.disagreement(writtenBy: jobs)
  }

  /// What the snapshot does: records a missing one or replaces one that did not match.
  var summary: String {
    let noun = site == nil ? "snapshot file" : "snapshot"
    return entry.old == nil ? "new \(noun)" : "\(noun) did not match"
  }

  /// What the snapshot is called where processes or jobs produced several: a closure's
  /// `value`, a file's `text`.
  var producedNoun: String { site == nil ? "text" : "value" }
}

extension PendingSnapshot.Status {
  /// Says which jobs wrote a text (`jobs`) and which wrote others, for a disagreement.
  func disagreement(writtenBy jobs: [String]) -> String? {
    guard case .disagreeing(let others, let passers) = self else { return nil }
    return "jobs disagree: \(jobs.joined(separator: ", ")) wrote this text"
      + (others.isEmpty ? "" : ", \(others.joined(separator: ", ")) another")
      + (passers.isEmpty ? "" : ", \(passers.joined(separator: ", ")) passed with the current one")
  }
}

/// Where a pending entry is kept: a batch file of the store, or a batch inside a bundle.
enum PendingOrigin: Hashable, Sendable {
  case batchFile(String)
  case bundle(String, index: Int)
}
