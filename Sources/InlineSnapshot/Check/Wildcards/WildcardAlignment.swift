// Check/Wildcards/: `[..]` and `...` in an expected text: their escaping, the pattern that matches
// them, and the alignment a failure and a re-recording use.

/// An expected text with wildcards lined up with an actual text it does not match: what a
/// failure shows and what a re-recording writes.
///
/// Each expected line either matches an actual line, absorbs a run of them (a `...` line), is
/// replaced by one, or is matched by none; each remaining actual line is new. Among the ways to
/// line them up, the one with the fewest changes wins (a new actual line costs less than a
/// replaced expected line, which costs less than an expected line matched by none), so that a
/// `...` takes the lines no other expected line matches; between equals, the one whose
/// replaced lines look most like their replacements.
///
/// Cost: the common start and end (expected lines that match, up to the first `...`) cost one
/// line comparison each; between them, a dynamic programme over expected × actual lines, one
/// comparison and one byte of memory per cell, when there are at most `cellLimit` cells; past
/// that, a greedy walk of at most (expected + actual lines) × ``lookahead`` comparisons, plus
/// one scan of the actual lines for the line after each `...`. A comparison is linear in its
/// two lines.
struct WildcardAlignment {
  /// The expected text with each line that matched replaced by the actual line it matched and
  /// each `...` by the lines it absorbed; lines matched by nothing stay as written. A line diff
  /// of it against the actual text shows only the lines that truly differ.
  let expectedAsMatched: String
  /// What re-recording writes: each expected line that still matches, wildcards included, and
  /// each `...`, as written; the actual line (as the actual text spells it) for each expected
  /// line that no longer matches and each new line; expected lines matched by nothing dropped.
  ///
  /// `WildcardPattern(recorded).matches(actual)` always, and `recorded == actual` when the
  /// expected text has no wildcard.
  let recorded: String
  /// What each wildcard matched, by expected line.
  let wildcardMatches: [WildcardMatch]

  /// The largest dynamic programme, in cells (expected × actual lines, past the common start
  /// and end), before the greedy walk takes over.
  static let defaultCellLimit = 1 << 20
  /// How far the greedy walk looks ahead, in lines, for a line that matches again.
  static let lookahead = 32

  init(pattern: WildcardPattern, actual: String, cellLimit: Int = defaultCellLimit) {
    let actualWritten = WildcardEscaping.lines(of: Array(actual.utf8))
    let lines = LineComparison(
      pattern: pattern.lines, actual: WildcardPattern.actualLines(of: actual))
    let steps = lines.steps(cellLimit: cellLimit)

    var asMatched: [ArraySlice<UInt8>] = []
    var recorded: [ArraySlice<UInt8>] = []
    var wildcardMatches: [WildcardMatch] = []
    let ellipsis = ArraySlice(WildcardEscaping.ellipsis)
    for step in steps {
      switch step {
      case .matched(let expected, let actual):
        asMatched.append(actualWritten[actual])
        recorded.append(pattern.writtenLines[expected])
        if lines.hasWildcards(expected) {
          wildcardMatches.append(
            WildcardMatch(
              expectedLine: expected + 1, expected: pattern.writtenLines[expected],
              actualLines: (actual + 1)..<(actual + 2), actual: actualWritten[actual...actual]))
        }
      case .absorbed(let expected, let actual):
        asMatched += actualWritten[actual]
        recorded.append(ellipsis)
        wildcardMatches.append(
          WildcardMatch(
            expectedLine: expected + 1, expected: pattern.writtenLines[expected],
            actualLines: (actual.lowerBound + 1)..<(actual.upperBound + 1),
            actual: actualWritten[actual]))
      case .replaced(let expected, let actual):
        asMatched.append(pattern.writtenLines[expected])
        recorded.append(actualWritten[actual])
      case .expectedOnly(let expected):
        asMatched.append(pattern.writtenLines[expected])
      case .actualOnly(let actual):
        recorded.append(actualWritten[actual])
      }
    }
    expectedAsMatched = Self.text(asMatched)
    self.recorded = Self.text(recorded)
    self.wildcardMatches = wildcardMatches
  }

  private static func text(_ lines: some Sequence<ArraySlice<UInt8>>) -> String {
    String(decoding: Array(lines.joined(separator: [WildcardEscaping.newline])), as: UTF8.self)
  }
}

/// What one wildcard of the expected text matched: "line 3 `Finished in [..] s` matched
/// `Finished in 0.83 s`".
struct WildcardMatch: Hashable, Sendable {
  /// The expected line that holds the wildcard, counted from 1.
  let expectedLine: Int
  /// That line as written.
  let expected: String
  /// The actual lines it matched, counted from 1: one for a line with `[..]`, any number
  /// (none included) for a `...` line.
  let actualLines: Range<Int>
  /// Those lines, as the actual text spells them, joined by newlines.
  let actual: String

  init(
    expectedLine: Int, expected: ArraySlice<UInt8>, actualLines: Range<Int>,
    actual: ArraySlice<ArraySlice<UInt8>>
  ) {
    self.expectedLine = expectedLine
    self.expected = String(decoding: expected, as: UTF8.self)
    self.actualLines = actualLines
    self.actual = String(
      decoding: Array(actual.joined(separator: [WildcardEscaping.newline])), as: UTF8.self)
  }
}

/// One step of an alignment, by line index (from 0) in the expected and the actual text.
enum AlignmentStep: Equatable {
  /// An expected line that matches an actual line.
  case matched(expected: Int, actual: Int)
  /// A `...` line and the actual lines it absorbs.
  case absorbed(expected: Int, actual: Range<Int>)
  /// An expected line that no longer matches, and the actual line in its place.
  case replaced(expected: Int, actual: Int)
  /// An expected line matched by nothing.
  case expectedOnly(Int)
  /// An actual line matched by nothing.
  case actualOnly(Int)
}

/// The lines of the two texts, and which expected line matches which actual line.
private struct LineComparison {
  let pattern: [WildcardPattern.Line]
  let actual: [ActualLine]
  /// Each actual line's number among the distinct lines, and each literal expected line's (-1
  /// when no actual line is like it), so that lines without wildcards compare as numbers.
  private let actualNumbers: [Int]
  private let patternNumbers: [Int]

  init(pattern: [WildcardPattern.Line], actual: [ActualLine]) {
    self.pattern = pattern
    self.actual = actual
    var numbers: [ActualLine: Int] = [:]
    actualNumbers = actual.map { line in
      if let number = numbers[line] { return number }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    patternNumbers = pattern.map { line in
      guard case .text(let linePattern) = line, let literal = linePattern.literal else {
        return -1
      }
      return numbers[.text(literal)] ?? -1
    }
  }

  func hasWildcards(_ expected: Int) -> Bool {
    guard case .text(let linePattern) = pattern[expected] else { return true }
    return linePattern.hasWildcards
  }

  func isAnyLines(_ expected: Int) -> Bool {
    if case .anyLines = pattern[expected] { true } else { false }
  }

  /// Whether expected line `expected` (not `...`) matches actual line `actual`.
  func matches(_ expected: Int, _ actual: Int) -> Bool {
    guard case .text(let linePattern) = pattern[expected] else { return false }
    if linePattern.hasWildcards { return linePattern.matches(self.actual[actual]) }
    return patternNumbers[expected] == actualNumbers[actual]
  }

  /// The alignment: the common start and end, and what lies between by the dynamic programme
  /// or, past `cellLimit` cells, the greedy walk.
  func steps(cellLimit: Int) -> [AlignmentStep] {
    var start = 0
    while start < pattern.count, start < actual.count, matches(start, start) { start += 1 }
    var end = 0
    while end < pattern.count - start, end < actual.count - start,
      matches(pattern.count - 1 - end, actual.count - 1 - end)
    {
      end += 1
    }
    let expectedMiddle = start..<(pattern.count - end)
    let actualMiddle = start..<(actual.count - end)
    let cells = expectedMiddle.count + 1
    let fits = cells <= cellLimit / (actualMiddle.count + 1)
    return (0..<start).map { .matched(expected: $0, actual: $0) }
      + (fits
        ? fewestChanges(expectedMiddle, actualMiddle)
        : greedy(expectedMiddle, actualMiddle))
      + (0..<end).reversed().map {
        .matched(expected: pattern.count - 1 - $0, actual: actual.count - 1 - $0)
      }
  }

  // Costs, in units: a new actual line < a replaced expected line < an expected line matched
  // by none (so that the line after a `...` is replaced rather than dropped while the `...`
  // absorbs its replacement), and a replacement < a drop and a new line. Between alignments
  // of equal cost, the one whose replacements look most like the lines they replace.
  private static let newLineUnits = 2
  private static let replacedUnits = 3
  private static let droppedUnits = 4
  private static let unlike = 1_000

  /// How unlike actual line `actual` is to expected line `expected`, from 0 to ``unlike``: by
  /// the bytes they share at their start and at their end.
  func dissimilarity(_ expected: Int, _ actual: Int) -> Int {
    guard case .text(let linePattern) = pattern[expected],
      case .text(let symbols) = self.actual[actual],
      let first = linePattern.pieces.first, let last = linePattern.pieces.last
    else { return Self.unlike }
    var start = 0
    while start < first.count, start < symbols.count, first[start] == symbols[start] {
      start += 1
    }
    var end = 0
    while end < last.count, start + end < symbols.count,
      last[last.count - 1 - end] == symbols[symbols.count - 1 - end]
    {
      end += 1
    }
    let length = max(symbols.count, linePattern.literalCount, 1)
    return Self.unlike - Self.unlike * min(start + end, length) / length
  }

  private enum Move: UInt8 {
    case done, match, replace, drop, insert, absorb, leave
  }

  /// The alignment with the fewest changes, by a dynamic programme over the two ranges.
  private func fewestChanges(_ expected: Range<Int>, _ actual: Range<Int>) -> [AlignmentStep] {
    let rows = expected.count
    let columns = actual.count
    let width = columns + 1
    var moves = [Move](repeating: .done, count: (rows + 1) * width)
    // A unit outweighs the dissimilarities of all replacements.
    let unit = Self.unlike * rows + 1
    let (newLineCost, droppedCost) = (Self.newLineUnits * unit, Self.droppedUnits * unit)
    // The least cost of aligning what follows (row, column): this row, and the one below.
    var below = [Int](repeating: 0, count: width)
    var current = [Int](repeating: 0, count: width)
    for column in stride(from: columns - 1, through: 0, by: -1) {
      below[column] = below[column + 1] + newLineCost
      moves[rows * width + column] = .insert
    }
    for row in stride(from: rows - 1, through: 0, by: -1) {
      let line = expected.lowerBound + row
      for column in stride(from: columns, through: 0, by: -1) {
        var best: Int
        var move: Move
        if isAnyLines(line) {
          (best, move) = (below[column], .leave)
          if column < columns, current[column + 1] < best {
            (best, move) = (current[column + 1], .absorb)
          }
        } else {
          (best, move) = (below[column] + droppedCost, .drop)
          if column < columns {
            let actualLine = actual.lowerBound + column
            if matches(line, actualLine) {
              (best, move) = (below[column + 1], .match)
            } else {
              let replacedCost =
                Self.replacedUnits * unit + dissimilarity(line, actualLine)
              if below[column + 1] + replacedCost < best {
                (best, move) = (below[column + 1] + replacedCost, .replace)
              }
            }
            if current[column + 1] + newLineCost < best {
              (best, move) = (current[column + 1] + newLineCost, .insert)
            }
          }
        }
        current[column] = best
        moves[row * width + column] = move
      }
      swap(&current, &below)
    }

    var steps: [AlignmentStep] = []
    var (row, column) = (0, 0)
    var absorbedFrom: Int?
    while true {
      let line = expected.lowerBound + row
      let actualLine = actual.lowerBound + column
      switch moves[row * width + column] {
      case .done:
        return steps
      case .match:
        steps.append(.matched(expected: line, actual: actualLine))
        (row, column) = (row + 1, column + 1)
      case .replace:
        steps.append(.replaced(expected: line, actual: actualLine))
        (row, column) = (row + 1, column + 1)
      case .drop:
        steps.append(.expectedOnly(line))
        row += 1
      case .insert:
        steps.append(.actualOnly(actualLine))
        column += 1
      case .absorb:
        if absorbedFrom == nil { absorbedFrom = actualLine }
        column += 1
      case .leave:
        steps.append(.absorbed(expected: line, actual: (absorbedFrom ?? actualLine)..<actualLine))
        absorbedFrom = nil
        row += 1
      }
    }
  }

  /// A cheaper alignment for large texts: lines that match in turn; at a line that does not, the
  /// nearer of the next actual line it matches and the next expected line that matches the
  /// actual line, within ``WildcardAlignment/lookahead`` lines, else a replacement; a `...`
  /// absorbs up to the first actual line that the expected line after it matches, and the last
  /// `...` up to the lines left for the lines after it.
  private func greedy(_ expected: Range<Int>, _ actual: Range<Int>) -> [AlignmentStep] {
    var steps: [AlignmentStep] = []
    var (line, actualLine) = (expected.lowerBound, actual.lowerBound)
    let lookahead = WildcardAlignment.lookahead
    let lastAnyLines = expected.last(where: isAnyLines)
    while line < expected.upperBound {
      if isAnyLines(line) {
        let next = line + 1
        var end = actualLine
        if line == lastAnyLines {
          // The last block ends where the actual lines end, as in matching and as the dynamic
          // programme aligns it: what it no longer matches is replaced, not pasted in as new.
          end = max(actualLine, actual.upperBound - (expected.upperBound - next))
        } else if next < expected.upperBound, !isAnyLines(next),
          let found = (actualLine..<actual.upperBound).first(where: { matches(next, $0) })
        {
          end = found
        }
        steps.append(.absorbed(expected: line, actual: actualLine..<end))
        (line, actualLine) = (next, end)
        continue
      }
      guard actualLine < actual.upperBound else {
        steps.append(.expectedOnly(line))
        line += 1
        continue
      }
      if matches(line, actualLine) {
        steps.append(.matched(expected: line, actual: actualLine))
        (line, actualLine) = (line + 1, actualLine + 1)
        continue
      }
      let newLines = (1..<lookahead).first { distance in
        actualLine + distance < actual.upperBound && matches(line, actualLine + distance)
      }
      let droppedLines = (1..<lookahead).lazy
        .prefix { line + $0 < expected.upperBound && !isAnyLines(line + $0) }
        .first { matches(line + $0, actualLine) }
      if let newLines, newLines <= droppedLines ?? .max {
        steps += (actualLine..<(actualLine + newLines)).map(AlignmentStep.actualOnly)
        actualLine += newLines
      } else if let droppedLines {
        steps += (line..<(line + droppedLines)).map(AlignmentStep.expectedOnly)
        line += droppedLines
      } else {
        steps.append(.replaced(expected: line, actual: actualLine))
        (line, actualLine) = (line + 1, actualLine + 1)
      }
    }
    steps += (actualLine..<actual.upperBound).map(AlignmentStep.actualOnly)
    return steps
  }
}
