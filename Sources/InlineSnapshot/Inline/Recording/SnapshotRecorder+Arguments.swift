/// The entries of keyed closures whose arguments no longer run, removed once every argument of
/// the test reached the call.
extension SnapshotRecorder {
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
  func queueStaleEntryRemovals(
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
}
