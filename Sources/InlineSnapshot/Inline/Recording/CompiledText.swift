/// Which text of a source file a test binary was compiled from: the text its `#line`s and
/// `#column`s describe.
enum CompiledText {
  /// The text compiled at `compileTime`, or `nil` when it is unknown.
  ///
  /// - The file has not changed since it was compiled: its current text.
  /// - It changed, but only through recording processes (the ledger's `history` ends with the
  ///   current text and its change time): the text it had when it was compiled. The same text
  ///   with another time was put back by something else (an undo saved in place, `git stash`,
  ///   `git checkout --`), after a build that may have compiled a text in between.
  /// - It changed otherwise (edited, checked out, copied over): unknown. Recording into it could
  ///   put a snapshot into another call, so the caller refuses.
  ///
  /// Times are change times (see ``SourceFileAccess/changeTime(of:)``): a change in the same
  /// tick as the compilation counts as after it. A `nil` compile time (unknown build) counts
  /// the current text as compiled.
  static func resolve(
    current: RecordedText,
    compileTime: Int64?,
    history: [RecordedText]
  ) -> String? {
    guard let compileTime, current.changeTime >= compileTime else { return current.text }
    guard
      let last = history.last,
      last.holds(current.text),
      last.changeTime == current.changeTime
    else { return nil }
    return history.last { $0.changeTime < compileTime }?.text
  }

  /// The refusal for a file whose compiled text is unknown.
  static func changedSinceBuild(_ path: String) -> String {
    """
    \(path) changed since the test binary was built, so this test's line and column may point \
    at another call now. Build and run the tests again to record (if only the file's links \
    changed, `touch` it first, so that it is compiled again).
    """
  }
}
