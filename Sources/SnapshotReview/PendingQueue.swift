import Foundation
import InlineSnapshot

/// Every pending snapshot of a store (or bundle), merged and found again in the current files.
///
/// Merging: each entry's call is relocated from the text its process was compiled from into
/// the file's current text (``CallRelocation``); an entry whose call cannot be found is stale.
/// Per call and closure the newest entry wins, and a newer pass makes it obsolete; entries of
/// one build that disagree are conflicting. Nothing is written until ``commit(removing:)``.
struct PendingQueue: Sendable {
  /// The live snapshots: closures by file, then by place in the file; then snapshot files,
  /// by path (``order(_:_:)``). A snapshot file is found by its path, so none is stale.
  var snapshots: [PendingSnapshot]
  /// One line per batch that could not be read (it is left alone).
  var warnings: [String]
  /// Entries that a newer entry or pass replaced, by origin: removed at the next commit.
  var obsolete: [PendingOrigin: Set<String>]
  /// The batches as read, by origin.
  var batches: [PendingOrigin: PendingBatch]
  /// The closures and snapshot files whose newest run passed, with no entry since: where a CI
  /// job that passed disagrees with one that wrote a text.
  var passed: Set<Key> = []
  /// The job label each bundle records, by path: kept when the bundle is rewritten.
  var bundleJobs: [String: String] = [:]
  /// Reads the batches of `source`, resolving paths against `packageRoot`.
  static func load(
    from source: PendingSource,
    packageRoot: URL,
    files: any SourceFileAccess
  ) -> PendingQueue {
    switch source {
    case .store(let store):
      var warnings: [String] = []
      var batches: [(PendingOrigin, PendingBatch)] = []
      for url in store.batchFiles() {
        do {
          batches.append((.batchFile(url.path), try PendingBatch.decode(Data(contentsOf: url))))
        } catch {
          warnings.append("Ignored \(url.path): \(error)")
        }
      }
      return merge(batches, packageRoot: packageRoot, files: files, warnings: warnings)
    case .bundles(let urls):
      return loadJobs(from: urls, packageRoot: packageRoot, files: files)
    }
  }

  /// Where a snapshot is written now: per key, the newest entry wins.
  enum Key: Hashable {
    /// One snapshot closure of one call in the current text; `key` is the entry of a keyed
    /// closure, each argument's reviewed on its own.
    case closure(
      path: String, location: ParsedSource.CallLocation, label: String, offset: Int,
      key: String?)
    /// A snapshot file, by its absolute path.
    case file(String)

    init(_ site: PendingBatch.Site, at location: ParsedSource.CallLocation, in path: String) {
      self = .closure(
        path: path, location: location, label: site.closure.label, offset: site.closure.offset,
        key: site.key?.text)
    }
  }

  /// The review's order: closures by file, line, closure and key, then snapshot files by path;
  /// at one place, by job, then oldest first.
  static func order(_ a: PendingSnapshot, _ b: PendingSnapshot) -> Bool {
    func place(_ snapshot: PendingSnapshot) -> (Int, String, Int, Int) {
      (
        snapshot.site == nil ? 1 : 0, snapshot.file, snapshot.line ?? 0,
        snapshot.site?.closure.offset ?? 0
      )
    }
    func rest(_ snapshot: PendingSnapshot) -> (String, Int64, String) {
      (
        (snapshot.site?.key?.text ?? "") + "\u{0}\(snapshot.jobs)", snapshot.createdAt,
        snapshot.entry.id
      )
    }
    return place(a) != place(b) ? place(a) < place(b) : rest(a) < rest(b)
  }

  static func merge(
    _ batches: [(PendingOrigin, PendingBatch)],
    packageRoot: URL,
    files: any SourceFileAccess,
    warnings: [String]
  ) -> PendingQueue {
    var locator = CallLocator(files: files)
    let top = PendingStore.repositoryTop(of: packageRoot)
    var newest = NewestEntries<Key>()
    var stale: [PendingSnapshot] = []
    let ordered = batches.sorted { ($0.1.createdAt, "\($0.0)") < ($1.1.createdAt, "\($1.0)") }
    // In the package the batch names when the file is there (another package of the
    // repository, tested with `--package-path`), else in this one.
    func path(of file: String, in batch: PendingBatch) -> String {
      let own = packageRoot.appendingPathComponent(file).path
      guard let top, let package = batch.packagePath else { return own }
      let recorded = top.appendingPathComponent(package).appendingPathComponent(file)
        .standardizedFileURL.path
      return files.identity(of: recorded) != nil ? recorded : own
    }
    for (origin, batch) in ordered {
      // Where `place` is in the current files: a closure's call is found again in its file.
      func located(_ place: PendingBatch.Place) -> (String, Result<Key, Refusal>) {
        let path = path(of: place.file, in: batch)
        guard let site = place.site else { return (path, .success(.file(path))) }
        let compiled = batch.sources[site.file]?.compiledText
        let location = locator.locate(site, in: path, compiledFrom: compiled)
        return (path, location.map { Key(site, at: $0, in: path) })
      }
      for entry in batch.entries {
        let (path, key) = located(entry.place)
        var snapshot = PendingSnapshot(
          entry: entry, origin: origin, path: path,
          buildTime: batch.process.testBinaryBuiltAt, createdAt: batch.createdAt)
        switch key {
        case .failure(let refusal):
          snapshot.status = .stale(refusal.reason)
          stale.append(snapshot)
        case .success(let key):
          if case .closure(_, let location, _, _, _) = key {
            snapshot.location = location
            snapshot.locatedIn = try? locator.currentSource(of: path).get().text
          }
          newest.add(snapshot, at: key)
        }
      }
      for place in batch.passed {
        guard case (_, .success(let key)) = located(place) else { continue }
        newest.pass(key)
      }
    }
    return PendingQueue(
      snapshots: (stale + newest.live).sorted(by: order), warnings: warnings,
      obsolete: newest.obsolete,
      batches: Dictionary(batches.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first }),
      passed: newest.passed)
  }

  /// The snapshots that one of `filters` picks (``SnapshotFilter``), or all of them when there
  /// is none.
  func matching(_ filters: [String]) -> [PendingSnapshot] {
    guard !filters.isEmpty else { return snapshots }
    let parsed = filters.map(SnapshotFilter.init)
    return snapshots.filter { snapshot in parsed.contains { $0.matches(snapshot) } }
  }

  /// Removes the entries with the given ids, and the obsolete ones, from their batches;
  /// deletes a batch file left without entries. Each file is replaced atomically.
  func commit(removing ids: Set<String>) throws {
    var removals = obsolete
    for snapshot in snapshots where ids.contains(snapshot.entry.id) {
      removals[snapshot.origin, default: []].insert(snapshot.entry.id)
      for copy in snapshot.copies { removals[copy.origin, default: []].insert(copy.id) }
    }
    var bundles: [String: [Int: PendingBatch]] = [:]
    for (origin, batch) in batches {
      var batch = batch
      let removed = removals[origin] ?? []
      batch.entries.removeAll { removed.contains($0.id) }
      switch origin {
      case .batchFile(let path):
        if batch.holdsNoEntries {
          try? FileManager.default.removeItem(atPath: path)
        } else if !removed.isEmpty {
          try batch.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
        }
      case .bundle(let path, let index):
        bundles[path, default: [:]][index] = batch
      }
    }
    for (path, batches) in bundles {
      let kept = batches.sorted { $0.key < $1.key }.map(\.value)
        .filter { !$0.holdsNoEntries || !$0.holdsNoPasses }
      try PendingBundle(batches: kept, job: bundleJobs[path]).encoded().write(
        to: URL(fileURLWithPath: path), options: .atomic)
    }
  }

  /// The live entries as one bundle, grouped by the batches they came from, with the sites that
  /// passed: reviewed with another CI job's bundle, a pass disagrees with that job's text.
  func bundle() -> PendingBundle {
    let live = Set(snapshots.map(\.entry.id))
    let kept = batches.sorted {
      ($0.value.createdAt, "\($0.key)") < ($1.value.createdAt, "\($1.key)")
    }
    .compactMap { _, batch -> PendingBatch? in
      var batch = batch
      batch.entries.removeAll { !live.contains($0.id) }
      let files = Set((batch.entries.map(\.place) + batch.passed).compactMap(\.site?.file))
      batch.sources = batch.sources.filter { files.contains($0.key) }
      return batch.holdsNoEntries && batch.holdsNoPasses ? nil : batch
    }
    return PendingBundle(batches: kept)
  }
}

/// Where pending snapshots are read from.
enum PendingSource: Sendable {
  /// A store's folder of batches.
  case store(PendingStore)
  /// Exported bundles, one per CI job (or just one), reviewed as one.
  case bundles([URL])
}

/// Why an entry's call cannot be found in the current text.
struct Refusal: Error {
  var reason: String
}
