import Dump

/// Collects the snapshots to write during a test run and writes each file once, at the end.
///
/// Thread-safe: tests running in parallel record into one recorder. Every edit is located in
/// the text the test binary was compiled from (see ``CompiledText``), so the result does not
/// depend on the order tests finish in; at the end, edits are moved into what other recording
/// processes wrote meanwhile (see ``CallRelocation``).
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

  private struct State {
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
  private let ledger: any RewriteLedger
  /// When each file was compiled into the test binary (see the initializer).
  let compileTime: @Sendable (String) -> Int64?
  /// Whether a compile record proves each file's compile time (see the initializer).
  private let compileIsRecorded: @Sendable (String) -> Bool
  private let interruptNotice: InterruptNotice?
  private let compiledTexts: [String: String]?
  private let state = Locked(State())

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
      guard forReview || !state.flushedFiles.contains(site.filePath) else {
        return .failed("\(site.filePath) was already rewritten in this run.")
      }
      let source: ParsedSource
      do {
        source = try compiledSource(of: site.filePath, in: &state)
      } catch let error as CompiledSourceError {
        return .failed(error.message)
      } catch {
        return .failed("Could not read \(site.filePath): \(error)")
      }
      if let refusal = refusal(
        toRecordAt: site, replacing: expected, in: source, function: function, test: test)
      {
        return .failed(refusal)
      }
      if let refusal = writeRefusal(of: site.filePath, in: &state) {
        return .failed(refusal)
      }
      let edit = site.edit(writing: snapshot)
      let callEdits = (state[keyPath: queue][site.filePath]?[site.callLocation] ?? [:])
        .filter { $0.key != site }
        .map(\.value)
      let failures = SnapshotRewriter.plan(callEdits + [edit], in: source).failures
      if let failure = failures.first(where: { $0.edit == edit }) ?? failures.first {
        return .failed(failure.reason)
      }
      state[keyPath: queue][site.filePath, default: [:]][site.callLocation, default: [:]][site] =
        edit
      if !forReview { updateInterruptNotice(state) }
      return .recorded
    }
  }

  /// Why `site`'s call in `source`, as compiled, cannot take a recording: the file no longer
  /// holds `expected` there, or (without a compile record) nothing proves the call is this
  /// test's. `nil` when it can.
  private func refusal(
    toRecordAt site: SnapshotSite,
    replacing expected: String?,
    in source: ParsedSource,
    function: String?,
    test: RunningTest?
  ) -> String? {
    let inSource = source.snapshotInSource(
      at: site.callLocation,
      syntaxDescriptor: site.syntaxDescriptor
    )
    guard inSource?.holds(expected, under: site.key) ?? true else {
      if inSource == .absent,
        let mismatch = source.syntaxDescriptorMismatch(
          at: site.callLocation, syntaxDescriptor: site.syntaxDescriptor)
      {
        return mismatch
      }
      return """
        The snapshot in the file is not the one this test ran with: the file changed since it \
        was compiled. Build and run the tests again to record.
        """
    }
    // Where no call is found, planning the rewrite says so.
    guard let function, compiledTexts == nil, !compileIsRecorded(site.filePath),
      source.call(at: site.callLocation) != nil
    else { return nil }
    return CallProof.check(site, in: source, function: function, test: test).refusal(at: site)
  }

  /// Notes that the argument of `site`'s key reached its call, in a test whose arguments have
  /// `allKeys`: once every one has, ``flush()`` removes the entries of arguments that are gone.
  func noteArgumentRun(at site: SnapshotSite, allKeys: [String]) {
    guard let key = site.key else { return }
    state.withLock { state in
      let closure = canonical(site, in: &state).closureSite
      var run = state.argumentRuns[closure] ?? (seen: [], all: allKeys)
      if run.all != allKeys { run.all = nil }
      run.seen.insert(key.text)
      state.argumentRuns[closure] = run
    }
  }

  /// Queues the removal of the entries whose arguments no longer run, at each keyed closure
  /// every argument of its test reached in this run; returns a line per entry, by its call.
  ///
  /// Only entries of the compiled text are removed: one another process added meanwhile came
  /// from a test this run did not see.
  private func queueStaleEntryRemovals(
    in state: inout State
  ) -> [(call: FlushReport.Call, line: String)] {
    var removed: [(call: FlushReport.Call, line: String)] = []
    for (closure, run) in state.argumentRuns {
      guard let all = run.all, Set(all).isSubset(of: run.seen),
        !state.flushedFiles.contains(closure.filePath),
        // Read now when every argument passed: nothing else needed the file.
        let source = try? compiledSource(of: closure.filePath, in: &state),
        writeRefusal(of: closure.filePath, in: &state) == nil,
        case .entries(let entries) = source.snapshotInSource(
          at: closure.callLocation, syntaxDescriptor: closure.syntaxDescriptor)
      else { continue }
      let live = Set(all)
      for entry in entries where !live.contains(entry.key) {
        var site = closure
        site.key = SnapshotKey(entry.key)
        state.pending[site.filePath, default: [:]][site.callLocation, default: [:]][site] =
          site.edit(writing: nil)
        removed.append(
          (
            .init(path: site.filePath, line: site.line),
            """
            \(site.filePath):\(site.line): removed the entry "\(entry.key)": every argument of \
            the test ran, and none has that key any more.
            """
          ))
      }
    }
    state.argumentRuns.removeAll()
    return removed.sorted { $0.line < $1.line }
  }

  /// The source of a file as the test binary was compiled from it, to locate calls.
  ///
  /// Throws when that text is unknown: the file changed since the build, not only through
  /// recording.
  func source(of path: String) throws -> ParsedSource {
    try state.withLock { state in
      do {
        return try compiledSource(of: path, in: &state)
      } catch let error as CompiledSourceError {
        throw SourceFileError(message: error.message)
      }
    }
  }

  /// `site` as named by the first path seen to its file: two paths to one file (hard links,
  /// symlinks, a file compiled into two targets) record into one text, and a call that gets
  /// two values through them is a conflict.
  private func canonical(_ site: SnapshotSite, in state: inout State) -> SnapshotSite {
    let path = site.filePath
    if state.aliases[path] == nil {
      let identity = files.identity(of: path) ?? path
      let first = state.pathsByIdentity[identity] ?? path
      state.pathsByIdentity[identity] = first
      state.aliases[path] = first
    }
    var site = site
    site.filePath = state.aliases[path] ?? path
    return site
  }

  /// Why recording cannot write `path` (a read-only file, say), checked once per file, so a
  /// test is never told that a snapshot will be written when it cannot be.
  private func writeRefusal(of path: String, in state: inout State) -> String? {
    if let known = state.writeRefusals[path] { return known }
    let refusal = files.writeRefusal(for: path).map {
      "\(path) cannot be written, so nothing is recorded in it: \($0)."
    }
    state.writeRefusals[path] = refusal
    return refusal
  }

  /// Tells the interrupt notice which recordings are still waiting to be written.
  // Called at every recording: only the lines the notice holds are made, files in order and
  // each file's sites sorted when it is reached (sorting them all made a run quadratic).
  private func updateInterruptNotice(_ state: State) {
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

  private struct CompiledSourceError: Error {
    var message: String
  }

  /// Reads a file on first use, with its ledger, under its lock, and keeps its compiled text.
  private func compiledSource(of path: String, in state: inout State) throws -> ParsedSource {
    if let source = state.sources[path] { return source }
    if let refusal = state.refusals[path] { throw CompiledSourceError(message: refusal) }
    let compiled = try compiledTexts.map { $0[path] } ?? files.withExclusiveLock(on: path) {
      let current = RecordedText(
        text: try files.read(path),
        changeTime: try files.changeTime(of: path)
      )
      state.firstReadTexts[path] = current.text
      return CompiledText.resolve(
        current: current,
        compileTime: compileTime(path),
        history: ledger.history(of: path)
      )
    }
    guard let compiled else {
      let refusal = CompiledText.changedSinceBuild(path)
      state.refusals[path] = refusal
      throw CompiledSourceError(message: refusal)
    }
    let source = ParsedSource(compiled, fileName: path)
    state.sources[path] = source
    return source
  }

  /// Writes every pending snapshot, one file at a time, and returns what it did.
  ///
  /// Each file is read, compared and written under its lock. A file that other recording
  /// processes rewrote meanwhile gets this process's snapshots too, each in the call it was
  /// recorded for; a file changed otherwise (you edited it while the tests ran) is left alone
  /// and its snapshots are reported. A failing file does not stop the others.
  package func flush() -> FlushReport {
    let (work, cancelled, removals) = state.withLock { state in
      let removals = queueStaleEntryRemovals(in: &state)
      defer {
        state.pending.removeAll()
        state.cancelled.removeAll()
      }
      let work = state.pending
        .map { path, calls in (path, calls.values.flatMap(\.values)) }
        .filter { !$0.1.isEmpty }
        .sorted { $0.0 < $1.0 }
        .compactMap { path, edits in state.sources[path].map { (path, $0, edits) } }
      return (work, state.cancelled, removals)
    }
    var report = FlushReport()
    for (index, (path, source, edits)) in work.enumerated() {
      // A signal now drops only the files not yet written.
      interruptNotice?.update(
        pending: work[index...].flatMap { path, _, edits in
          edits.map(\.line).sorted().map { "\(path):\($0)" }
        }
      )
      do {
        try files.withExclusiveLock(on: path) {
          try write(edits, compiledFrom: source, to: path, report: &report)
        }
        state.withLock { _ = $0.flushedFiles.insert(path) }
      } catch let error as SourceFileChanged {
        report.unwritten.formUnion(edits.lazy.map { .init(path: path, line: $0.line) })
        report.problems.append(
          """
          \(error.message); \(Self.snapshots(edits.count)) not written there, and the file was \
          left as saved. Build and run the tests again to record them.
          """
        )
      } catch {
        report.unwritten.formUnion(edits.lazy.map { .init(path: path, line: $0.line) })
        report.problems.append(
          "Could not write \(Self.snapshots(edits.count)) to \(path): \(error)."
        )
      }
    }
    report.problems += Self.cancellationProblems(cancelled)
    // Only the removals that were written are reported; the others' calls have a problem line.
    report.removedEntries = removals.filter { !report.unwritten.contains($0.call) }.map(\.line)
    interruptNotice?.update(pending: [])
    return report
  }

  /// What is said of the recordings cancelled in this run: their call site later produced a
  /// different value.
  private static func cancellationProblems(_ cancelled: Set<SnapshotSite>) -> [String] {
    cancelled
      .sorted { ($0.filePath, $0.line, $0.column) < ($1.filePath, $1.line, $1.column) }
      .map { site in
        guard let key = site.key else {
          return """
            \(site.filePath):\(site.line): the snapshot recorded earlier in this run was cancelled \
            and not written: this call site later produced a different value.
            """
        }
        return """
          \(site.filePath):\(site.line): the entry "\(key.text)" recorded earlier in this run was \
          cancelled and not written: its argument later produced a different value at this call.
          """
      }
  }

  /// Writes one file's edits; the caller holds the file's lock.
  private func write(
    _ edits: [SnapshotEdit],
    compiledFrom source: ParsedSource,
    to path: String,
    report: inout FlushReport
  ) throws {
    let current = RecordedText(
      text: try files.read(path),
      changeTime: try files.changeTime(of: path)
    )
    let history = ledger.history(of: path)
    var target = source
    var edits = edits
    // The compiled line of each edit's call, by where the edit now stands.
    var compiledLines: [Int: Int] = [:]
    if !current.holds(source.text) {
      // Only other recording processes may have changed it: then the compiled text is in the
      // ledger and the current text is the last one they wrote.
      guard
        history.last?.holds(current.text) == true,
        history.contains(where: { $0.holds(source.text) })
      else {
        report.unwritten.formUnion(edits.lazy.map { .init(path: path, line: $0.line) })
        report.problems.append(
          """
          \(path) changed on disk while the tests ran (edited, checked out, or written by \
          another program); \(Self.snapshots(edits.count)) not written. Build and run the tests \
          again to record them.
          """
        )
        return
      }
      target = ParsedSource(current.text, fileName: path)
      (edits, compiledLines) = relocate(edits, of: path, from: source, to: target, report: &report)
    }
    let rewrite = SnapshotRewriter.apply(edits, to: target)
    report.problems += rewrite.failures.map { "\(path):\($0.edit.line): \($0.reason)" }
    report.unwritten.formUnion(rewrite.failures.lazy.map {
      .init(path: path, line: compiledLines[$0.edit.line] ?? $0.edit.line)
    })
    guard !rewrite.text.utf8.elementsEqual(target.text.utf8) else { return }
    try replace(current, of: path, with: rewrite.text, compiledFrom: source, history: history)
    // Removed entries are reported on their own (see `queueStaleEntryRemovals`).
    let removals = edits.filter { $0.key != nil && $0.snapshot == nil }.count
    let recorded = edits.count - rewrite.failures.count - removals
    if recorded > 0 {
      report.written.append("Recorded \(Self.snapshots(recorded)) in \(path)")
    }
  }

  /// Writes `text` over `current`, the file's text, keeping in the ledger what later
  /// processes of this build need: the texts from the one this process was built from on (a
  /// new history when the file changed otherwise since), then `text`.
  private func replace(
    _ current: RecordedText,
    of path: String,
    with text: String,
    compiledFrom source: ParsedSource,
    history: [RecordedText]
  ) throws {
    let kept =
      history.last?.holds(current.text) == true
      ? Array(history.drop { !$0.holds(source.text) }) : []
    // Saved first: an in-place write cut short by a crash leaves the old text here.
    if kept.isEmpty { ledger.setHistory([current], of: path) }
    do {
      try files.write(text, to: path, replacing: current.text)
    } catch let changed as SourceFileChanged {
      throw changed
    } catch {
      noteUndoneWrite(of: path, restoring: current, after: kept.isEmpty ? [current] : kept)
      throw error
    }
    let written = RecordedText(text: text, changeTime: try files.changeTime(of: path))
    ledger.setHistory((kept.isEmpty ? [current] : kept) + [written], of: path)
  }

  /// Moves each edit to where its call stands in the text other recording processes wrote
  /// (`target`), and returns them with the compiled line of each moved call. An edit whose call
  /// cannot be found there is dropped and reported. The caller holds the file's lock.
  private func relocate(
    _ edits: [SnapshotEdit],
    of path: String,
    from source: ParsedSource,
    to target: ParsedSource,
    report: inout FlushReport
  ) -> (edits: [SnapshotEdit], compiledLines: [Int: Int]) {
    let relocation = CallRelocation(from: source, to: target)
    // Parsed only when a call cannot be relocated, to tell who changed it.
    var firstRead: CallRelocation??
    func relocationSinceFirstRead() -> CallRelocation? {
      if let known = firstRead { return known }
      let relocation = state.withLock { $0.firstReadTexts[path] }
        .map { CallRelocation(from: source, to: ParsedSource($0, fileName: path)) }
      firstRead = .some(relocation)
      return relocation
    }
    var compiledLines: [Int: Int] = [:]
    let moved: [SnapshotEdit] = edits.compactMap { edit in
      let location = ParsedSource.CallLocation(line: edit.line, column: edit.column)
      // Another process may have written other entries into a keyed closure: merged.
      guard let moved = relocation.location(of: location, ignoringClosures: edit.key != nil)
      else {
        report.unwritten.insert(.init(path: path, line: edit.line))
        // Changed before this process read the file: by a run before this one.
        let earlier = relocationSinceFirstRead().map { $0.location(of: location) == nil } ?? false
        report.problems.append(
          earlier
            ? """
            \(path):\(edit.line): an earlier run of this test binary already recorded this call \
            after the binary was built, so the binary does not hold the snapshot in the file \
            now; this run's snapshot was not written. Build and run the tests again to check \
            the recorded snapshot.
            """
            : """
            \(path):\(edit.line): another test process changed this call while the tests ran; \
            its snapshot was not written. Build and run the tests again to record it.
            """
        )
        return nil
      }
      var edit = edit
      compiledLines[moved.line] = edit.line
      (edit.line, edit.column) = (moved.line, moved.column)
      return edit
    }
    return (moved, compiledLines)
  }

  /// Notes in the ledger the text a failed write put back, with the change time that gave the
  /// file: the undo is this recorder's own write, and the next run must not take it for an
  /// edit made after the build. The caller holds the file's lock.
  private func noteUndoneWrite(
    of path: String,
    restoring current: RecordedText,
    after history: [RecordedText]
  ) {
    guard
      let text = try? files.read(path), current.holds(text),
      let time = try? files.changeTime(of: path), time != current.changeTime
    else { return }
    ledger.setHistory(history + [RecordedText(text: text, changeTime: time)], of: path)
  }

  private static func snapshots(_ count: Int) -> String {
    count == 1 ? "1 snapshot" : "\(count) snapshots"
  }

  /// What a flush did: the files it wrote and the problems it met, one line each.
  package struct FlushReport: Sendable {
    package var written: [String] = []
    /// The entries removed because their arguments no longer run, one line each.
    var removedEntries: [String] = []
    package var problems: [String] = []
    /// The calls whose snapshots were not written, at the lines they had in the text the
    /// process was compiled from (the problems name the lines they have now).
    package var unwritten: Set<Call> = []

    /// A call, by its file and its `#line`.
    package struct Call: Hashable, Sendable {
      var path: String
      var line: Int

      package init(path: String, line: Int) {
        self.path = path
        self.line = line
      }
    }
  }
}
