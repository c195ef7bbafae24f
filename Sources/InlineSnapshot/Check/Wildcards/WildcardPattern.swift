/// A snapshot's expected text read as a pattern: `[..]` matches any text within one line (none
/// included), a line that is exactly `...` any number of whole lines (none included), and
/// everything else itself, by UTF-8 bytes (é as one scalar and as e + U+0301 differ).
///
/// Both texts are in escaped form (``WildcardEscaping``): the actual text's lines are read back
/// to their raw bytes before they are compared. Only the expected side has wildcards: one in the
/// actual text (text not in escaped form) is never matched by literal text; an actual `[..]` is
/// taken only by an expected `[..]`, an actual line `...` only by an expected `...`.
struct WildcardPattern {
  /// The expected text's lines as written, for what an alignment writes back.
  let writtenLines: [ArraySlice<UInt8>]
  /// The same lines, read.
  let lines: [Line]

  /// One line of the pattern.
  enum Line {
    /// A line that is exactly `...`.
    case anyLines
    /// A line to match one actual line.
    case text(LinePattern)
  }

  init(_ expected: String) {
    writtenLines = WildcardEscaping.lines(of: Array(expected.utf8))
    lines = writtenLines.map { line in
      switch WildcardEscaping.read(line) {
      case .anyLines: .anyLines
      case .text(let pieces): .text(LinePattern(pieces: pieces))
      }
    }
  }

  /// Whether the expected text holds a wildcard. Without one, a caller compares the texts'
  /// bytes, as a snapshot without wildcards always was.
  var hasWildcards: Bool {
    lines.contains { line in
      switch line {
      case .anyLines: true
      case .text(let pattern): pattern.hasWildcards
      }
    }
  }

  /// Whether `actual` (in escaped form) matches the pattern.
  ///
  /// Greedy, leftmost first, which is exact for patterns whose only wildcards match any
  /// sequence: within a line, the pieces between `[..]` are found in turn (each by a linear
  /// search), the first anchored at the start and the last at the end; over lines, the blocks of
  /// lines between `...` lines likewise. Cost: reading `actual` is linear in its bytes; then at
  /// most (actual lines × the longest block between two `...` lines) line comparisons, each
  /// linear in the two lines' lengths; without `...`, one comparison per line. No backtracking.
  func matches(_ actual: String) -> Bool {
    let actualLines = Self.actualLines(of: actual)
    let blocks = self.blocks
    // n `...` lines make n + 1 blocks, so the first and the last exist.
    guard let first = blocks.first, let last = blocks.last else { return false }
    if blocks.count == 1 {
      return first.count == actualLines.count
        && Self.block(first, matches: actualLines, at: 0)
    }
    guard first.count + last.count <= actualLines.count,
      Self.block(first, matches: actualLines, at: 0),
      Self.block(last, matches: actualLines, at: actualLines.count - last.count)
    else { return false }
    var start = first.count
    let end = actualLines.count - last.count
    for block in blocks.dropFirst().dropLast() {
      var position = start
      while true {
        guard position + block.count <= end else { return false }
        if Self.block(block, matches: actualLines, at: position) { break }
        position += 1
      }
      start = position + block.count
    }
    return true
  }

  /// The line patterns between `...` lines, in order: n `...` lines make n + 1 blocks.
  private var blocks: [[LinePattern]] {
    var blocks: [[LinePattern]] = [[]]
    for line in lines {
      switch line {
      case .anyLines: blocks.append([])
      case .text(let pattern): blocks[blocks.count - 1].append(pattern)
      }
    }
    return blocks
  }

  private static func block(
    _ block: [LinePattern], matches actualLines: [ActualLine], at position: Int
  ) -> Bool {
    guard position >= 0, position + block.count <= actualLines.count else { return false }
    return zip(block, actualLines[position...]).allSatisfy { $0.matches($1) }
  }

  /// The actual text's lines, read back to what they say.
  static func actualLines(of actual: String) -> [ActualLine] {
    WildcardEscaping.lines(of: Array(actual.utf8)).map { line in
      switch WildcardEscaping.read(line) {
      case .anyLines: .anyLines
      case .text(let pieces): .text(ActualLine.symbols(of: pieces))
      }
    }
  }
}

/// One line of an actual text, read back.
enum ActualLine: Hashable {
  /// A line `...`: text not in escaped form. Only an expected `...` takes it.
  case anyLines
  /// The line's bytes, with each `[..]` wildcard it holds as ``wildcard``, which no byte equals.
  case text([UInt16])

  /// What stands for a wildcard in an actual line.
  static let wildcard: UInt16 = 0x100

  static func symbols(of pieces: [[UInt8]]) -> [UInt16] {
    let count = pieces.reduce(max(pieces.count - 1, 0)) { $0 + $1.count }
    return Array(unsafeUninitializedCapacity: count) { symbols, initialized in
      for (index, piece) in pieces.enumerated() {
        if index > 0 {
          symbols[initialized] = wildcard
          initialized += 1
        }
        piece.withUnsafeBufferPointer { bytes in
          for byte in bytes {
            symbols[initialized] = UInt16(byte)
            initialized += 1
          }
        }
      }
    }
  }
}

/// A line of the pattern that is not `...`: literal pieces, with any text between each two.
struct LinePattern {
  /// n + 1 pieces around n `[..]`, as bytes widened to compare with ``ActualLine`` symbols.
  let pieces: [[UInt16]]
  /// For each piece, its failure function (Knuth–Morris–Pratt), for a linear search.
  private let failures: [[Int]]

  /// How many literal bytes the line holds.
  let literalCount: Int

  init(pieces: [[UInt8]]) {
    self.pieces = pieces.map { $0.map(UInt16.init) }
    failures = self.pieces.map(Self.failure(of:))
    literalCount = pieces.reduce(0) { $0 + $1.count }
  }

  var hasWildcards: Bool { pieces.count > 1 }

  /// The line's symbols when it has no wildcard.
  var literal: [UInt16]? { hasWildcards ? nil : pieces[0] }

  /// Whether the line matches an actual line. Cost: linear in the two lines' lengths.
  func matches(_ actual: ActualLine) -> Bool {
    guard case .text(let symbols) = actual else { return false }
    guard let first = pieces.first, let last = pieces.last, pieces.count > 1 else {
      return symbols == pieces[0]
    }
    guard first.count + last.count <= symbols.count,
      symbols.starts(with: first),
      symbols[(symbols.count - last.count)...].elementsEqual(last)
    else { return false }
    var start = first.count
    let end = symbols.count - last.count
    for index in pieces.indices.dropFirst().dropLast() {
      guard let found = find(piece: index, in: symbols[start..<end]) else { return false }
      start = found + pieces[index].count
    }
    return true
  }

  /// Where piece `index` first occurs in `text`, in `text`'s indices.
  private func find(piece index: Int, in text: ArraySlice<UInt16>) -> Int? {
    let piece = pieces[index]
    let failure = failures[index]
    if piece.isEmpty { return text.startIndex }
    var matched = 0
    for position in text.indices {
      while matched > 0, text[position] != piece[matched] { matched = failure[matched - 1] }
      if text[position] == piece[matched] { matched += 1 }
      if matched == piece.count { return position - piece.count + 1 }
    }
    return nil
  }

  /// For each prefix of `piece`, the length of its longest proper border.
  private static func failure(of piece: [UInt16]) -> [Int] {
    var failure = Array(repeating: 0, count: piece.count)
    var length = 0
    for index in piece.indices.dropFirst() {
      while length > 0, piece[index] != piece[length] { length = failure[length - 1] }
      if piece[index] == piece[length] { length += 1 }
      failure[index] = length
    }
    return failure
  }
}
