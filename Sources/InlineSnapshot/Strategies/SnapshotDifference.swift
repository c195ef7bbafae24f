import Dump

/// The line diff shown when a text snapshot does not match (Dump's line diff, `−`/`+` markers).
package enum SnapshotDifference {
  /// Lines only in `expected` start with `−`, lines only in `actual` with `+`; long unchanged
  /// runs are shortened. `nil` when the texts are equal.
  package static func patch(from expected: String, to actual: String) -> String? {
    LineDiff.render(from: expected, to: actual, format: .proportional, context: 3)
  }
}
