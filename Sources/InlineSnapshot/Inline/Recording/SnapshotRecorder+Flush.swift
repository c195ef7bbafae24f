/// The flush: every queued snapshot written at the end of the run, one file at a time, under
/// the file's lock, into what other recording processes wrote meanwhile.
extension SnapshotRecorder {
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
  static func cancellationProblems(_ cancelled: Set<SnapshotSite>) -> [String] {
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
  func write(
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
  func replace(
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
  func relocate(
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
  func noteUndoneWrite(
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

  static func snapshots(_ count: Int) -> String {
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
