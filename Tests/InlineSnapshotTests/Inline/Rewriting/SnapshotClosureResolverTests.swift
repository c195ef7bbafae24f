import Testing

@testable import InlineSnapshot

@Suite struct SnapshotClosureResolverTests {
  /// `helper(of: 1, { setUp }) { first } second: { … } old: { … }`, as the resolver sees it.
  static let resolver = SnapshotClosureResolver(
    argumentCount: 2,
    firstClosureArgument: 1,
    trailingLabels: [nil, "second", "old"]
  )

  static func resolve(
    _ label: String = InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel,
    offset: Int = 0,
    deprecated: [String] = [],
    in resolver: SnapshotClosureResolver = resolver
  ) -> SnapshotClosureResolver.Resolution {
    resolver.resolve(
      InlineSnapshotSyntaxDescriptor(
        deprecatedTrailingClosureLabels: deprecated,
        trailingClosureLabel: label,
        trailingClosureOffset: offset
      )
    )
  }

  @Test func offsetsCountFromTheClosuresInTheParentheses() {
    #expect(Self.resolve(offset: 0) == .argument(1))
    #expect(Self.resolve(offset: 1) == .trailing(0))
  }

  /// The first trailing closure has no label, so any label names it.
  @Test func theFirstTrailingClosureTakesAnyLabel() {
    #expect(Self.resolve("anything", offset: 1) == .trailing(0))
  }

  @Test func aLabelledClosureMatchesItsLabel() {
    #expect(Self.resolve("second", offset: 2) == .trailing(1))
    #expect(Self.resolve("third", offset: 2) == .otherLabel(index: 1, found: "second"))
  }

  @Test func aDeprecatedLabelNamesTheClosure() {
    #expect(Self.resolve("new", offset: 3, deprecated: ["old"]) == .trailing(2))
    #expect(Self.resolve("new", offset: 3) == .otherLabel(index: 2, found: "old"))
  }

  @Test func aClosurePastTheLastIsMissing() {
    #expect(Self.resolve("fourth", offset: 4) == .missing(3))
    #expect(Self.resolver.closureCount == 4)
    let bare = SnapshotClosureResolver(
      argumentCount: 2, firstClosureArgument: 2, trailingLabels: [])
    #expect(Self.resolve(in: bare) == .missing(0))
    #expect(bare.closureCount == 0)
  }

  @Test func readsTheShapeOfACall() throws {
    let source = ParsedSource(
      """
      helper(of: 1, { 0 }) { 1 } second: { 2 }
      assertInlineSnapshot(of: 1, as: .description)
      """
    )
    let helper = try #require(source.call(at: .init(line: 1, column: 7)))
    #expect(helper.snapshotClosureResolver == Self.resolver.with(labels: [nil, "second"]))
    let assertion = try #require(source.call(at: .init(line: 2, column: 21)))
    #expect(
      assertion.snapshotClosureResolver
        == SnapshotClosureResolver(argumentCount: 2, firstClosureArgument: 2, trailingLabels: [])
    )
  }
}

extension SnapshotClosureResolver {
  fileprivate func with(labels: [String?]) -> Self {
    var resolver = self
    resolver.trailingLabels = labels
    return resolver
  }
}
