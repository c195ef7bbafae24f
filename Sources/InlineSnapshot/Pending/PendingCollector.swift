import Dump
import Foundation

/// Collects, in the pending record mode, the snapshots ``SnapshotRecorder`` would write, and
/// saves them to the pending store instead when the process exits.
///
/// Every check of recording still runs (the compiled text is known, the closure holds the
/// snapshot the test ran with, the rewrite can be planned, one value per site): a snapshot that
/// could not be written now is not saved for later either. No source file is ever written.
final class PendingCollector: Sendable {
  /// Where a snapshot saved for review is written: a closure, or a snapshot file by its
  /// absolute path.
  enum Place: Hashable, Sendable {
    case closure(SnapshotSite)
    case file(String)

    /// The test file holding the closure, or the snapshot file, as `#filePath` spells it.
    var path: String {
      switch self {
      case .closure(let site): site.filePath
      case .file(let path): path
      }
    }
  }

  /// A snapshot saved for review.
  private struct Saved {
    var test: String
    /// The test file, as `#filePath` spells it.
    var testFile: String
    var old: String?
    var new: String?
    var unredacted: String?
  }

  private struct State {
    var entries: [Place: Saved] = [:]
    var passed: Set<Place> = []
    /// Passes outside the pending mode: saved only where the store holds batches already.
    var passedOutside: Set<Place> = []
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

  /// The line a failure saved for review ends with; `file` names what was not written:
  /// `source` for a closure, `snapshot` for a snapshot file.
  static func reviewHint(notWriting file: String) -> String {
    """
    Saved for review; no \(file) file was written. Review it with \
    'swift run verbatim-snapshots review' (or accept, reject, list).
    """
  }

  /// Saves `snapshot` for review at `place`, after the checks a recording makes (a closure's
  /// by the recorder; a file is written whole, so it needs none).
  ///
  /// - Parameters:
  ///   - testFile: The test file, as `#filePath` spells it; a closure's is its site's file.
  ///   - unredacted: `snapshot` without its redactions, or `nil` when nothing was redacted;
  ///     asked only once the snapshot is saved.
  func record(
    _ snapshot: String?,
    replacing expected: String?,
    at place: Place,
    test: String,
    testFile: String? = nil,
    runningTest: RunningTest? = nil,
    unredacted: () -> String? = { nil }
  ) -> SnapshotRecorder.Outcome {
    // Checked now, so that a failure never says "saved" for a snapshot the exit cannot save.
    if let refusal = storeRefusal(forFile: place.path) { return .failed(refusal) }
    if case .closure(let site) = place {
      let outcome = recorder.record(
        snapshot, replacing: expected, at: site, function: test, test: runningTest,
        forReview: true)
      guard outcome == .recorded else { return outcome }
    }
    let saved = Saved(
      test: test, testFile: testFile ?? place.path, old: expected, new: snapshot,
      unredacted: unredacted())
    state.withLock { $0.entries[place] = saved }
    return .recorded
  }

  /// Forgets the entry of a site that produced another value.
  func withdraw(_ site: SnapshotSite) {
    state.withLock { _ = $0.entries.removeValue(forKey: .closure(site)) }
  }

  /// The patch accepting the snapshot saved for review at `place` would apply, as the review
  /// tool's `export --patch - PLACE` makes it; `nil` when none is saved there, or the file
  /// changed since the build.
  ///
  /// A closure's patch holds those of its call's other closures saved so far (a closure may
  /// need the one before it written).
  func patch(at place: Place) -> String? {
    guard let root = projectRoot(place.path) else { return nil }
    switch place {
    case .file(let path):
      guard let file = state.withLock({ $0.entries[place] }), let new = file.new else {
        return nil
      }
      let patch = PendingPatch.snapshotFile(at: path, root: root, from: file.old, to: new)
      return patch.isEmpty ? nil : patch
    case .closure(let site):
      return patch(at: site, root: root)
    }
  }

  private func patch(at site: SnapshotSite, root: URL) -> String? {
    let entries = state.withLock { state in
      state.entries.compactMap { place, saved -> (SnapshotSite, Saved)? in
        guard case .closure(let other) = place, other.filePath == site.filePath,
          other.callLocation == site.callLocation
        else { return nil }
        return (other, saved)
      }
    }
    guard entries.contains(where: { $0.0 == site }),
      let compiled = try? recorder.source(of: site.filePath).text
    else { return nil }
    let text = PendingPatch.make(reading: recorder.files, root: root) { copies in
      let accepting = SnapshotRecorder(files: copies, compiledTexts: [site.filePath: compiled])
      // In the closures' order: a closure is written after the one it follows.
      let ordered = entries.sorted { Self.order(.closure($0.0), .closure($1.0)) }
      for (other, entry) in ordered {
        let outcome = accepting.record(entry.new, replacing: entry.old, at: other)
        if other == site, outcome != .recorded { return }
      }
      _ = accepting.flush()
    }.text
    return text.isEmpty ? nil : text
  }

  /// Notes a place that passed, so that older entries for it are dropped: in the pending mode
  /// always, in the others when the file's store holds batches. Kept in memory: the stores are
  /// looked at when the process exits, once per project (see ``batches(createdAt:pid:)``).
  func notePassed(_ place: Place, inPendingMode: Bool) {
    state.withLock { state in
      if inPendingMode {
        _ = state.passed.insert(place)
      } else {
        _ = state.passedOutside.insert(place)
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
    let savesEveryPass = self.savesEveryPass
    var assembly = BatchAssembly(
      recorder: recorder, environment: environment, projectRoot: projectRoot
    ) { [buildTime] root in
      PendingBatch(
        createdAt: createdAt,
        process: .init(pid: pid, testBinaryBuiltAt: buildTime),
        packagePath: PendingStore.repositoryTop(of: URL(fileURLWithPath: root)).map {
          root == $0.path ? "" : Self.relative(root, to: $0.path)
        }
      )
    }
    for (place, saved) in entries.sorted(by: { Self.order($0.key, $1.key) }) {
      guard let (root, relative) = assembly.batch(for: place) else { continue }
      assembly.batches[root]?.1.entries.append(
        .init(
          place: Self.place(place, relative),
          testFile: Self.relative(saved.testFile, to: root), test: saved.test, old: saved.old,
          new: saved.new, unredacted: saved.unredacted)
      )
    }
    // Passes matter where a batch is saved: with snapshots, or where the store holds batches.
    let withEntries = Set(assembly.batches.keys)
    let passes = passed.filter {
      savesEveryPass
        || assembly.project(of: $0.path).map { withEntries.contains($0.path) } == true
        || assembly.storeHoldsBatches($0.path)
    }.union(passedOutside.filter { assembly.storeHoldsBatches($0.path) })
    for place in passes.sorted(by: Self.order) {
      guard let (root, relative) = assembly.batch(for: place) else { continue }
      assembly.batches[root]?.1.passed.append(Self.place(place, relative))
    }
    return assembly.batches.sorted { $0.key < $1.key }
      .filter { root, batch in
        !batch.1.entries.isEmpty || savesEveryPass
          || assembly.holdsBatches[root] ?? !batch.0.batchFiles().isEmpty
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
      let saved = batch.entries.count
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

  /// Closures first, in the order of their files and calls; then snapshot files, by path.
  private static func order(_ a: Place, _ b: Place) -> Bool {
    switch (a, b) {
    case (.closure(let a), .closure(let b)):
      (a.filePath, a.line, a.column, a.syntaxDescriptor.trailingClosureOffset, a.key?.text ?? "")
        < (
          b.filePath, b.line, b.column, b.syntaxDescriptor.trailingClosureOffset,
          b.key?.text ?? ""
        )
    case (.file(let a), .file(let b)): a < b
    case (.closure, .file): true
    case (.file, .closure): false
    }
  }

  private static func place(_ place: Place, _ relative: String) -> PendingBatch.Place {
    switch place {
    case .closure(let site):
      .closure(
        .init(
          file: relative, line: site.line, column: site.column,
          closure: .init(site.syntaxDescriptor), key: site.key))
    case .file: .file(relative)
    }
  }

  /// `path` relative to `root`, both spelled as `#filePath` and the root were found.
  static func relative(_ path: String, to root: String) -> String {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return standardized.hasPrefix(prefix)
      ? String(standardized.dropFirst(prefix.count)) : standardized
  }
}

/// The batches of one save as they are assembled, one per package root: each folder's project
/// and each project's store are looked up once.
private struct BatchAssembly {
  let recorder: SnapshotRecorder
  let environment: [String: String]
  let projectRoot: (String) -> URL?
  /// A new, empty batch for the project at a root.
  let newBatch: (_ root: String) -> PendingBatch
  var batches: [String: (PendingStore, PendingBatch)] = [:]
  /// Whether a project's store holds batches, by the project's path.
  private(set) var holdsBatches: [String: Bool] = [:]
  /// Files of one folder share a project.
  private var projects: [String: URL?] = [:]

  init(
    recorder: SnapshotRecorder, environment: [String: String],
    projectRoot: @escaping (String) -> URL?,
    newBatch: @escaping (_ root: String) -> PendingBatch
  ) {
    self.recorder = recorder
    self.environment = environment
    self.projectRoot = projectRoot
    self.newBatch = newBatch
  }

  mutating func project(of path: String) -> URL? {
    let folder = (path as NSString).deletingLastPathComponent
    if let known = projects[folder] { return known }
    let project = projectRoot(path)
    projects[folder] = .some(project)
    return project
  }

  mutating func storeHoldsBatches(_ path: String) -> Bool {
    guard let project = project(of: path) else { return false }
    if let known = holdsBatches[project.path] { return known }
    let holds = !PendingStore(packageRoot: project, environment: environment).batchFiles().isEmpty
    holdsBatches[project.path] = holds
    return holds
  }

  /// The batch a place goes to (made when it is the root's first), and the place's path from
  /// its root. A closure's entry or pass needs its file's compiled text, to find the call again.
  mutating func batch(for place: PendingCollector.Place) -> (root: String, relative: String)? {
    guard let project = project(of: place.path) else { return nil }
    let root = project.path
    if batches[root] == nil {
      batches[root] = (PendingStore(packageRoot: project, environment: environment), newBatch(root))
    }
    let relative = PendingCollector.relative(place.path, to: root)
    if case .closure = place, batches[root]?.1.sources[relative] == nil {
      guard let text = try? recorder.source(of: place.path).text else { return nil }
      batches[root]?.1.sources[relative] = .init(compiledText: text)
    }
    return (root, relative)
  }
}
