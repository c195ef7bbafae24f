import Testing

@testable import Dump

/// Past ``SequenceDiff/maximumEditDistance`` edits, elements that repeat on both sides (a
/// feed's dividers, the `nil`s of optional rows) still align, as a full search would align
/// them; distinct elements are still paired by position.
struct AnchoredAlignmentTests {
  /// Every third key is the same divider; the others are distinct.
  static let keysWithDividers = (0..<3_000).map { $0 % 3 == 2 ? -1 : $0 }

  static func unchangedCount(_ segments: [SequenceDiff.Segment]) -> Int {
    segments.reduce(0) { total, segment in
      guard case .unchanged(let old, _) = segment else { return total }
      return total + old.count
    }
  }

  @Test func repeatedKeysAlignInAReversedSequence() {
    let old = Self.keysWithDividers
    let new = Array(old.reversed())
    let segments = SequenceDiff.segments(fromKeys: old, toKeys: new)
    // The 1,000 dividers, and one distinct key that the longest common subsequence can add.
    #expect(Self.unchangedCount(segments) == 1_001)
    // The segments cover both sequences in order, and unchanged runs hold equal keys.
    var (oldOffset, newOffset) = (0, 0)
    for segment in segments {
      switch segment {
      case .unchanged(let oldRange, let newRange):
        #expect(oldRange.lowerBound == oldOffset && newRange.lowerBound == newOffset)
        #expect(Array(old[oldRange]) == Array(new[newRange]))
        (oldOffset, newOffset) = (oldRange.upperBound, newRange.upperBound)
      case .changed(let oldRange, let newRange):
        #expect(oldRange.lowerBound == oldOffset && newRange.lowerBound == newOffset)
        (oldOffset, newOffset) = (oldRange.upperBound, newRange.upperBound)
      }
    }
    #expect(oldOffset == old.count && newOffset == new.count)
  }

  @Test func aChanceAnchorDoesNotShiftThePairs() {
    // Reversed distinct keys share one element by chance: pairing by position reads better.
    let old = Array(0..<3_000)
    #expect(
      SequenceDiff.segments(fromKeys: old, toKeys: old.reversed())
        == [.changed(old: 0..<3_000, new: 0..<3_000)])
  }

  @Test func anchorChainIsTheLongestIncreasingOne() {
    // Key 7 repeats: its k-th occurrences pair up; 1 and 2 cross each other and the first 7,
    // so one of the three starts the chain.
    let chain = SequenceDiff.anchorChain(oldKeys: [1, 7, 2, 7, 3], newKeys: [2, 7, 1, 7, 3])
    #expect(chain.map(\.old) == [2, 3, 4])
    #expect(chain.map(\.new) == [0, 3, 4])
  }

  enum Entry: Equatable {
    case note(String)
    case divider
  }

  enum PlainEntry {
    case note(String)
    case divider

    init(_ entry: Entry) {
      switch entry {
      case .note(let text): self = .note(text)
      case .divider: self = .divider
      }
    }
  }

  /// The unchanged lines of a diff that list an element as `value`.
  static func unchangedLines(_ text: String?, showing value: String) -> Int {
    (text ?? "").split(separator: "\n").count { line in
      line.hasPrefix("    [") && (line.hasSuffix("]: " + value) || line.hasSuffix("]: " + value + ","))
    }
  }

  /// Elements compared with `==` (no hash, no id): the dividers are found with a few
  /// comparisons per element and stay unchanged, and the text is the one that aligning
  /// reflected elements gives.
  @Test func reversedEquatableElementsKeepTheirDividers() {
    let old = (0..<1_500).map { $0 % 3 == 2 ? Entry.divider : .note("note \($0)") }
    let new = Array(old.reversed())
    let difference = diff(old, new)
    #expect(Self.unchangedLines(difference, showing: ".divider") == 500)
    // Two changed notes a divider: 5 lines, where pairing by position printed 6.
    #expect(
      (difference ?? "").split(separator: "\n").count <= 2_505, "\(difference ?? "nil")")
    #expect(
      difference
        == diff(old.map(PlainEntry.init), new.map(PlainEntry.init))?
        .replacing("PlainEntry", with: "Entry"))
  }

  struct Record: Equatable, Identifiable {
    var id: Int
    var name: String
  }

  /// Optionals of identifiable records are keyed by id, and every `nil` by one key.
  @Test func reversedOptionalRecordsKeepTheirNils() {
    let old = (0..<1_600).map { $0 % 4 == 3 ? nil : Record(id: $0, name: "record \($0)") }
    let difference = diff(old, Array(old.reversed()))
    #expect(Self.unchangedLines(difference, showing: "nil") == 400)
  }
}
