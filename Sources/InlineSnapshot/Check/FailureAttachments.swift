import Dump

#if canImport(Testing) && compiler(>=6.2)
  import Testing
#endif

/// Attaches what a failing assertion saw to the running Swift Testing test: the actual
/// snapshot, for a redacted one its text without redactions, the difference and, in the
/// pending mode, the patch accepting it would apply, which `swift test --attachments-path`
/// saves as files.
///
/// InlineSnapshot already imports Testing where it exists (for its test trait); with an older
/// compiler, without Testing, or outside a Swift Testing test (under XCTest), it does nothing.
enum FailureAttachments {
  /// One file a failure attaches.
  struct File: Equatable {
    var name: String
    var text: String
  }

  /// The files a failure attaches, in order: `actual.txt`, `actual-unredacted.txt`,
  /// `difference.txt`, `pending.patch`, each only when there is text for it.
  static func files(
    actual: String?,
    unredacted: String?,
    difference: String?,
    pendingPatch: () -> String?
  ) -> [File] {
    var files: [File] = []
    if let actual { files.append(File(name: "actual.txt", text: actual)) }
    if let unredacted { files.append(File(name: "actual-unredacted.txt", text: unredacted)) }
    if let difference { files.append(File(name: "difference.txt", text: difference)) }
    if let patch = pendingPatch() { files.append(File(name: "pending.patch", text: patch)) }
    return files
  }

  static func record(
    actual: String?,
    unredacted: String?,
    difference: String?,
    pendingPatch: () -> String?,
    at call: CallSite
  ) {
    #if canImport(Testing) && compiler(>=6.2)
      // Checked first: the patch is made only where it is attached (it parses the file and
      // rewrites a copy of it).
      guard Test.current != nil else { return }
      let location = SourceLocation(
        fileID: "\(call.fileID)", filePath: "\(call.filePath)", line: Int(call.line),
        column: Int(call.column))
      let files = files(
        actual: actual, unredacted: unredacted, difference: difference,
        pendingPatch: pendingPatch)
      for file in files {
        Attachment.record(file.text, named: file.name, sourceLocation: location)
      }
    #endif
  }
}
