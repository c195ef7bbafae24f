/// One snapshot to write into a source file: which closure of which call, and its new text.
struct SnapshotEdit: Hashable, Sendable {
  /// The line of the call, as `#line` reports it (the line where the called name ends).
  var line: Int
  /// The column of the call, as `#column` reports it (just after the called name).
  var column: Int
  /// Which closure of the call holds the snapshot.
  var syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  /// The new snapshot text; `nil` removes the closure (or, with a key, the key's entry).
  var snapshot: String?
  /// The entry of a keyed snapshot closure to write; `nil` for a closure holding one snapshot.
  var key: SnapshotKey?

  init(
    line: Int,
    column: Int,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    snapshot: String?,
    key: SnapshotKey? = nil
  ) {
    self.line = line
    self.column = column
    self.syntaxDescriptor = syntaxDescriptor
    self.snapshot = snapshot
    self.key = key
  }
}
