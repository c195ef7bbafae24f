import Dump
import InlineSnapshot

// TestDatabase's assertions fail and snapshot at the call site Dump defines, built once at
// each entry point.
extension CallSite {
  func fail(_ message: String) {
    fail(message, frameworks: .linked)
  }

  // Every database snapshot is compared line by line.
  // With redactions, `text` holds their tokens: finished in the assertion's evaluation, numbered
  // on in `redaction`, so the same id reads the same in every snapshot of one assertion and the
  // failure names the redactions; `unredacted` gives the text without them, when it can.
  func assertSnapshot(
    of text: String,
    in closure: InlineSnapshotSyntaxDescriptor,
    matches expected: (() -> String)?,
    redaction: SnapshotRedaction? = nil,
    unredacted: @escaping () -> String? = { nil }
  ) {
    let strategy = redaction.map { redaction in
      SimplySnapshotting<String>.unscrubbedLines.pullback {
        RedactedText.finish($0, with: redaction, unredacted: unredacted)
      }
    }
    assertInlineSnapshot(
      of: text,
      as: strategy ?? .unscrubbedLines,
      syntaxDescriptor: closure,
      matches: expected,
      fileID: fileID, file: filePath, function: function, line: line, column: column
    )
  }
}
