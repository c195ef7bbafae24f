/// One snapshot closure of one call in one file: what a recording is keyed by.
package struct SnapshotSite: Hashable, Sendable {
  /// The `#filePath` of the call.
  var filePath: String
  /// The call's `#line`.
  package var line: Int
  /// The call's `#column`.
  var column: Int
  /// Which closure of the call.
  var syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  /// The closure's entry, when it holds one snapshot per argument (see ``SnapshotKey``).
  package var key: SnapshotKey?

  package init(
    filePath: String,
    line: Int,
    column: Int,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    key: SnapshotKey? = nil
  ) {
    self.filePath = filePath
    self.line = line
    self.column = column
    self.syntaxDescriptor = syntaxDescriptor
    self.key = key
  }

  /// The edit that writes `snapshot` (or removes the closure or entry, for `nil`) at this site.
  func edit(writing snapshot: String?) -> SnapshotEdit {
    SnapshotEdit(
      line: line, column: column, syntaxDescriptor: syntaxDescriptor, snapshot: snapshot, key: key)
  }

  /// The site of the whole closure, for a site of one of its entries.
  var closureSite: SnapshotSite {
    var site = self
    site.key = nil
    return site
  }

  /// The call this site belongs to, as the source index keys it.
  var callLocation: ParsedSource.CallLocation {
    .init(line: line, column: column)
  }
}
