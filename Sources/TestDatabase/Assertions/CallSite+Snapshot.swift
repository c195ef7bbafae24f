import Dump
import InlineSnapshot

// TestDatabase's assertions fail and snapshot at the call site Dump defines, built once at
// each entry point.
extension CallSite {
  func fail(_ message: String) {
    fail(message, frameworks: .linked)
  }

  // Every database snapshot is compared line by line.
  // With redactions, `text` holds their tokens: finished here, numbered on in `redaction`, so
  // the same id reads the same in every snapshot of one assertion.
  func assertSnapshot(
    of text: String,
    in closure: InlineSnapshotSyntaxDescriptor,
    matches expected: (() -> String)?,
    redaction: SnapshotRedaction? = nil
  ) {
    assertInlineSnapshot(
      of: redaction?.finish(text) ?? text,
      as: .unscrubbedLines,
      syntaxDescriptor: closure,
      matches: expected,
      fileID: fileID, file: filePath, function: function, line: line, column: column
    )
  }
}
