import Dump

extension InlineSnapshotSyntaxDescriptor {
  /// Fails the current test with `message`, pointing at the described snapshot closure.
  ///
  /// For helpers that check more than the snapshot. When the closure cannot be found (it is
  /// missing, or the file cannot be read), the failure points at the call instead. Reads and
  /// parses the test file the first time in a run.
  public func fail(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString,
    file filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    fail(
      message(), entry: nil,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Fails the current test with `message`, pointing at `entry`'s line when the closure holds
  /// one snapshot per argument and has it, else at the closure.
  func fail(_ message: String, entry: SnapshotKey?, at call: CallSite) {
    let source = try? RecordingSession.current.recorder.source(of: "\(call.filePath)")
    let location = ParsedSource.CallLocation(line: Int(call.line), column: Int(call.column))
    let closureLine =
      entry.flatMap {
        source?.snapshotEntryLine(at: location, syntaxDescriptor: self, key: $0.text)
      } ?? source?.snapshotClosureLine(at: location, syntaxDescriptor: self)
    CallSite(
      fileID: call.fileID, filePath: call.filePath, line: closureLine.map(UInt.init) ?? call.line,
      column: call.column
    ).fail(message, frameworks: .linked)
  }
}
