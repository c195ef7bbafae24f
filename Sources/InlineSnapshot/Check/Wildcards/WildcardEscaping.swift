/// How a snapshot's text spells its wildcards, and how text that holds the wildcards' syntax is
/// recorded so that the next run matches it literally: a wildcard is only ever one a user wrote.
///
/// Two wildcards, both line-local (lines end at `"\n"`; a `"\r"` is part of its line):
/// - `[..]` in a line: any text within that line, none included;
/// - a line that is exactly `...`: any number of whole lines, none included.
///
/// Escaping, one-to-one, and the identity on text without `[..]` and without a line of
/// backslashes then `...`:
/// - n backslashes right before `[..]` are written 2n + 1 (`[..]` → `\[..]`, `\[..]` →
///   `\\\[..]`); read back, an odd count n means (n - 1) / 2 backslashes and a literal `[..]`,
///   an even count n / 2 backslashes and a wildcard;
/// - a line of k backslashes then `...` is written with k + 1 (`...` → `\...`); read back, a line
///   `...` is the wildcard and a line of k ≥ 1 backslashes then `...` is literal, with k - 1.
///
/// Everything is read and written by UTF-8 bytes: the syntax is ASCII, and no byte of a
/// multi-byte UTF-8 sequence is ASCII, so a split never lands inside a character.
enum WildcardEscaping {
  /// A snapshot's text with the wildcard syntax it holds escaped: what recording writes.
  ///
  /// ``unescaped(_:)`` reads the result back to `text`. Cost: linear in the bytes.
  static func escaped(_ text: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    let bytes = Array(text.utf8)
    for (index, line) in lines(of: bytes).enumerated() {
      if index > 0 { result.append(newline) }
      escape(line, into: &result)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The text that ``escaped(_:)`` turned into `text`, or nil when `text` holds a wildcard (it
  /// is not what a recording writes).
  ///
  /// `unescaped(escaped(t)) == t` for every text, and `escaped(unescaped(t)!) == t` whenever
  /// it is not nil. Cost: linear in the bytes.
  static func unescaped(_ text: String) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    let bytes = Array(text.utf8)
    for (index, line) in lines(of: bytes).enumerated() {
      if index > 0 { result.append(newline) }
      guard case .text(let pieces) = read(line), pieces.count == 1 else { return nil }
      result += pieces[0]
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// One line of a text in escaped form, read back.
  enum Line: Hashable {
    /// A line that is exactly `...`: any number of whole lines.
    case anyLines
    /// Literal bytes, split at each `[..]` wildcard: n wildcards leave n + 1 pieces, some of
    /// them possibly empty.
    case text(pieces: [[UInt8]])
  }

  /// A line read back: its wildcards, and the literal bytes between them unescaped.
  static func read(_ line: ArraySlice<UInt8>) -> Line {
    if let backslashes = backslashesBeforeEllipsis(line) {
      if backslashes == 0 { return .anyLines }
      return .text(pieces: [Array(repeating: backslash, count: backslashes - 1) + ellipsis])
    }
    if !holdsOpeningBracket(line) { return .text(pieces: [Array(line)]) }
    var pieces: [[UInt8]] = [[]]
    var index = line.startIndex
    while index < line.endIndex {
      let (count, afterRun) = backslashRun(in: line, from: index)
      if startsWithAnyText(line, at: afterRun) {
        pieces[pieces.count - 1] += repeatElement(backslash, count: count / 2)
        if count % 2 == 1 {
          pieces[pieces.count - 1] += anyText
        } else {
          pieces.append([])
        }
        index = afterRun + anyText.count
      } else if count > 0 {
        pieces[pieces.count - 1] += repeatElement(backslash, count: count)
        index = afterRun
      } else {
        pieces[pieces.count - 1].append(line[index])
        index += 1
      }
    }
    return .text(pieces: pieces)
  }

  /// The lines of a text, split at `"\n"` only: n newlines make n + 1 lines.
  static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    // A loop over the buffer: `split` is many times slower in a debug build.
    let ends = bytes.withUnsafeBufferPointer { buffer in
      var ends: [Int] = []
      for index in buffer.indices where buffer[index] == newline { ends.append(index) }
      return ends
    }
    var start = 0
    var lines: [ArraySlice<UInt8>] = []
    lines.reserveCapacity(ends.count + 1)
    for end in ends {
      lines.append(bytes[start..<end])
      start = end + 1
    }
    lines.append(bytes[start...])
    return lines
  }

  static let newline = UInt8(ascii: "\n")
  static let backslash = UInt8(ascii: "\\")
  /// The wildcard for any text within a line.
  static let anyText: [UInt8] = Array("[..]".utf8)
  /// The whole line that is the wildcard for any lines.
  static let ellipsis: [UInt8] = Array("...".utf8)

  private static func escape(_ line: ArraySlice<UInt8>, into result: inout [UInt8]) {
    if backslashesBeforeEllipsis(line) != nil {
      result.append(backslash)
      result += line
      return
    }
    if !holdsOpeningBracket(line) {
      result += line
      return
    }
    var index = line.startIndex
    while index < line.endIndex {
      let (count, afterRun) = backslashRun(in: line, from: index)
      if startsWithAnyText(line, at: afterRun) {
        result += repeatElement(backslash, count: 2 * count + 1)
        result += anyText
        index = afterRun + anyText.count
      } else if count > 0 {
        result += repeatElement(backslash, count: count)
        index = afterRun
      } else {
        result.append(line[index])
        index += 1
      }
    }
  }

  /// k when the line is k backslashes then `...`, else nil.
  private static func backslashesBeforeEllipsis(_ line: ArraySlice<UInt8>) -> Int? {
    let (count, afterRun) = backslashRun(in: line, from: line.startIndex)
    guard line[afterRun...].elementsEqual(ellipsis) else { return nil }
    return count
  }

  /// How many backslashes start at `index`, and where they end.
  private static func backslashRun(
    in line: ArraySlice<UInt8>, from index: Int
  ) -> (count: Int, end: Int) {
    var end = index
    while end < line.endIndex, line[end] == backslash { end += 1 }
    return (end - index, end)
  }

  /// Whether `[` is in the line: most lines have none, and then nothing in them is syntax.
  private static func holdsOpeningBracket(_ line: ArraySlice<UInt8>) -> Bool {
    line.withUnsafeBufferPointer { bytes in
      for byte in bytes where byte == openingBracket { return true }
      return false
    }
  }

  private static let openingBracket = UInt8(ascii: "[")

  private static func startsWithAnyText(_ line: ArraySlice<UInt8>, at index: Int) -> Bool {
    line[index...].starts(with: anyText)
  }
}
