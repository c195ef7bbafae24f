import Dump
import Foundation

/// Collects, in the pending record mode, the snapshots ``SnapshotRecorder`` would write, and
/// saves them to the pending store instead when the process exits.
///
/// Every check of recording still runs (the compiled text is known, the closure holds the
/// snapshot the test ran with, the rewrite can be planned, one value per site): a snapshot that
/// could not be written now is not saved for later either. No source file is ever written.
final class PendingCollector: Sendable {
  private struct State {
    var entries:
      [SnapshotSite: (test: String, old: String?, new: String?, unredacted: String?)] = [:]
    var passed: Set<SnapshotSite> = []
    /// Passes outside the pending mode: saved only where the store holds batches already.
    var passedOutside: Set<SnapshotSite> = []
    /// File snapshots saved for review, by the snapshot file's absolute path.
    var files: [String: FileSnapshot] = [:]
    /// Snapshot files whose assertions passed, in the pending mode and outside it.
    var passedFiles: Set<String> = []
    var passedFilesOutside: Set<String> = []
    /// Why each file's snapshots cannot be saved, or `nil` (looked at once per file).
    var storeRefusals: [String: String?] = [:]
  }

  /// The recorder that checks each recording as at exit (the session's one), which keeps them
  /// for review instead of writing them.
  let recorder: SnapshotRecorder
  private let buildTime: Int64?
  private let environment: [String: String]
  /// The project holding a file (``PendingStore/projectRoot(containing:)``), looked up on disk.
  private let projectRoot: @Sendable (String) -> URL?
  private let state = Locked(State())

  init(
    recorder: SnapshotRecorder,
    buildTime: Int64?,
    environment: [String: String],
    projectRoot: @escaping @Sendable (String) -> URL? = PendingStore.projectRoot(containing:)
  ) {
    self.recorder = recorder
    self.buildTime = buildTime
    self.environment = environment
    self.projectRoot = projectRoot
  }

  /// The line a failure saved for review ends with.
  static let reviewHint = """
    Saved for review; no source file was written. Review it with \
    'swift run verbatim-snapshots review' (or accept, reject, list).
    """

  /// A file snapshot the pending mode saves instead of writing the file.
  struct FileSnapshot: Equatable, Sendable {
    /// The snapshot file's absolute path.
    var path: String
    /// The test file's path, as `#filePath` spells it.
    var testFile: String
    var test: String
    /// The file's text when the test ran; `nil` when there was none.
    var old: String?
    var new: String
    /// `new` without its redactions, when the strategy redacted something.
    var unredacted: String?
  }

  /// The line a file snapshot's failure ends with when it was saved for review.
  static let fileReviewHint = """
    Saved for review; no snapshot file was written. Review it with \
    'swift run verbatim-snapshots review' (or accept, reject, list).
    """

  /// Saves a file snapshot for review; returns why it cannot be, or `nil` once it is.
  func record(_ file: FileSnapshot) -> String? {
    if let refusal = storeRefusal(forFile: file.path) { return refusal }
    state.withLock { $0.files[file.path] = file }
    return nil
  }

  /// Notes a snapshot file whose assertion passed, as ``notePassed(_:inPendingMode:)`` does.
  func notePassedFile(_ path: String, inPendingMode: Bool) {
    state.withLock { state in
      if inPendingMode {
        state.passedFiles.insert(path)
      } else {
        state.passedFilesOutside.insert(path)
      }
    }
  }

  /// The patch accepting the file snapshot saved for review at `path` would apply, or `nil`.
  func filePatch(at path: String) -> String? {
    guard let file = state.withLock({ $0.files[path] }), let root = projectRoot(path) else {
      return nil
    }
    let patch = PendingPatch.snapshotFile(at: path, root: root, from: file.old, to: file.new)
    return patch.isEmpty ? nil : patch
  }

  /// Saves `snapshot` for review at `site`, after the checks a recording makes.
  ///
  /// - Parameter unredacted: `snapshot` without its redactions, or `nil` when nothing was
  ///   redacted; asked only once the snapshot is saved.
  func record(
    _ snapshot: String?,
    replacing expected: String?,
    at site: SnapshotSite,
    test: String,
    runningTest: RunningTest? = nil,
    unredacted: () -> String? = { nil }
  ) -> SnapshotRecorder.Outcome {
    // Checked now, so that a failure never says "saved" for a snapshot the exit cannot save.
    if let refusal = storeRefusal(forFile: site.filePath) { return .failed(refusal) }
    let outcome = recorder.record(
      snapshot, replacing: expected, at: site, function: test, test: runningTest,
      forReview: true)
    if outcome == .recorded {
      let unredacted = unredacted()
      state.withLock { $0.entries[site] = (test, expected, snapshot, unredacted) }
    }
    return outcome
  }

  /// Forgets the entry of a site that produced another value.
  func withdraw(_ site: SnapshotSite) {
    state.withLock { _ = $0.entries.removeValue(forKey: site) }
  }

  /// The patch accepting the snapshots saved for review at `site`'s call would apply, as the
  /// review tool's `export --patch - FILE:LINE` makes it: `site`'s and those of the call's other
  /// closures saved so far (a closure may need the one before it written). `nil` when none is
  /// saved at `site`, or the file changed since the build.
  func patch(at site: SnapshotSite) -> String? {
    let entries = state.withLock { state in
      state.entries.filter {
        $0.key.filePath == site.filePath && $0.key.callLocation == site.callLocation
      }
    }
    guard entries[site] != nil,
      let compiled = try? recorder.source(of: site.filePath).text
    else { return nil }
    guard let root = projectRoot(site.filePath) else { return nil }
    let text = PendingPatch.make(reading: recorder.files, root: root) { copies in
      let accepting = SnapshotRecorder(files: copies, compiledTexts: [site.filePath: compiled])
      // In the closures' order: a closure is written after the one it follows.
      let ordered = entries.sorted { Self.order($0.key, $1.key) }
      for (other, entry) in ordered {
        let outcome = accepting.record(entry.new, replacing: entry.old, at: other)
        if other == site, outcome != .recorded { return }
      }
      _ = accepting.flush()
    }.text
    return text.isEmpty ? nil : text
  }

  /// Notes a site that passed, so that older entries for it are dropped: in the pending mode
  /// always, in the others when the file's store holds batches. Kept in memory: the stores are
  /// looked at when the process exits, once per project (see ``batches(createdAt:pid:)``).
  func notePassed(_ site: SnapshotSite, inPendingMode: Bool) {
    state.withLock { state in
      if inPendingMode {
        state.passed.insert(site)
      } else {
        state.passedOutside.insert(site)
      }
    }
  }

  /// The store of `path`'s project, or `nil` when no project holds it.
  private func store(forFile path: String) -> PendingStore? {
    projectRoot(path).map { PendingStore(packageRoot: $0, environment: environment) }
  }

  private func storeRefusal(forFile path: String) -> String? {
    if let known = state.withLock({ $0.storeRefusals[path] }) { return known }
    let refusal: String?
    if let store = store(forFile: path) {
      refusal = store.writeRefusal().map {
        """
        \($0); set \(PendingStore.directoryVariable) to a folder the tests can write, and the \
        same for the review tool
        """
      }
    } else {
      refusal = """
        no Package.swift or git repository holds \(path), and the review tool finds pending \
        snapshots through one; put the project under git ('git init'), or record in place \
        with SNAPSHOT_TESTING_RECORD=failed
        """
    }
    state.withLock { $0.storeRefusals[path] = .some(refusal) }
    return refusal
  }

  /// The batches to save, one per package root, with the store each goes to: a root's batch
  /// holds its snapshots saved for review and its passes, and is saved when it holds snapshots
  /// or its store holds batches the passes may make obsolete, or when it is a CI job's pending
  /// run (see ``savesEveryPass``).
  func batches(createdAt: Int64, pid: Int32) -> [(PendingStore, PendingBatch)] {
    let (entries, passed, passedOutside) = state.withLock {
      ($0.entries, $0.passed, $0.passedOutside)
    }
    let (files, passedFiles, passedFilesOutside) = state.withLock {
      ($0.files, $0.passedFiles, $0.passedFilesOutside)
    }
    let savesEveryPass = self.savesEveryPass
    var batches: [String: (PendingStore, PendingBatch)] = [:]
    // Files of one folder share a project: looked up once per folder.
    var projects: [String: URL?] = [:]
    func project(of path: String) -> URL? {
      let folder = (path as NSString).deletingLastPathComponent
      if let known = projects[folder] { return known }
      let project = projectRoot(path)
      projects[folder] = .some(project)
      return project
    }
    // Whether a project's store holds batches, listed once per project.
    var holdsBatches: [String: Bool] = [:]
    func storeHoldsBatches(_ path: String) -> Bool {
      guard let project = project(of: path) else { return false }
      if let known = holdsBatches[project.path] { return known }
      let holds = !PendingStore(packageRoot: project, environment: environment).batchFiles().isEmpty
      holdsBatches[project.path] = holds
      return holds
    }
    func batch(for path: String) -> (root: String, relative: String)? {
      guard let project = project(of: path) else { return nil }
      let root = project.path
      guard batches[root] == nil else { return (root, Self.relative(path, to: root)) }
      batches[root] = (
        PendingStore(packageRoot: project, environment: environment),
        PendingBatch(
          createdAt: createdAt,
          process: .init(pid: pid, testBinaryBuiltAt: buildTime),
          packagePath: PendingStore.repositoryTop(of: URL(fileURLWithPath: root)).map {
            root == $0.path ? "" : Self.relative(root, to: $0.path)
          }
        )
      )
      return (root, Self.relative(path, to: root))
    }
    func addSource(_ path: String, root: String, relative: String) -> Bool {
      if batches[root]?.1.sources[relative] != nil { return true }
      guard let text = try? recorder.source(of: path).text else { return false }
      batches[root]?.1.sources[relative] = .init(compiledText: text)
      return true
    }
    let sortedEntries = entries.sorted { Self.order($0.key, $1.key) }
    for (site, entry) in sortedEntries {
      guard let (root, relative) = batch(for: site.filePath),
        addSource(site.filePath, root: root, relative: relative)
      else { continue }
      batches[root]?.1.entries.append(
        .init(
          site: Self.site(site, relative), test: entry.test, old: entry.old, new: entry.new,
          unredacted: entry.unredacted)
      )
    }
    for file in files.values.sorted(by: { $0.path < $1.path }) {
      guard let (root, relative) = batch(for: file.path) else { continue }
      let entry = PendingBatch.FileEntry(
        file: relative, testFile: Self.relative(file.testFile, to: root), test: file.test,
        old: file.old, new: file.new, unredacted: file.unredacted)
      let earlier = batches[root]?.1.fileEntries ?? []
      batches[root]?.1.fileEntries = earlier + [entry]
    }
    // Passes matter where a batch is saved: with snapshots, or where the store holds batches.
    let withEntries = Set(batches.keys)
    let passes = passed.filter {
      savesEveryPass
        || project(of: $0.filePath).map { withEntries.contains($0.path) } == true
        || storeHoldsBatches($0.filePath)
    }.union(passedOutside.filter { storeHoldsBatches($0.filePath) })
    for site in passes.sorted(by: Self.order) {
      guard let (root, relative) = batch(for: site.filePath),
        addSource(site.filePath, root: root, relative: relative)
      else { continue }
      batches[root]?.1.passed.append(Self.site(site, relative))
    }
    let filePasses = passedFiles.filter {
      project(of: $0).map { withEntries.contains($0.path) } == true || storeHoldsBatches($0)
    }.union(passedFilesOutside.filter { storeHoldsBatches($0) })
    for path in filePasses.sorted() {
      guard let (root, relative) = batch(for: path) else { continue }
      let earlier = batches[root]?.1.passedFiles ?? []
      batches[root]?.1.passedFiles = earlier + [relative]
    }
    return batches.sorted { $0.key < $1.key }
      .filter { root, batch in
        !batch.1.entries.isEmpty || !(batch.1.fileEntries ?? []).isEmpty || savesEveryPass
          || holdsBatches[root] ?? !batch.0.batchFiles().isEmpty
      }
      .map(\.value)
  }

  /// Whether every pass is saved, even in a run with nothing pending: on CI in the pending mode,
  /// where the job's bundle is merged with other jobs' (`--from a --from b`), and a job whose
  /// run fully passed must still say which snapshots it passed with the current text.
  private var savesEveryPass: Bool {
    let recording = RecordingEnvironment(variables: environment)
    return recording.isCI && recording.requestedRecord == .pending
  }

  /// Saves this process's batches; returns one line per store written or failed.
  ///
  /// - Parameter createdAt: The batches' time, in nanoseconds since 1970; now by default.
  func save(createdAt: Int64? = nil) -> [String] {
    let now = createdAt ?? Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    return batches(createdAt: now, pid: getpid()).compactMap { store, batch in
      let saved = batch.entries.count + (batch.fileEntries?.count ?? 0)
      do {
        try store.save(batch)
      } catch {
        return """
          Could not save \(saved) pending snapshots to \(store.directory.path): \
          \(error)
          """
      }
      guard saved > 0 else { return nil }
      let count = saved == 1 ? "1 snapshot" : "\(saved) snapshots"
      return """
        \(count) pending review in \(store.directory.path) (swift run verbatim-snapshots review)
        """
    }
  }

  private static func order(_ a: SnapshotSite, _ b: SnapshotSite) -> Bool {
    (a.filePath, a.line, a.column, a.syntaxDescriptor.trailingClosureOffset, a.key?.text ?? "")
      < (b.filePath, b.line, b.column, b.syntaxDescriptor.trailingClosureOffset, b.key?.text ?? "")
  }

  private static func site(_ site: SnapshotSite, _ relative: String) -> PendingBatch.Site {
    .init(
      file: relative, line: site.line, column: site.column,
      closure: .init(site.syntaxDescriptor), key: site.key)
  }

  /// `path` relative to `root`, both spelled as `#filePath` and the root were found.
  static func relative(_ path: String, to root: String) -> String {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return standardized.hasPrefix(prefix)
      ? String(standardized.dropFirst(prefix.count)) : standardized
  }
}
