import Testing

@testable import Dump

/// Equatable values are compared with `==` before reflection; the output must not change.
struct ValueDifferTests {
  @Test func equatableAndReflectedPathsWriteTheSameDiff() {
    let scores = Array(0..<50)
    var otherScores = scores
    otherScores[10] = -1
    otherScores.remove(at: 30)
    let before = (
      title: "Team",
      members: [(1, "Blob"), (2, "Blob Jr."), (3, "Blob Sr."), (5, "Blob Esq.")],
      scores: scores
    )
    let after = (
      title: "Team!",
      members: [(1, "Blob"), (3, "Blob, Sr."), (4, "Dr. Blob"), (5, "Blob Esq.")],
      scores: otherScores
    )
    let equatable = diff(
      Roster(
        title: before.title, members: before.members.map(Member.init), scores: before.scores),
      Roster(
        title: after.title, members: after.members.map(Member.init), scores: after.scores)
    )
    let reflected = diff(
      PlainRoster(
        title: before.title, members: before.members.map(PlainMember.init),
        scores: before.scores),
      PlainRoster(
        title: after.title, members: after.members.map(PlainMember.init), scores: after.scores)
    )
    #expect(equatable != nil)
    #expect(equatable == reflected?.replacing("Plain", with: ""))
    #expect(
      equatable
        == """
          Roster(
        -   title: "Team",
        +   title: "Team!",
            members: [
              [0]: Member(…),
        -     [1]: Member(
        -       id: 2,
        -       name: "Blob Jr."
        -     ),
              [1]: Member(
                id: 3,
        -       name: "Blob Sr."
        +       name: "Blob, Sr."
              ),
        +     [2]: Member(
        +       id: 4,
        +       name: "Dr. Blob"
        +     ),
              [3]: Member(…)
            ],
            scores: [
              … (10 unchanged),
        -     [10]: 10,
        +     [10]: -1,
              … (19 unchanged),
        -     [30]: 30,
              … (19 unchanged)
            ]
          )
        """
    )
  }

  @Test func unchangedFieldsAreCollapsedWithoutReflectingThem() {
    let big = Array(0..<10_000)
    #expect(
      diff(
        Roster(title: "A", members: [], scores: big),
        Roster(title: "B", members: [], scores: big)
      )
        == """
          Roster(
        -   title: "A",
        +   title: "B",
            members: [],
            scores: […]
          )
        """
    )
  }

  @Test func mixedElementTypes() {
    #expect(
      diff([1, "two", 3.0] as [Any], [1, "deux", 3.0] as [Any])
        == """
          [
            [0]: 1,
        -   [1]: "two",
        +   [1]: "deux",
            [2]: 3.0
          ]
        """
    )
  }

  @Test func nestedIdentifiableElementsAlignByIdInsideChangedElements() {
    let before = [
      Team(name: "A", members: [Member(id: 1, name: "Blob"), Member(id: 2, name: "Blob Jr.")])
    ]
    let after = [
      Team(
        name: "A",
        members: [
          Member(id: 3, name: "Blob Sr."), Member(id: 1, name: "Blob!"),
          Member(id: 2, name: "Blob Jr."),
        ])
    ]
    #expect(
      diff(before, after)
        == """
          [
            [0]: Team(
              name: "A",
              members: [
        +       [0]: Member(
        +         id: 3,
        +         name: "Blob Sr."
        +       ),
                [1]: Member(
                  id: 1,
        -         name: "Blob"
        +         name: "Blob!"
                ),
                [2]: Member(…)
              ]
            )
          ]
        """
    )
  }

  @Test func arraysSlicesAndContiguousArraysAlignAndCompareAlike() {
    let before = [(1, "Blob"), (2, "Blob Jr."), (3, "Blob Sr."), (4, "Dr. Blob")]
    let after = [(1, "Blob"), (3, "Blob, Sr."), (4, "Dr. Blob"), (5, "Blob Esq.")]
    let members = (before.map(Member.init), after.map(Member.init))
    let reflected = diff(before.map(PlainMember.init), after.map(PlainMember.init))?
      .replacing("Plain", with: "")
    let array = diff(members.0, members.1)
    #expect(array != nil)
    #expect(array == reflected)
    #expect(diff(ContiguousArray(members.0), ContiguousArray(members.1)) == array)
    // A slice prints as the array of its elements, numbered from zero.
    let slices = (members.0[1...], members.1[1...])
    #expect(diff(slices.0, slices.1) == diff(Array(slices.0), Array(slices.1)))
  }
}
