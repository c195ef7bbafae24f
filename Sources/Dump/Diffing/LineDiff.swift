/// Compares two multi-line strings line by line, for the diff of a string value.
///
/// Lines are matched exactly; the cost is that of ``SequenceDiff``.
enum LineDiff {
  /// One line of a line diff.
  struct Line: Equatable, Sendable {
    /// Whether the line is in the old text, the new text, or both.
    enum Change: Equatable, Sendable {
      case unchanged, removed, inserted
    }

    var change: Change
    var text: Substring

    init(_ change: Change, _ text: Substring) {
      self.change = change
      self.text = text
    }
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
}
