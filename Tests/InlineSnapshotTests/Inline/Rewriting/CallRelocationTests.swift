@testable import InlineSnapshot
import Testing

@Suite struct CallRelocationTests {
  static let original = """
    struct Tests {
      func a() {
        assertInlineSnapshot(of: 1, as: .description)
      }
      func b() {
        assertInlineSnapshot(of: 1, as: .description)
      }
    }

    """
  /// `#line`/`#column` of the call in `b()`.
  static let callInB = ParsedSource.CallLocation(line: 6, column: 25)

  @Test func aCallMovedByAnotherCallsSnapshotIsFound() {
    let current = SnapshotRewriter.apply(
      [SnapshotEdit(line: 3, column: 25, snapshot: "1")],
      to: Self.original
    ).text
    let relocation = CallRelocation(from: ParsedSource(Self.original), to: ParsedSource(current))
    #expect(relocation.location(of: Self.callInB) == .init(line: 10, column: 25))
  }

  @Test func aCallWhoseClosuresChangedIsNotFound() {
    let current = SnapshotRewriter.apply(
      [SnapshotEdit(line: 6, column: 25, snapshot: "1")],
      to: Self.original
    ).text
    let relocation = CallRelocation(from: ParsedSource(Self.original), to: ParsedSource(current))
    #expect(relocation.location(of: Self.callInB) == nil)
  }

  @Test func aCallInARenamedFunctionIsNotFound() {
    let current = Self.original.replacingOccurrences(of: "func b()", with: "func c()")
    let relocation = CallRelocation(from: ParsedSource(Self.original), to: ParsedSource(current))
    #expect(relocation.location(of: Self.callInB) == nil)
  }

  @Test func noCallIsFoundWhenTheCallsDiffer() {
    let current = Self.original.replacingOccurrences(
      of: "  func a() {\n",
      with: "  func a() {\n    print()\n"
    )
    let relocation = CallRelocation(from: ParsedSource(Self.original), to: ParsedSource(current))
    #expect(relocation.location(of: Self.callInB) == nil)
  }
}
