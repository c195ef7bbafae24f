/// The difference shown when a text snapshot does not match, in swift-snapshot-testing's
/// format: hunks headed `@@ −1,3 +1,4 @@`, then lines marked `−` (only expected), `+` (only
/// actual) or a figure space (both), with up to four lines of context around each change.
package enum SnapshotDifference {
  /// The patch from `expected` to `actual`, or `nil` when they are equal.
  ///
  /// A line ending in a space gets a `¬` after it, to show the space. When the texts differ only
  /// in whitespace at line ends, the patch ends with ``whitespaceNote``.
  ///
  /// Cost: that of ``CommonRunMatching``, then proportional to the lines shown.
  package static func patch(from expected: String, to actual: String) -> String? {
    // By bytes: `String`'s `==` calls é and e + U+0301 equal.
    guard !expected.utf8.elementsEqual(actual.utf8) else { return nil }
    let runs = CommonRunMatching.runs(from: lines(expected), to: lines(actual))
    let patch = hunks(runs, context: 4).flatMap { [$0.header] + $0.lines }.joined(separator: "\n")
    guard withoutTrailingWhitespace(expected).map(ExactLine.init)
      == withoutTrailingWhitespace(actual).map(ExactLine.init)
    else {
      return patch
    }
    return patch + "\n\n" + whitespaceNote
  }

  /// Says what the `−` and `+` lines of a whitespace-only difference cannot show.
  static let whitespaceNote = """
    (Only spaces, tabs or line breaks at line ends differ. An editor that trims trailing \
    whitespace changes snapshots; record again, or keep it off for test files.)
    """

  /// Lines as swift-snapshot-testing splits them: at line feeds only, so a carriage return
  /// stays part of its line and shows in the difference.
  private static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  struct Hunk {
    var oldStart = 0
    var oldCount = 0
    var newStart = 0
    var newCount = 0
    var lines: [String] = []
    var hasChanges = false

    var header: String { "@@ −\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@" }

    mutating func append(_ marker: String, _ lines: some Collection<Substring>) {
      self.lines += lines.map { marker + $0 + ($0.hasSuffix(" ") ? "¬" : "") }
    }
  }

  /// Groups runs into hunks as swift-snapshot-testing does: `context` unchanged lines before a
  /// change; after one, every unchanged line up to the next change when there are at most twice
  /// `context` of them, otherwise `context` lines, and a new hunk starts.
  static func hunks(_ runs: [CommonRunMatching.Run], context: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    var current = Hunk()
    let unchanged = "\u{2007}"
    for run in runs {
      let count = run.lines.count
      switch run.side {
      case .both where count > context * 2:
        var closed = current
        closed.oldCount += context
        closed.newCount += context
        closed.append(unchanged, run.lines.prefix(context))
        if closed.hasChanges { hunks.append(closed) }
        var next = Hunk(
          oldStart: current.oldStart + current.oldCount + count - context, oldCount: context,
          newStart: current.newStart + current.newCount + count - context, newCount: context)
        next.append(unchanged, run.lines.suffix(context))
        current = next
      case .both where current.lines.isEmpty:
        let kept = run.lines.suffix(context)
        current.oldStart += count - kept.count
        current.newStart += count - kept.count
        current.oldCount += kept.count
        current.newCount += kept.count
        current.append(unchanged, kept)
      case .both:
        current.oldCount += count
        current.newCount += count
        current.append(unchanged, run.lines)
      case .old:
        current.oldCount += count
        current.append("−", run.lines)
        current.hasChanges = true
      case .new:
        current.newCount += count
        current.append("+", run.lines)
        current.hasChanges = true
      }
    }
    if current.hasChanges { hunks.append(current) }
    return hunks
  }

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
