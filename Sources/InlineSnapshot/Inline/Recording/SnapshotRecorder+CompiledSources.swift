/// Each test file's text as the test binary was compiled from it, read and parsed once, and
/// what may be written: the recorder's view of the files.
extension SnapshotRecorder {
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
  func canonical(_ site: SnapshotSite, in state: inout State) -> SnapshotSite {
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
  func writeRefusal(of path: String, in state: inout State) -> String? {
    if let known = state.writeRefusals[path] { return known }
    let refusal = files.writeRefusal(for: path).map {
      "\(path) cannot be written, so nothing is recorded in it: \($0)."
    }
    state.writeRefusals[path] = refusal
    return refusal
  }

  struct CompiledSourceError: Error {
    var message: String
  }

  /// Reads a file on first use, with its ledger, under its lock, and keeps its compiled text.
  func compiledSource(of path: String, in state: inout State) throws -> ParsedSource {
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
}
