import Dump

/// Collects the snapshots to write during a test run and writes each file once, at the end.
///
/// Thread-safe: tests running in parallel record into one recorder. Every edit is applied to
/// the text the file had when it was first read (the text the tests were compiled from), so
/// the result does not depend on the order tests finish in.
///
/// Cost per recording: one read and parse per file (then cached) and a constant-time lookup of
/// the call. Cost of ``flush()``: one read, one pass and one write per file.
package final class SnapshotRecorder: Sendable {
  /// What became of a recording request.
  package enum Outcome: Equatable, Sendable {
    /// The snapshot will be written when the recorder flushes.
    case recorded
    /// The site produced different values in this run; nothing will be written there.
    case conflicted
    /// The snapshot cannot be written, for the given reason.
    case failed(String)
  }

  /// What an assertion's value tells about its site.
  package enum Observation: Equatable, Sendable {
    /// The site has produced this value (or only this value) so far.
    case consistent
    /// The site produced another value earlier in this run.
    case conflicting(cancelledRecording: Bool)
  }

  private struct State {
    var sources: [String: ParsedSource] = [:]
    /// Edits waiting to be written, by file, then by call (a call may own several snapshots).
    var pending: [String: [ParsedSource.CallLocation: [SnapshotSite: SnapshotEdit]]] = [:]
    var observedValues: [SnapshotSite: Int] = [:]
    var conflicts: Set<SnapshotSite> = []
    var flushedFiles: Set<String> = []
    var rewrittenByEarlierProcess: [String: Bool] = [:]
  }

  private let files: any SourceFileAccess
  private let ledger: any RewriteLedger
  private let state = Locked(State())

  /// Creates a recorder that reads and writes through `files`, and tells other processes of
  /// the run which files it rewrote through `ledger`.
  package init(
    files: any SourceFileAccess,
    ledger: any RewriteLedger = SingleProcessRewriteLedger()
  ) {
    self.files = files
    self.ledger = ledger
  }

  /// The recorder of this process; it flushes when the process exits.
  package static let shared = SnapshotRecorder(
    files: LiveSourceFiles(),
    ledger: TemporaryDirectoryRewriteLedger()
  )

  /// Notes the value an assertion produced at `site`, to catch a site that produces several.
  ///
  /// A second, different value marks the site conflicting and cancels its pending recording:
  /// one closure cannot hold both, and writing whichever came first would depend on timing.
  package func observe(_ actual: String?, at site: SnapshotSite) -> Observation {
    var hasher = Hasher()
    hasher.combine(actual)
    let fingerprint = hasher.finalize()
    return state.withLock { state in
      guard let previous = state.observedValues[site] else {
        state.observedValues[site] = fingerprint
        return .consistent
      }
      guard previous != fingerprint || state.conflicts.contains(site) else { return .consistent }
      let firstConflict = state.conflicts.insert(site).inserted
      let cancelled =
        state.pending[site.filePath]?[site.callLocation]?.removeValue(forKey: site) != nil
      return firstConflict || cancelled ? .conflicting(cancelledRecording: cancelled) : .consistent
    }
  }

  /// Queues `snapshot` (or, for `nil`, the closure's removal) to be written at `site`, in place
  /// of `expected`, the snapshot the test ran with (`nil` when it had none).
  ///
  /// Reads and parses the file on first use and checks that the call is there and still holds
  /// `expected`, so a problem is reported while the test that caused it is still running.
  package func record(
    _ snapshot: String?,
    replacing expected: String?,
    at site: SnapshotSite
  ) -> Outcome {
    state.withLock { state in
      guard !state.conflicts.contains(site) else { return .conflicted }
      guard !state.flushedFiles.contains(site.filePath) else {
        return .failed("\(site.filePath) was already rewritten in this run.")
      }
      let source: ParsedSource
      do {
        source = try Self.source(of: site.filePath, in: &state, files: files)
      } catch {
        return .failed("Could not read \(site.filePath): \(error)")
      }
      guard !isRewrittenByEarlierProcess(source, at: site.filePath, in: &state) else {
        return .failed(Self.rewrittenByEarlierProcess(site.filePath))
      }
      let inSource = source.snapshotInSource(
        at: site.callLocation,
        syntaxDescriptor: site.syntaxDescriptor
      )
      let holdsExpected =
        switch inSource {
        case .text(let text): text == expected
        case .absent: expected == nil
        case .opaque, nil: true
        }
      guard holdsExpected else {
        return .failed(
          """
          The snapshot in the file is not the one this test ran with: the file changed since it \
          was compiled. Build and run the tests again to record.
          """
        )
      }
      let edit = site.edit(writing: snapshot)
      let callEdits = (state.pending[site.filePath]?[site.callLocation] ?? [:])
        .filter { $0.key != site }
        .map(\.value)
      let failures = SnapshotRewriter.plan(callEdits + [edit], in: source).failures
      if let failure = failures.first(where: { $0.edit == edit }) ?? failures.first {
        return .failed(failure.reason)
      }
      state.pending[site.filePath, default: [:]][site.callLocation, default: [:]][site] = edit
      return .recorded
    }
  }

  /// The source of a file as first read in this run, reading it now if needed, to locate calls.
  ///
  /// Throws when another process of the run rewrote the file: its calls have moved.
  package func source(of path: String) throws -> ParsedSource {
    try state.withLock { state in
      let source = try Self.source(of: path, in: &state, files: files)
      guard !isRewrittenByEarlierProcess(source, at: path, in: &state) else {
        throw SourceFileError(message: Self.rewrittenByEarlierProcess(path))
      }
      return source
    }
  }

  private func isRewrittenByEarlierProcess(
    _ source: ParsedSource,
    at path: String,
    in state: inout State
  ) -> Bool {
    if let known = state.rewrittenByEarlierProcess[path] { return known }
    let rewritten = ledger.wasRewrittenByEarlierProcess(path, text: source.text)
    state.rewrittenByEarlierProcess[path] = rewritten
    return rewritten
  }

  private static func rewrittenByEarlierProcess(_ path: String) -> String {
    """
    \(path) was rewritten by an earlier test process of this run (XCTest and Swift Testing run \
    in separate processes, as do tests under --parallel), so its calls have moved since this \
    test was built. Run the tests again to record this snapshot.
    """
  }

  /// Writes every pending snapshot, one file at a time, and returns the problems met.
  ///
  /// A file whose text changed on disk since it was first read is left alone (its snapshots are
  /// reported, not written); a failing file does not stop the others.
  package func flush() -> FlushReport {
    let work = state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
        .map { path, calls in (path, calls.values.flatMap(\.values)) }
        .filter { !$0.1.isEmpty }
        .sorted { $0.0 < $1.0 }
        .compactMap { path, edits in state.sources[path].map { (path, $0, edits) } }
    }
    var report = FlushReport()
    for (path, source, edits) in work {
      let count = Self.snapshots(edits.count)
      do {
        let current = try files.read(path)
        guard current == source.text else {
          report.problems.append(
            """
            \(path) changed on disk while the tests ran; \(count) not written. Re-run the tests \
            to record them.
            """
          )
          continue
        }
        let rewrite = SnapshotRewriter.apply(edits, to: source)
        report.problems += rewrite.failures.map { "\(path):\($0.edit.line): \($0.reason)" }
        if rewrite.text != source.text {
          try files.write(rewrite.text, to: path)
          ledger.noteRewrite(of: path, to: rewrite.text)
          let written = Self.snapshots(edits.count - rewrite.failures.count)
          report.written.append("Recorded \(written) in \(path)")
        }
        state.withLock { _ = $0.flushedFiles.insert(path) }
      } catch {
        report.problems.append("Could not write \(count) to \(path): \(error)")
      }
    }
    return report
  }

  private static func snapshots(_ count: Int) -> String {
    count == 1 ? "1 snapshot" : "\(count) snapshots"
  }

  /// What a flush did: the files it wrote and the problems it met, one line each.
  package struct FlushReport: Sendable {
    package var written: [String] = []
    package var problems: [String] = []
  }

  private static func source(
    of path: String,
    in state: inout State,
    files: any SourceFileAccess
  ) throws -> ParsedSource {
    if let source = state.sources[path] { return source }
    let source = ParsedSource(try files.read(path), fileName: path)
    state.sources[path] = source
    return source
  }
}
