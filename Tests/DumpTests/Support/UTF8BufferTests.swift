import Testing
import VerbatimTestSupport

@testable import Dump

/// Diff lines are written into a `UTF8Buffer` piece by piece; each piece must read exactly as
/// the string it replaces.
@Suite struct UTF8BufferTests {
  @Test func decimalsAreSpelledAsStringSpellsThem() {
    for value in [0, 7, 10, 42, 999, 1_000, -1, -10, -1_234, Int.max, Int.min] {
      var buffer = UTF8Buffer(capacity: 1)
      buffer.appendDecimal(value)
      #expect(buffer.text == String(value))
    }
  }

  @Test func piecesGrowTheBufferPastItsCapacity() {
    var buffer = UTF8Buffer(capacity: 1)
    var expected = ""
    for index in 0..<200 {
      buffer.appendSpaces(index % 5)
      buffer.append("café \(index)")
      buffer.append(Substring("…"))
      buffer.append(UInt8(ascii: ","))
      buffer.appendDecimal(index)
      expected += String(repeating: " ", count: index % 5) + "café \(index)…,\(index)"
    }
    #expect(buffer.text == expected)
    #expect(buffer.count == expected.utf8.count)
  }
}

extension UTF8BufferTests {
  /// Pieces of any script, appended one by one, read back as the string they make.
  @Test func textDecodesAsAWhole() {
    var generator = SplitMix(seed: 3)
    let pieces = ["a", "line\n", "…", "café", " ", "🙂", "0123456789abcdef", "é…", "\u{2212}"]
    for _ in 0..<300 {
      var buffer = UTF8Buffer(capacity: 1)
      var expected = ""
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        buffer.append(piece)
        expected += piece
      }
      #expect(buffer.text == expected)
      #expect(Array(buffer.text.utf8) == Array(expected.utf8))
    }
  }
}
