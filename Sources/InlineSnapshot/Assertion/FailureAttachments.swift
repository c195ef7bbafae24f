#if canImport(Testing) && compiler(>=6.2)
  import Testing
#endif

/// Attaches what a failing assertion saw to the running Swift Testing test: the actual
/// snapshot, for a redacted one its text without redactions, the difference and, in the pending mode, the patch accepting it would apply, which
/// `swift test --attachments-path` saves as files.
///
/// InlineSnapshot already imports Testing where it exists (for its test trait); with an older
/// compiler, without Testing, or outside a Swift Testing test (under XCTest), it does nothing.
enum FailureAttachments {
  static func record(
    actual: String?,
    unredacted: String?,
    difference: String?,
    pendingPatch: () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    #if canImport(Testing) && compiler(>=6.2)
      guard Test.current != nil else { return }
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      if let actual {
        Attachment.record(actual, named: "actual.txt", sourceLocation: location)
      }
      if let unredacted {
        Attachment.record(unredacted, named: "actual-unredacted.txt", sourceLocation: location)
      }
      if let difference {
        Attachment.record(difference, named: "difference.txt", sourceLocation: location)
      }
      // Made only here, where it is attached: it parses the file and rewrites a copy of it.
      if let patch = pendingPatch() {
        Attachment.record(patch, named: "pending.patch", sourceLocation: location)
      }
    #endif
  }
}
