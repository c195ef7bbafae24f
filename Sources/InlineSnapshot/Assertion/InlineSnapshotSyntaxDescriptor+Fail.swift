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
    let closureLine = try? RecordingSession.current.recorder.source(of: "\(filePath)")
      .snapshotClosureLine(
        at: .init(line: Int(line), column: Int(column)),
        syntaxDescriptor: self
      )
    TestFailure.report(
      message(),
      fileID: fileID,
      filePath: filePath,
      line: closureLine.map(UInt.init) ?? line,
      column: column
    )
  }
}
