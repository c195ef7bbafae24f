import Foundation
import InlineSnapshot

/// Every pending snapshot of a store (or bundle), merged and found again in the current files.
///
/// Merging: each entry's call is relocated from the text its process was compiled from into
/// the file's current text (``CallRelocation``); an entry whose call cannot be found is stale.
/// Per call and closure the newest entry wins, and a newer pass makes it obsolete; entries of
/// one build that disagree are conflicting. Nothing is written until ``commit(removing:)``.
package struct PendingQueue: Sendable {
  /// The live snapshots, by file, then by place in the file.
  package var snapshots: [PendingSnapshot]
  /// One line per batch that could not be read (it is left alone).
  package var warnings: [String]
  /// Entries that a newer entry or pass replaced, by origin: removed at the next commit.
  var obsolete: [PendingOrigin: Set<String>]
  /// The batches as read, by origin.
  var batches: [PendingOrigin: PendingBatch]
  /// The closures whose newest run passed, with no entry since: where a CI job that passed
  /// disagrees with one that wrote a text.
  var passed: Set<Key> = []
  /// The job label each bundle records, by path: kept when the bundle is rewritten.
  var bundleJobs: [String: String] = [:]
  /// The live file snapshots, by snapshot file path. A file is found by its path, so none is
  /// stale; per file the newest entry wins, as per closure.
  package var files: [PendingFileSnapshot] = []
  /// The snapshot files whose newest run passed, with no entry since.
  var passedFiles: Set<String> = []

  /// Reads the batches of `source`, resolving paths against `packageRoot`.
  package static func load(
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

  /// One snapshot closure of one call in the current text.
  struct Key: Hashable {
    var path: String
    var location: ParsedSource.CallLocation
    var label: String
    var offset: Int
    /// The entry of a keyed closure: each argument's entry is reviewed on its own.
    var key: String?
  }

  static func merge(
    _ batches: [(PendingOrigin, PendingBatch)],
    packageRoot: URL,
    files: any SourceFileAccess,
    warnings: [String]
  ) -> PendingQueue {
    var locator = CallLocator(files: files)
    let top = PendingStore.repositoryTop(of: packageRoot)
    var closures = NewestEntries<Key, PendingSnapshot>()
    var snapshotFiles = NewestEntries<String, PendingFileSnapshot>()
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
      func located(_ site: PendingBatch.Site) -> (
        String, Result<ParsedSource.CallLocation, Refusal>
      ) {
        let path = path(of: site.file, in: batch)
        let compiled = batch.sources[site.file]?.compiledText
        return (path, locator.locate(site, in: path, compiledFrom: compiled))
      }
      for entry in batch.entries {
        let (path, location) = located(entry.site)
        var snapshot = PendingSnapshot(
          entry: entry, origin: origin, path: path,
          buildTime: batch.process.testBinaryBuiltAt, createdAt: batch.createdAt, location: nil,
          locatedIn: nil, status: .ready)
        switch location {
        case .failure(let refusal):
          snapshot.status = .stale(refusal.reason)
          stale.append(snapshot)
        case .success(let location):
          snapshot.location = location
          snapshot.locatedIn = try? locator.currentSource(of: path).get().text
          closures.add(
            snapshot,
            at: Key(
              path: path, location: location, label: entry.site.closure.label,
              offset: entry.site.closure.offset, key: entry.site.key?.text))
        }
      }
      for site in batch.passed {
        guard case (let path, .success(let location)) = located(site) else { continue }
        closures.pass(
          Key(
            path: path, location: location, label: site.closure.label,
            offset: site.closure.offset, key: site.key?.text))
      }
      for entry in batch.fileEntries ?? [] {
        let snapshot = PendingFileSnapshot(
          entry: entry, origin: origin, path: path(of: entry.file, in: batch),
          buildTime: batch.process.testBinaryBuiltAt, createdAt: batch.createdAt)
        snapshotFiles.add(snapshot, at: snapshot.path)
      }
      for file in batch.passedFiles ?? [] {
        snapshotFiles.pass(path(of: file, in: batch))
      }
    }
    let files = snapshotFiles.live.sorted {
      ($0.file, $0.createdAt, $0.entry.id) < ($1.file, $1.createdAt, $1.entry.id)
    }
    var live = stale + closures.live
    live.sort {
      ($0.file, $0.line, $0.entry.site.closure.offset, $0.entry.site.key?.text ?? "", $0.createdAt,
        $0.entry.id)
        < ($1.file, $1.line, $1.entry.site.closure.offset, $1.entry.site.key?.text ?? "",
          $1.createdAt, $1.entry.id)
    }
    return PendingQueue(
      snapshots: live, warnings: warnings,
      obsolete: closures.obsolete.merging(snapshotFiles.obsolete) { $0.union($1) },
      batches: Dictionary(batches.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first }),
      passed: closures.passed, files: files, passedFiles: snapshotFiles.passed)
  }

  /// The file snapshots whose snapshot file or test file one of `filters` names (a path or a
  /// path's end), or all of them when there is none.
  package func matchingFiles(_ filters: [String]) -> [PendingFileSnapshot] {
    guard !filters.isEmpty else { return files }
    return files.filter { file in filters.contains(where: file.matches) }
  }

  /// The snapshots that one of `filters` picks (``SnapshotFilter``), or all of them when there
  /// is none.
  package func matching(_ filters: [String]) -> [PendingSnapshot] {
    guard !filters.isEmpty else { return snapshots }
    let parsed = filters.map(SnapshotFilter.init)
    return snapshots.filter { snapshot in parsed.contains { $0.matches(snapshot) } }
  }

  /// Removes the entries with the given ids, and the obsolete ones, from their batches;
  /// deletes a batch file left without entries. Each file is replaced atomically.
  package func commit(removing ids: Set<String>) throws {
    var removals = obsolete
    for snapshot in snapshots where ids.contains(snapshot.entry.id) {
      removals[snapshot.origin, default: []].insert(snapshot.entry.id)
      for copy in snapshot.copies { removals[copy.origin, default: []].insert(copy.id) }
    }
    for file in files where ids.contains(file.entry.id) {
      removals[file.origin, default: []].insert(file.entry.id)
      for copy in file.copies { removals[copy.origin, default: []].insert(copy.id) }
    }
    var bundles: [String: [Int: PendingBatch]] = [:]
    for (origin, batch) in batches {
      var batch = batch
      let removed = removals[origin] ?? []
      batch.entries.removeAll { removed.contains($0.id) }
      batch.fileEntries?.removeAll { removed.contains($0.id) }
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
  package func bundle() -> PendingBundle {
    let live = Set(snapshots.map(\.entry.id) + files.map(\.entry.id))
    let kept = batches.sorted {
      ($0.value.createdAt, "\($0.key)") < ($1.value.createdAt, "\($1.key)")
    }
    .compactMap { _, batch -> PendingBatch? in
      var batch = batch
      batch.entries.removeAll { !live.contains($0.id) }
      batch.fileEntries?.removeAll { !live.contains($0.id) }
      let files = Set(batch.entries.map(\.site.file) + batch.passed.map(\.file))
      batch.sources = batch.sources.filter { files.contains($0.key) }
      return batch.holdsNoEntries && batch.holdsNoPasses ? nil : batch
    }
    return PendingBundle(batches: kept)
  }
}

/// Where pending snapshots are read from.
package enum PendingSource: Sendable {
  /// A store's folder of batches.
  case store(PendingStore)
  /// Exported bundles, one per CI job (or just one), reviewed as one.
  case bundles([URL])
}

/// Why an entry's call cannot be found in the current text.
struct Refusal: Error {
  var reason: String
}
