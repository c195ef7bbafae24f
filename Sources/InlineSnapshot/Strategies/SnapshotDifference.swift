import Dump

/// The line diff shown when a text snapshot does not match (Dump's line diff, `−`/`+` markers).
package enum SnapshotDifference {
  /// Lines only in `expected` start with `−`, lines only in `actual` with `+`; long unchanged
  /// runs are shortened. `nil` when the texts are equal.
  ///
  /// When the texts differ only in whitespace at line ends, which a diff cannot show, the patch
  /// ends with ``whitespaceNote``.
  package static func patch(from expected: String, to actual: String) -> String? {
    guard let patch = LineDiff.render(from: expected, to: actual, format: .proportional, context: 3)
    else { return nil }
    guard withoutTrailingWhitespace(expected) == withoutTrailingWhitespace(actual) else {
      return patch
    }
    return patch + "\n\n" + whitespaceNote
  }

  /// Says what the `−` and `+` lines of a whitespace-only difference cannot show.
  package static let whitespaceNote = """
    (Only spaces, tabs or line breaks at line ends differ. An editor that trims trailing \
    whitespace changes snapshots; record again, or keep it off for test files.)
    """

  private static func withoutTrailingWhitespace(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = line
      while line.last == " " || line.last == "\t" { line.removeLast() }
      return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
