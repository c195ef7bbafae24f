import Foundation
import InlineSnapshot

/// Bundles from several CI jobs (a matrix of platforms or Swift versions), reviewed as one.
///
/// Each job's batches merge on their own first (the newest entry wins within a job, never
/// across jobs: a job is not newer than another, only different). Then, per snapshot closure,
/// jobs whose texts are equal become one entry naming them all, and jobs whose texts differ
/// leave one entry per text, each ``PendingSnapshot/Status/disagreeing(with:passedIn:)``: a person
/// picks one, and nothing applies one job's text without being told which.
extension PendingQueue {
  /// The label each bundle is reviewed under: the job it records, else its path as given.
  package static func jobLabel(of url: URL) -> String {
    jobLabel(of: try? PendingBundle.decode(Data(contentsOf: url)), at: url)
  }

  static func jobLabel(of bundle: PendingBundle?, at url: URL) -> String {
    bundle?.job ?? url.relativePath
  }

  /// Reads each bundle as one job's and merges them; a bundle given twice is read once.
  package static func loadJobs(
    from urls: [URL],
    packageRoot: URL,
    files: any SourceFileAccess
  ) -> PendingQueue {
    var seen: Set<String> = []
    var jobs: [(label: String, queue: PendingQueue)] = []
    var bundleJobs: [String: String] = [:]
    for url in urls where seen.insert(url.standardizedFileURL.path).inserted {
      var warnings: [String] = []
      var batches: [(PendingOrigin, PendingBatch)] = []
      var label = jobLabel(of: nil, at: url)
      do {
        let bundle = try PendingBundle.decode(Data(contentsOf: url))
        label = jobLabel(of: bundle, at: url)
        bundleJobs[url.path] = bundle.job
        for (index, batch) in bundle.batches.enumerated() {
          batches.append((.bundle(url.path, index: index), batch))
        }
        if let note = nothingPendingNote(bundle, label: label), urls.count > 1 {
          warnings.append(note)
        }
      } catch {
        warnings.append("Could not read \(url.path): \(error)")
      }
      jobs.append(
        (label, merge(batches, packageRoot: packageRoot, files: files, warnings: warnings)))
    }
    var queue = combining(jobs)
    queue.bundleJobs = bundleJobs
    return queue
  }

  /// What a review of several jobs says of `bundle` when it holds no snapshot: the job passed
  /// everything (its passes count where other jobs wrote a text), or it saved nothing at all.
  static func nothingPendingNote(_ bundle: PendingBundle, label: String) -> String? {
    guard bundle.batches.allSatisfy(\.entries.isEmpty) else { return nil }
    let passed = Set(bundle.batches.flatMap(\.passed)).count
    guard passed > 0 else {
      // A run that saved no batch (not a CI pending run): its passes are not in the bundle.
      return """
        \(label) saved no pending snapshot: where other jobs wrote a text, whether it passed \
        with the current one is not known.
        """
    }
    return "\(label): nothing pending, \(passed) \(passed == 1 ? "site" : "sites") passed."
  }

  /// One queue of the jobs' queues: equal texts merged, different ones disagreeing, and so is a
  /// text where another job passed with the current one.
  static func combining(_ jobs: [(label: String, queue: PendingQueue)]) -> PendingQueue {
    var live: [PendingSnapshot] = []
    var byKey: [Key: [PendingSnapshot]] = [:]
    var keys: [Key] = []
    for (label, queue) in jobs {
      for var snapshot in queue.snapshots {
        snapshot.jobs = [label]
        guard let key = key(of: snapshot) else {
          live.append(snapshot)
          continue
        }
        if byKey[key] == nil { keys.append(key) }
        byKey[key, default: []].append(snapshot)
      }
    }
    for key in keys {
      let group = byKey[key] ?? []
      let labels = Set(group.flatMap(\.jobs))
      let passers = jobs.filter { $0.queue.passed.contains(key) && !labels.contains($0.label) }
        .map(\.label)
      live += merging(group, passedIn: passers)
    }
    // File snapshots, the same way, per snapshot file.
    var files: [PendingFileSnapshot] = []
    var byPath: [String: [PendingFileSnapshot]] = [:]
    var paths: [String] = []
    for (label, queue) in jobs {
      for var file in queue.files {
        file.jobs = [label]
        if byPath[file.path] == nil { paths.append(file.path) }
        byPath[file.path, default: []].append(file)
      }
    }
    for path in paths {
      let group = byPath[path] ?? []
      let labels = Set(group.flatMap(\.jobs))
      let passers = jobs.filter {
        $0.queue.passedFiles.contains(path) && !labels.contains($0.label)
      }.map(\.label)
      files += merging(group, passedIn: passers)
    }
    files.sort {
      ($0.file, "\($0.jobs)", $0.createdAt, $0.entry.id)
        < ($1.file, "\($1.jobs)", $1.createdAt, $1.entry.id)
    }
    live.sort {
      ($0.file, $0.line, $0.entry.site.closure.offset,
        ($0.entry.site.key?.text ?? "") + "\u{0}\($0.jobs)", $0.createdAt, $0.entry.id)
        < ($1.file, $1.line, $1.entry.site.closure.offset,
          ($1.entry.site.key?.text ?? "") + "\u{0}\($1.jobs)", $1.createdAt, $1.entry.id)
    }
    var obsolete: [PendingOrigin: Set<String>] = [:]
    var batches: [PendingOrigin: PendingBatch] = [:]
    for (_, queue) in jobs {
      obsolete.merge(queue.obsolete) { $0.union($1) }
      batches.merge(queue.batches) { first, _ in first }
    }
    return PendingQueue(
      snapshots: live, warnings: jobs.flatMap(\.queue.warnings), obsolete: obsolete,
      batches: batches, files: files)
  }

  /// The jobs' entries for one closure or file as one entry per text: each naming the jobs
  /// that wrote it, disagreeing when there are several texts or jobs that passed (`passers`).
  static func merging<Entry: JobEntry>(_ group: [Entry], passedIn passers: [String]) -> [Entry] {
    var texts: [[Entry]] = []
    for entry in group {
      if let index = texts.firstIndex(where: { $0[0].text == entry.text }) {
        texts[index].append(entry)
      } else {
        texts.append([entry])
      }
    }
    // One job's processes that disagree are its own conflict, not a disagreement of jobs.
    if Set(group.flatMap(\.jobs)).count == 1, passers.isEmpty { return group }
    return texts.enumerated().map { index, same in
      var merged = same[0]
      merged.jobs = unique(same.flatMap(\.jobs))
      merged.copies = same.dropFirst().map { ($0.origin, $0.id) }
      let others = unique(
        texts.indices.filter { $0 != index }.flatMap { texts[$0].flatMap(\.jobs) })
      merged.status =
        texts.count == 1 && passers.isEmpty
        ? same[0].status : .disagreeing(with: others, passedIn: passers)
      return merged
    }
  }

  /// The labels once each, in their first order.
  private static func unique(_ labels: [String]) -> [String] {
    var seen: Set<String> = []
    return labels.filter { seen.insert($0).inserted }
  }

  /// The snapshot closure `snapshot` writes into; `nil` when its call cannot be found.
  static func key(of snapshot: PendingSnapshot) -> Key? {
    snapshot.location.map {
      Key(
        path: snapshot.path, location: $0, label: snapshot.entry.site.closure.label,
        offset: snapshot.entry.site.closure.offset, key: snapshot.entry.site.key?.text)
    }
  }

  /// How `--prefer` settled the disagreements among some snapshots.
  package struct Settlement {
    /// The snapshots left to apply: each preferred text now ready, the texts passed over gone.
    package var snapshots: [PendingSnapshot]
    /// The file snapshots left to apply, settled the same way.
    package var files: [PendingFileSnapshot] = []
    /// For each preferred text, the other texts: dropped once it is written.
    package var passedOver: [String: [String]] = [:]
    /// The texts dropped because a preferred job passed with the current text.
    package var keptCurrent: [String] = []
  }

  /// Settles disagreements among `snapshots` by `preferred` jobs, the first listed first: the
  /// text of the first preferred job that wrote one, or passed with the current one, wins. A
  /// disagreement none of them took part in stays.
  package static func settling(
    _ snapshots: [PendingSnapshot],
    files: [PendingFileSnapshot] = [],
    preferring preferred: [String]
  ) -> Settlement {
    var settlement = Settlement(snapshots: [])
    settlement.snapshots = settle(
      snapshots, by: key(of:), preferring: preferred, into: &settlement)
    settlement.files = settle(files, by: \.path, preferring: preferred, into: &settlement)
    return settlement
  }

  /// The entries left to apply once disagreements per `key` are settled by `preferred` jobs;
  /// what was passed over or kept goes to `settlement`.
  private static func settle<Entry: JobEntry, Key: Hashable>(
    _ entries: [Entry],
    by key: (Entry) -> Key?,
    preferring preferred: [String],
    into settlement: inout Settlement
  ) -> [Entry] {
    func rank(_ jobs: [String]) -> Int {
      preferred.firstIndex { jobs.contains($0) } ?? .max
    }
    // The best rank at each disagreement, and the text that has it (`nil`: a pass).
    var winners: [Key: (rank: Int, id: String?)] = [:]
    for entry in entries {
      guard case .disagreeing(_, let passers) = entry.status, let key = key(entry)
      else { continue }
      var best = winners[key] ?? (rank(passers), nil)
      if rank(entry.jobs) < best.rank { best = (rank(entry.jobs), entry.id) }
      winners[key] = best
    }
    var kept: [Entry] = []
    for var entry in entries {
      guard case .disagreeing = entry.status, let key = key(entry),
        let winner = winners[key], winner.rank != .max
      else {
        kept.append(entry)
        continue
      }
      if let id = winner.id {
        if id == entry.id {
          entry.status = .ready
          kept.append(entry)
        } else {
          settlement.passedOver[id, default: []].append(entry.id)
        }
      } else {
        settlement.keptCurrent.append(entry.id)
      }
    }
    return kept
  }
}

/// What merging batches and CI jobs' bundles needs of a pending entry, inline or file.
protocol JobEntry {
  /// The entry's id in its batch.
  var id: String { get }
  var origin: PendingOrigin { get }
  /// The text accepting it writes.
  var text: String? { get }
  var jobs: [String] { get set }
  var copies: [(origin: PendingOrigin, id: String)] { get set }
  var status: PendingSnapshot.Status { get set }
  /// When the test binary that produced it was built, if known.
  var buildTime: Int64? { get }
}

extension PendingSnapshot: JobEntry {
  var id: String { entry.id }
  var text: String? { entry.new }
}

extension PendingFileSnapshot: JobEntry {
  var id: String { entry.id }
  var text: String? { entry.new }
}
