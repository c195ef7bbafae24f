import Dump

extension Snapshotting where Format == String {
  /// Snapshots `String(describing:)` of a value: short, but only as exact as its description.
  ///
  /// Under redactions (a `.snapshots(redacting:)` trait, a `withDumpRedactions` scope), a
  /// value of a redacted type prints as its placeholder, and scrubbers apply to the text.
  public static var description: Self {
    SimplySnapshotting.unscrubbedLines.pullback { value in
      RedactedText.render { redaction in
        guard let redaction else { return String(describing: value) }
        if case .text(let text) = redaction.text(for: value, at: redaction.root) {
          return redaction.finish(text)
        }
        return redaction.scrub(String(describing: value))
      }
    }
  }
}
