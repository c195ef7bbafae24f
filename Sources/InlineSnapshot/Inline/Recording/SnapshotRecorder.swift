import Dump

/// Collects the snapshots to write during a test run and writes each file once, at the end.
///
/// Thread-safe: tests running in parallel record into one recorder. Every edit is located in
/// the text the test binary was compiled from (see ``CompiledText``), so the result does not
/// depend on the order tests finish in; at the end, edits are moved into what other recording
/// processes wrote meanwhile (see ``CallRelocation``).
///
/// Its parts: this file queues the edits; ``RecordingRule`` lists the checks a recording passes
/// first; `+CompiledSources` reads each file as compiled; `+Flush` writes the queue at the end;
/// `+Arguments` removes the entries of arguments that no longer run.
///
/// Cost per recording: one read and parse per file (then cached) and a constant-time lookup of
/// the call. Cost of ``flush()``: one read, one pass and one write per file, plus one parse
/// when another process rewrote the file meanwhile.
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
  enum Observation: Equatable, Sendable {
    /// The site has produced this value (or only this value) so far.
    case consistent
    /// The site produced another value earlier in this run.
    case conflicting(cancelledRecording: Bool)
  }

  struct State {
    /// Each file's text as the test binary was compiled from it, parsed.
    var sources: [String: ParsedSource] = [:]
    /// Each file's text when this process first read it.
    var firstReadTexts: [String: String] = [:]
    /// Files that cannot be recorded into, and why.
    var refusals: [String: String] = [:]
    /// Edits by file, then by call (a call may own several snapshots).
    typealias Queue = [String: [ParsedSource.CallLocation: [SnapshotSite: SnapshotEdit]]]
    /// Edits waiting to be written.
    var pending: Queue = [:]
    /// Edits checked for review (the pending mode), never written.
    var reviewed: Queue = [:]
    var observedValues: [SnapshotSite: Int] = [:]
    var conflicts: Set<SnapshotSite> = []
    /// Recordings cancelled because their site later produced another value.
    var cancelled: Set<SnapshotSite> = []
    var flushedFiles: Set<String> = []
    /// The arguments that reached each keyed closure (its site without a key), and every
    /// argument of its test (`nil` once two runs disagree on them).
    var argumentRuns: [SnapshotSite: (seen: Set<String>, all: [String]?)] = [:]
    /// Why a file cannot be written, by file; `nil` when it can.
    var writeRefusals: [String: String?] = [:]
    /// The first path seen for each file (see ``SourceFileAccess/identity(of:)``), and the path
    /// each other path to that file stands for.
    var pathsByIdentity: [String: String] = [:]
    var aliases: [String: String] = [:]
  }

  /// Where the recorder reads and writes the test files.
  let files: any SourceFileAccess
  let ledger: any RewriteLedger
  /// When each file was compiled into the test binary (see the initializer).
  let compileTime: @Sendable (String) -> Int64?
  /// Whether a compile record proves each file's compile time (see the initializer).
  let compileIsRecorded: @Sendable (String) -> Bool
  let interruptNotice: InterruptNotice?
  let compiledTexts: [String: String]?
  let state = Locked(State())

  /// Creates a recorder that reads and writes through `files` and tells other processes which
  /// texts it wrote through `ledger`.
  ///
  /// - Parameters:
  ///   - compileTime: When each file was compiled into the test binary (in the clock of
  ///     ``SourceFileAccess/changeTime(of:)``), to tell a file changed since then; `nil` takes
  ///     the file's current text as the one compiled.
  ///   - compileIsRecorded: Whether the build's own record of a file gave its compile time;
  ///     where it did not (the binary's time stands in), a save between the compile and the
  ///     link looks compiled, so a call must also be in the declaration that ran it (see
  ///     ``CallProof``).
  ///   - interruptNotice: Where to keep, for a signal handler, the list of recordings an
  ///     interrupted process would drop.
  ///   - compiledTexts: The texts the calls were located in, by path, when they come from
  ///     elsewhere (pending snapshots being accepted); a file not listed is refused.
  init(
    files: any SourceFileAccess,
    ledger: any RewriteLedger = SingleProcessRewriteLedger(),
    compileTime: @escaping @Sendable (String) -> Int64?,
    compileIsRecorded: @escaping @Sendable (String) -> Bool = { _ in true },
    interruptNotice: InterruptNotice? = nil,
    compiledTexts: [String: String]? = nil
  ) {
    self.files = files
    self.ledger = ledger
    self.compileTime = compileTime
    self.compileIsRecorded = compileIsRecorded
    self.interruptNotice = interruptNotice
    self.compiledTexts = compiledTexts
  }

  /// A recorder whose every file was compiled at `buildTime` (`nil`: as it is now), or, with
  /// `compiledTexts`, from those texts.
  package convenience init(
    files: any SourceFileAccess,
    ledger: any RewriteLedger = SingleProcessRewriteLedger(),
    buildTime: Int64? = nil,
    compiledTexts: [String: String]? = nil
  ) {
    self.init(
      files: files, ledger: ledger, compileTime: { _ in buildTime }, compiledTexts: compiledTexts)
  }

  /// Notes the value an assertion produced at `site`, to catch a site that produces several.
  ///
  /// A second, different value marks the site conflicting and cancels its pending recording:
  /// one closure cannot hold both, and writing whichever came first would depend on timing.
  func observe(_ actual: String?, at site: SnapshotSite) -> Observation {
    var hasher = Hasher()
    hasher.combine(actual)
    let fingerprint = hasher.finalize()
    return state.withLock { state in
      let site = canonical(site, in: &state)
      guard let previous = state.observedValues[site] else {
        state.observedValues[site] = fingerprint
        return .consistent
      }
      guard previous != fingerprint || state.conflicts.contains(site) else { return .consistent }
      let firstConflict = state.conflicts.insert(site).inserted
      state.reviewed[site.filePath]?[site.callLocation]?.removeValue(forKey: site)
      let cancelled =
        state.pending[site.filePath]?[site.callLocation]?.removeValue(forKey: site) != nil
      if cancelled {
        state.cancelled.insert(site)
        updateInterruptNotice(state)
      }
      return firstConflict || cancelled ? .conflicting(cancelledRecording: cancelled) : .consistent
    }
  }

  /// Queues `snapshot` (or, for `nil`, the closure's removal) to be written at `site`, in place
  /// of `expected`, the snapshot the test ran with (`nil` when it had none).
  ///
  /// Reads and parses the file on first use and checks that the call is there and still holds
  /// `expected`, so a problem is reported while the test that caused it is still running.
  /// `function` is the call site's `#function` and `test` the running Swift Testing test,
  /// checked where no compile record proves the file's text (see ``CallProof``); a `nil`
  /// function skips that check. `forReview` checks the recording without queueing it for
  /// ``flush()`` (the pending mode saves it for review).
  package func record(
    _ snapshot: String?,
    replacing expected: String?,
    at site: SnapshotSite,
    function: String? = nil,
    test: RunningTest? = nil,
    forReview: Bool = false
  ) -> Outcome {
    let queue: WritableKeyPath<State, State.Queue> = forReview ? \.reviewed : \.pending
    return state.withLock { state in
      let site = canonical(site, in: &state)
      guard !state.conflicts.contains(site) else { return .conflicted }
      let source: ParsedSource
      do {
        source = try compiledSource(of: site.filePath, in: &state)
      } catch let error as CompiledSourceError {
        return .failed(error.message)
      } catch {
        return .failed("Could not read \(site.filePath): \(error)")
      }
      let edit = site.edit(writing: snapshot)
      let request = RecordingRequest(
        site: site, expected: expected, source: source, function: function, test: test,
        fileWasRewritten: !forReview && state.flushedFiles.contains(site.filePath),
        compiledTextIsProven: compiledTexts != nil || compileIsRecorded(site.filePath),
        writeRefusal: writeRefusal(of: site.filePath, in: &state),
        edit: edit,
        otherEditsOfTheCall: (state[keyPath: queue][site.filePath]?[site.callLocation] ?? [:])
          .filter { $0.key != site }.map(\.value))
      for rule in RecordingRule.all {
        if let refusal = rule.refusal(request) { return .failed(refusal) }
      }
      state[keyPath: queue][site.filePath, default: [:]][site.callLocation, default: [:]][site] =
        edit
      if !forReview { updateInterruptNotice(state) }
      return .recorded
    }
  }

  /// Tells the interrupt notice which recordings are still waiting to be written.
  // Called at every recording: only the lines the notice holds are made, files in order and
  // each file's sites sorted when it is reached (sorting them all made a run quadratic).
  func updateInterruptNotice(_ state: State) {
    guard let interruptNotice else { return }
    let count = state.pending.values.reduce(0) { sum, calls in
      calls.values.reduce(sum) { $0 + $1.count }
    }
    let lines = state.pending.keys.sorted().lazy.flatMap { path in
      (state.pending[path] ?? [:]).values.flatMap(\.keys)
        .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        .map { "\(path):\($0.line)" }
    }
    interruptNotice.update(count: count, pending: lines)
  }
}
