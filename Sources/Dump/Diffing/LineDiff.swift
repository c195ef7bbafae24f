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

  /// The lines of a diff of two string values, as swift-custom-dump aligns a multi-line string.
  ///
  /// The texts are aligned by their ``pieces(of:)``, and a removed and an inserted piece at the
  /// same place are shown together, as array elements are. A piece that holds a `\r\n` shows
  /// as two lines, the first ending in its `\r`, so no carriage return is lost.
  static func stringLines(from old: String, to new: String) -> [Line] {
    let oldPieces = pieces(of: old)
    let newPieces = pieces(of: new)
    var lines: [Line] = []
    lines.reserveCapacity(max(oldPieces.count, newPieces.count))
    func append(_ piece: Substring, _ change: Line.Change) {
      // Most pieces hold no `\n`: they are one line as they are.
      guard piece.utf8.contains(newline) else {
        lines.append(Line(change, piece))
        return
      }
      for line in piece.utf8.split(separator: newline, omittingEmptySubsequences: false) {
        lines.append(Line(change, Substring(line)))
      }
    }
    for segment in SequenceDiff.segments(from: oldPieces, to: newPieces) {
      switch segment {
      case .unchanged(let old, _):
        for piece in oldPieces[old] { append(piece, .unchanged) }
      case .changed(let old, let new):
        let paired = min(old.count, new.count)
        for (oldPiece, newPiece) in zip(oldPieces[old], newPieces[new]) {
          append(oldPiece, .removed)
          append(newPiece, .inserted)
        }
        for piece in oldPieces[old.dropFirst(paired)] { append(piece, .removed) }
        for piece in newPieces[new.dropFirst(paired)] { append(piece, .inserted) }
      }
    }
    return lines
  }

  /// A string split at each `\n` that is a character of its own, as swift-custom-dump splits a
  /// multi-line string to diff it: a `\r\n` is one character, so it stays inside its piece,
  /// and a lone `\r` splits nothing. Empty text has no pieces.
  static func pieces(of text: String) -> [Substring] {
    guard !text.isEmpty else { return [] }
    var pieces: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var previous: UInt8 = 0
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == newline, previous != carriageReturn {
        pieces.append(Substring(utf8[start..<index]))
        start = utf8.index(after: index)
      }
      previous = byte
      utf8.formIndex(after: &index)
    }
    pieces.append(Substring(utf8[start...]))
    return pieces
  }

  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

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
