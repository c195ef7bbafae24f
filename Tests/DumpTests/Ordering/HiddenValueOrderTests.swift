import Dump
import Foundation
import Testing

/// Placeholder numbers never depend on the values they hide: members of sets and dictionaries
/// that read alike once redacted are ordered by what the rest of the value says about them.
struct HiddenValueOrderTests {
  struct Team: Equatable { var members: Set<UUID>; var lead: UUID }
  struct Roster { var active: [UUID: Bool]; var owner: UUID }
  struct Member: Hashable { var id: UUID; var role: String }
  struct Crew { var members: Set<Member>; var lead: UUID }
  struct Club { var members: Set<UUID>; var admins: Set<UUID> }
  struct Pair: Hashable { var a: UUID; var b: UUID }
  struct Edge: Hashable { var from: UUID; var to: UUID }
  struct Tag: Hashable { var id: UUID; var name: String }
  struct Shelf { var tags: Set<Tag>; var favorite: UUID }

  static let ids: [DumpRedaction] = [.type(UUID.self)]

  /// The text of `make()` redacted, the same in each of 50 runs with fresh ids.
  func stableText(
    _ redactions: [DumpRedaction] = ids, _ make: () -> Any,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let first = String(customDumping: make(), redacting: redactions)
    for _ in 0..<50 {
      let text = String(customDumping: make(), redacting: redactions)
      guard text == first else {
        Issue.record("Numbered differently:\n\(first)\n\(text)", sourceLocation: sourceLocation)
        return first
      }
    }
    return first
  }

  static func team() -> Team {
    let members = [UUID(), UUID(), UUID()]
    return Team(members: Set(members), lead: members[1])
  }

  @Test func aLeadAmongMembersKeepsItsNumber() {
    expectNoDifference(
      stableText { Self.team() },
      """
      HiddenValueOrderTests.Team(
        members: Set([
          UUID(<1>),
          UUID(<2>),
          UUID(<3>)
        ]),
        lead: UUID(<1>)
      )
      """)
  }

  @Test func aFieldNamingOneKeyOfADictionaryKeepsItsNumber() {
    let text = stableText {
      let (owner, other, away) = (UUID(), UUID(), UUID())
      return Roster(active: [owner: true, other: true, away: false], owner: owner)
    }
    expectNoDifference(
      text,
      """
      HiddenValueOrderTests.Roster(
        active: [
          UUID(<1>): false,
          UUID(<2>): true,
          UUID(<3>): true
        ],
        owner: UUID(<2>)
      )
      """)
  }

  @Test func membersHoldingIdsAreOrderedByTheIdsKnownElsewhere() {
    let text = stableText {
      let members = (0..<3).map { _ in Member(id: UUID(), role: "crew") }
      return Crew(members: Set(members), lead: members[2].id)
    }
    expectNoDifference(
      text,
      """
      HiddenValueOrderTests.Crew(
        members: Set([
          HiddenValueOrderTests.Member(
            id: UUID(<1>),
            role: "crew"
          ),
          HiddenValueOrderTests.Member(
            id: UUID(<2>),
            role: "crew"
          ),
          HiddenValueOrderTests.Member(
            id: UUID(<3>),
            role: "crew"
          )
        ]),
        lead: UUID(<1>)
      )
      """)
  }

  /// `{a: x, b: y}` and `{a: z, b: z}` read alike with unnumbered placeholders; the pattern
  /// of equal values tells them apart.
  @Test func membersAreOrderedByWhichOfTheirHiddenValuesAreEqual() {
    let text = stableText {
      let (x, y, z) = (UUID(), UUID(), UUID())
      return Set([Pair(a: x, b: y), Pair(a: z, b: z)])
    }
    #expect(text.hasPrefix("""
      Set([
        HiddenValueOrderTests.Pair(
          a: UUID(<1>),
          b: UUID(<1>)
        ),
      """))
  }

  @Test func aSetOfIdsSharedWithAnotherSetNumbersTheSameEveryTime() {
    let text = stableText {
      let members = [UUID(), UUID(), UUID()]
      return Club(members: Set(members), admins: [members[0]])
    }
    #expect(text.contains("UUID(<1>)") && text.contains("UUID(<3>)"))
  }

  @Test func aDictionaryOfSetsSharingIdsNumbersTheSameEveryTime() {
    _ = stableText {
      let (x, y, z) = (UUID(), UUID(), UUID())
      return ["a": Set([x, y]), "b": Set([y, z]), "c": Set([z])]
    }
  }

  @Test func aSetOfSetsWithALeadNumbersTheSameEveryTime() {
    _ = stableText {
      let (x, y, z, w) = (UUID(), UUID(), UUID(), UUID())
      return (Set([Set([x, y]), Set([z, w])]), w)
    }
  }

  /// Every edge of a cycle reads alike, and whichever comes first, the rest follow from it.
  @Test func aCycleOfIdsNumbersTheSameEveryTime() {
    let text = stableText {
      let (a, b, c) = (UUID(), UUID(), UUID())
      return Set([Edge(from: a, to: b), Edge(from: b, to: c), Edge(from: c, to: a)])
    }
    let pairs = text.split(separator: "\n").filter { $0.contains("UUID") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(pairs == [
      "from: UUID(<1>),", "to: UUID(<2>)", "from: UUID(<2>),", "to: UUID(<3>)",
      "from: UUID(<3>),", "to: UUID(<1>)",
    ])
  }

  /// Path redactions hide values the ordering must not see either.
  @Test func membersRedactedByPathAreNotOrderedByTheirHiddenValues() {
    let text = stableText([.path("**.id"), .path(".favorite")]) {
      let tags = (0..<3).map { _ in Tag(id: UUID(), name: "home") }
      return Shelf(tags: Set(tags), favorite: tags[1].id)
    }
    #expect(text.contains("HiddenValueOrderTests.Tag(\n      id: UUID(<1>),"))
    #expect(text.hasSuffix("favorite: UUID(<1>)\n)"))
  }

  @Test func teamsMadeAlikeHaveNoRedactedDifference() {
    for _ in 0..<50 {
      #expect(diff(Self.team(), Self.team(), redacting: Self.ids) == nil)
    }
    #expect(
      capturingIssues { expectNoDifference(Self.team(), Self.team(), redacting: Self.ids) }
        == [])
  }

  @Test func aLeadWhoIsNoMemberIsADifference() {
    var outsider = Self.team()
    outsider.lead = UUID()
    #expect(diff(Self.team(), outsider, redacting: Self.ids) != nil)
  }
}
