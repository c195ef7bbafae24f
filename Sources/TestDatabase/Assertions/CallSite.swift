import Dump
import InlineSnapshot

// Where a public assertion was called: built once at its entry point and passed down, so that
// every failure and snapshot below points at the call.
struct CallSite {
  let fileID: StaticString
  let filePath: StaticString
  let function: StaticString
  let line: UInt
  let column: UInt

  func fail(_ message: String) {
    TestFailure.report(
      message, fileID: fileID, filePath: filePath, line: line, column: column,
      frameworks: .linked)
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
