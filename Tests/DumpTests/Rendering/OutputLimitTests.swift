@testable import Dump
import Testing

/// A dump or diff whose text would run to gigabytes stops at a documented size, and says so.
@Suite struct OutputLimitTests {
  indirect enum Nest: Equatable {
    case leaf(Int)
    case nest([Nest])
  }

  /// Nested 20,000 deep: indented in full, its text would be about 400 MB.
  static func deep(_ bottom: Int) -> Nest {
    var value = Nest.leaf(bottom)
    for _ in 0..<20_000 { value = .nest([value]) }
    return value
  }

  @Test func aHugeDumpIsCutWithAMarker() {
    let text = String(customDumping: Self.deep(1))
    #expect(text.utf8.count <= OutputLimit.bytes + OutputLimit.marker.utf8.count + 1)
    #expect(text.hasSuffix("\n" + OutputLimit.marker))
    #expect(text.hasPrefix("OutputLimitTests.Nest.nest(\n  [\n    [0]: .nest("))
  }

  @Test func aHugeDiffIsCutWithAMarker() throws {
    let difference = try #require(diff(Self.deep(1), Self.deep(2)))
    // The line that crosses the limit is written whole: here at most 40,000 spaces of indent.
    #expect(difference.utf8.count <= OutputLimit.bytes + 50_000)
    #expect(difference.hasSuffix(OutputLimit.marker))
  }

  @Test func ordinaryDumpsAreUntouched() {
    let text = String(customDumping: Array(repeating: "a line of text", count: 10_000))
    #expect(!text.contains(OutputLimit.marker))
    #expect(text.split(separator: "\n").count == 10_002)
  }
}
