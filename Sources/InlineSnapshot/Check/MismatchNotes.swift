import Dump

/// What a failure adds after a snapshot's difference, in inline and file messages alike.
enum MismatchNotes {
  /// The paragraph naming what was redacted, as `expectNoDifference` does; empty without any.
  static func legend(_ redactions: [DumpRedaction]) -> String {
    SnapshotRedaction.legendLine(redactions).map { "\n\n" + $0 } ?? ""
  }

  /// The paragraph suggesting the redaction that would keep a snapshot of volatile values
  /// stable (see ``VolatileMismatch``); empty when the mismatch is of other values.
  static func volatileHint(expected: String, actual: String) -> String {
    VolatileMismatch(expected: expected, actual: actual).map { "\n\n" + $0.suggestion } ?? ""
  }
}
