/// Which text of a source file a test binary was compiled from: the text its `#line`s and
/// `#column`s describe.
package enum CompiledText {
  /// The text the binary built at `buildTime` was compiled from, or `nil` when it is unknown.
  ///
  /// - The file has not changed since the build: its current text.
  /// - It changed, but only through recording processes (the ledger's `history` ends with the
  ///   current text): the text it had at the build.
  /// - It changed otherwise (edited, checked out): unknown. Recording into it could put a
  ///   snapshot into another call, so the caller refuses.
  ///
  /// A `nil` build time (unknown binary) counts the current text as compiled.
  package static func resolve(
    current: RecordedText,
    buildTime: Int64?,
    history: [RecordedText]
  ) -> String? {
    guard let buildTime, current.modificationTime > buildTime else { return current.text }
    guard let last = history.last, last.holds(current.text) else { return nil }
    return history.last { $0.modificationTime <= buildTime }?.text
  }

  /// The refusal for a file whose compiled text is unknown.
  package static func changedSinceBuild(_ path: String) -> String {
    """
    \(path) changed since the test binary was built, so this test's line and column may point \
    at another call now. Build and run the tests again to record.
    """
  }
}
