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
    var pending: [String: [SnapshotSite: SnapshotEdit]] = [:]
    var observedValues: [SnapshotSite: Int] = [:]
    var conflicts: Set<SnapshotSite> = []
    var flushedFiles: Set<String> = []
  }

  private let files: any SourceFileAccess
  private let state = Locked(State())

  /// Creates a recorder that reads and writes through `files`.
  package init(files: any SourceFileAccess) {
    self.files = files
  }

  /// The recorder of this process; it flushes when the process exits.
  package static let shared = SnapshotRecorder(files: LiveSourceFiles())

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
      let cancelled = state.pending[site.filePath]?.removeValue(forKey: site) != nil
      return firstConflict || cancelled ? .conflicting(cancelledRecording: cancelled) : .consistent
    }
  }

  /// Queues `snapshot` (or, for `nil`, the closure's removal) to be written at `site`.
  ///
  /// Reads and parses the file on first use and checks the call can be found, so a problem is
  /// reported while the test that caused it is still running.
  package func record(_ snapshot: String?, at site: SnapshotSite) -> Outcome {
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
      let edit = site.edit(writing: snapshot)
      let callEdits = (state.pending[site.filePath] ?? [:])
        .filter { $0.key.callLocation == site.callLocation && $0.key != site }
        .map(\.value)
      let failures = SnapshotRewriter.plan(callEdits + [edit], in: source).failures
      if let failure = failures.first(where: { $0.edit == edit }) ?? failures.first {
        return .failed(failure.reason)
      }
      state.pending[site.filePath, default: [:]][site] = edit
      return .recorded
    }
  }

  /// The source of a file as first read in this run, reading it now if needed.
  package func source(of path: String) throws -> ParsedSource {
    try state.withLock { state in try Self.source(of: path, in: &state, files: files) }
  }

  /// Writes every pending snapshot, one file at a time, and returns the problems met.
  ///
  /// A file whose text changed on disk since it was first read is left alone (its snapshots are
  /// reported, not written); a failing file does not stop the others.
  package func flush() -> [String] {
    let work = state.withLock { state in
      defer { state.pending.removeAll() }
      return state.pending
        .filter { !$0.value.isEmpty }
        .sorted { $0.key < $1.key }
        .compactMap { path, edits in state.sources[path].map { (path, $0, Array(edits.values)) } }
    }
    var problems: [String] = []
    for (path, source, edits) in work {
      let count = edits.count == 1 ? "1 snapshot" : "\(edits.count) snapshots"
      do {
        let current = try files.read(path)
        guard current == source.text else {
          problems.append(
            """
            \(path) changed on disk while the tests ran; \(count) not written. Re-run the tests \
            to record them.
            """
          )
          continue
        }
        let rewrite = SnapshotRewriter.apply(edits, to: source)
        problems += rewrite.failures.map { "\(path):\($0.edit.line): \($0.reason)" }
        if rewrite.text != source.text {
          try files.write(rewrite.text, to: path)
        }
        state.withLock { _ = $0.flushedFiles.insert(path) }
      } catch {
        problems.append("Could not write \(count) to \(path): \(error)")
      }
    }
    return problems
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
