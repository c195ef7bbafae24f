/// Compares two texts line by line.
///
/// Shared with other modules of the package, for example InlineSnapshot's "did not match"
/// messages. Lines are matched exactly; the cost is that of ``SequenceDiff``.
package enum LineDiff {
  /// One line of a line diff.
  package struct Line: Equatable, Sendable {
    /// Whether the line is in the old text, the new text, or both.
    package enum Change: Equatable, Sendable {
      case unchanged, removed, inserted
    }

    package var change: Change
    package var text: Substring

    package init(_ change: Change, _ text: Substring) {
      self.change = change
      self.text = text
    }
  }

  /// The lines of both texts in order, each marked unchanged, removed or inserted.
  ///
  /// Within a changed run, removed lines come before inserted ones.
  package static func lines(from old: String, to new: String) -> [Line] {
    let oldLines = splitLines(old)
    let newLines = splitLines(new)
    var lines: [Line] = []
    lines.reserveCapacity(max(oldLines.count, newLines.count))
    for segment in SequenceDiff.segments(from: oldLines, to: newLines) {
      switch segment {
      case .unchanged(let old, _):
        lines.append(contentsOf: oldLines[old].map { Line(.unchanged, $0) })
      case .changed(let old, let new):
        lines.append(contentsOf: oldLines[old].map { Line(.removed, $0) })
        lines.append(contentsOf: newLines[new].map { Line(.inserted, $0) })
      }
    }
    return lines
  }

  /// A printable diff of two texts, or `nil` when they are equal.
  ///
  /// Each line starts with the format's marker and a space. With `context`, runs of unchanged
  /// lines are shortened to `context` lines next to each change and a "… (N unchanged)" line.
  package static func render(
    from old: String,
    to new: String,
    format: DiffFormat = .default,
    context: Int? = nil
  ) -> String? {
    guard old != new else { return nil }
    let lines = lines(from: old, to: new)
    var output: [String] = []
    var index = 0
    while index < lines.count {
      guard lines[index].change == .unchanged else {
        let marker = lines[index].change == .removed ? format.first : format.second
        output.append("\(marker) \(lines[index].text)")
        index += 1
        continue
      }
      var end = index
      while end < lines.count, lines[end].change == .unchanged { end += 1 }
      let run = lines[index..<end]
      let keepBefore = index == 0 ? 0 : (context ?? run.count)
      let keepAfter = end == lines.count ? 0 : (context ?? run.count)
      if context != nil, run.count > keepBefore + keepAfter {
        for line in run.prefix(keepBefore) { output.append("\(format.both) \(line.text)") }
        var collapsed = "\(format.both) "
        DumpGrammar.writeUnchangedRun(run.count - keepBefore - keepAfter, into: &collapsed)
        output.append(collapsed)
        for line in run.suffix(keepAfter) { output.append("\(format.both) \(line.text)") }
      } else {
        for line in run { output.append("\(format.both) \(line.text)") }
      }
      index = end
    }
    return output.joined(separator: "\n")
  }

  static func splitLines(_ text: String) -> [Substring] {
    // ASCII whose only breaks are `\n` is the common case: split its bytes, without breaking
    // it into characters, which gives the same lines several times faster.
    let breaksOnlyAtNewlines = !text.containsUTF8 { byte in
      (0x0B...0x0D).contains(byte) || byte >= 0x80
    }
    guard breaksOnlyAtNewlines else {
      return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
    return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Substring.init)
  }
}
