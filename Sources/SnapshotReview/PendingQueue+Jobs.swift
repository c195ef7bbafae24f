import Foundation
import InlineSnapshot

/// Bundles from several CI jobs (a matrix of platforms or Swift versions), reviewed as one.
///
/// Each job's batches merge on their own first (the newest entry wins within a job, never
/// across jobs: a job is not newer than another, only different). Then, per snapshot closure
/// or file, jobs whose texts are equal become one entry naming them all, and jobs whose texts
/// differ leave one entry per text, each
/// ``PendingSnapshot/Status/disagreeing(with:passedIn:)``: a person picks one, and nothing
/// applies one job's text without being told which.
extension PendingQueue {
  /// The label each bundle is reviewed under: the job it records, else its path as given.
  static func jobLabel(of url: URL) -> String {
    jobLabel(of: try? PendingBundle.decode(Data(contentsOf: url)), at: url)
  }

  static func jobLabel(of bundle: PendingBundle?, at url: URL) -> String {
    bundle?.job ?? url.relativePath
  }

  /// Reads each bundle as one job's and merges them; a bundle given twice is read once.
  static func loadJobs(
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
    live.sort(by: order)
    var obsolete: [PendingOrigin: Set<String>] = [:]
    var batches: [PendingOrigin: PendingBatch] = [:]
    for (_, queue) in jobs {
      obsolete.merge(queue.obsolete) { $0.union($1) }
      batches.merge(queue.batches) { first, _ in first }
    }
    return PendingQueue(
      snapshots: live, warnings: jobs.flatMap(\.queue.warnings), obsolete: obsolete,
      batches: batches)
  }

  /// The jobs' entries for one closure or file as one entry per text: each naming the jobs
  /// that wrote it, disagreeing when there are several texts or jobs that passed (`passers`).
  static func merging(_ group: [PendingSnapshot], passedIn passers: [String])
    -> [PendingSnapshot]
  {
    var texts: [[PendingSnapshot]] = []
    for entry in group {
      if let index = texts.firstIndex(where: { $0[0].entry.new == entry.entry.new }) {
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
      merged.copies = same.dropFirst().map { ($0.origin, $0.entry.id) }
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

  /// The closure or file `snapshot` writes into; `nil` when its call cannot be found.
  static func key(of snapshot: PendingSnapshot) -> Key? {
    guard let site = snapshot.site else { return .file(snapshot.path) }
    return snapshot.location.map { Key(site, at: $0, in: snapshot.path) }
  }

  /// How `--prefer` settled the disagreements among some snapshots.
  struct Settlement {
    /// The snapshots left to apply: each preferred text now ready, the texts passed over gone.
    var snapshots: [PendingSnapshot] = []
    /// For each preferred text, the other texts: dropped once it is written.
    var passedOver: [String: [String]] = [:]
    /// The texts dropped because a preferred job passed with the current text.
    var keptCurrent: [String] = []
  }

  /// Settles disagreements among `snapshots` by `preferred` jobs, the first listed first: the
  /// text of the first preferred job that wrote one, or passed with the current one, wins. A
  /// disagreement none of them took part in stays.
  static func settling(
    _ snapshots: [PendingSnapshot],
    preferring preferred: [String]
  ) -> Settlement {
    func rank(_ jobs: [String]) -> Int {
      preferred.firstIndex { jobs.contains($0) } ?? .max
    }
    // The best rank at each disagreement, and the text that has it (`nil`: a pass).
    var winners: [Key: (rank: Int, id: String?)] = [:]
    for snapshot in snapshots {
      guard case .disagreeing(_, let passers) = snapshot.status, let key = key(of: snapshot)
      else { continue }
      var best = winners[key] ?? (rank(passers), nil)
      if rank(snapshot.jobs) < best.rank { best = (rank(snapshot.jobs), snapshot.entry.id) }
      winners[key] = best
    }
    var settlement = Settlement()
    for var snapshot in snapshots {
      guard case .disagreeing = snapshot.status, let key = key(of: snapshot),
        let winner = winners[key], winner.rank != .max
      else {
        settlement.snapshots.append(snapshot)
        continue
      }
      if let id = winner.id {
        if id == snapshot.entry.id {
          snapshot.status = .ready
          settlement.snapshots.append(snapshot)
        } else {
          settlement.passedOver[id, default: []].append(snapshot.entry.id)
        }
      } else {
        settlement.keptCurrent.append(snapshot.entry.id)
      }
    }
    return settlement
  }
}
