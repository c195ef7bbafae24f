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

  /// The refusal for a call that the build left no record of, when the function around the
  /// call at its line and column is not the one that ran it; `nil` when it is.
  ///
  /// Without a record (an unknown build system, a copied binary) the binary's time stands in
  /// for the compile's, so a file saved between its compile and the link looks compiled.
  static func unprovenCall(
    at site: SnapshotSite,
    ranIn function: String,
    foundIn enclosing: String?
  ) -> String? {
    guard enclosing != function else { return nil }
    let found = enclosing.map { "is in `\($0)`" } ?? "is in no function"
    return """
      \(site.filePath) may have changed since it was compiled, and the call at line \(site.line), \
      column \(site.column) \(found), not in `\(function)`, which ran it. No record of this \
      file's compile was found beside the test binary (a build system InlineSnapshot does not \
      read, a moved or copied binary), so only the function around the call can prove that it \
      is the call that ran. Build and run the tests again with `swift test` or Xcode to record. \
      If a helper of yours calls assertInlineSnapshot for this call, give it a \
      `function: StaticString = #function` parameter and pass it on.
      """
  }
}
