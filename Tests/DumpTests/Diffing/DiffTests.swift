import Testing

@testable import Dump

struct DiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(diff(1, 1) == nil)
    #expect(diff((1, 2), (1, 2)) == nil)
    #expect(diff(Shape.circle(1), .circle(1)) == nil)
    #expect(diff(Member?.none, nil) == nil)
    #expect(diff(Set([1, 2, 3]), Set([3, 2, 1])) == nil)
  }

  @Test func unequalPartsThatDumpAlikeGetTheNote() {
    struct NeverEqual: Equatable {
      var value = 1
      static func == (lhs: Self, rhs: Self) -> Bool { false }
    }
    struct Holder: Equatable {
      var name = "Blob"
      var part = NeverEqual()
    }
    #expect(
      diff(Holder(), Holder())
        == """
          // Not equal but no difference detected:
        - DiffTests.Holder(…)
        + DiffTests.Holder(…)
        """
    )
  }

  @Test func scalars() {
    #expect(diff(1, 2) == "- 1\n+ 2")
    #expect(diff(true, false) == "- true\n+ false")
  }

  @Test func differentTypesOfAny() {
    #expect(
      diff((1, (2, 3)) as Any, "Blob")
        == """
        - (
        -   1,
        -   (
        -     2,
        -     3
        -   )
        - )
        + "Blob"
        """
    )
  }

  @Test func sameDumpDifferentTypes() {
    #expect(
      diff(29.99 as Float as Any, 29.99 as Double as Any)
        == """
        - 29.99 as Float
        + 29.99 as Double
        """
    )
    #expect(
      diff(["value": 29.99 as Float] as [String: Any], ["value": 29.99 as Double])
        == """
          [
        -   "value": 29.99 as Float
        +   "value": 29.99 as Double
          ]
        """
    )
  }

  @Test func structCollapsesUnchangedFields() {
    #expect(
      diff(Member(id: 42, name: "Blob"), Member(id: 42, name: "Blob, Jr."))
        == """
          Member(
            id: 42,
        -   name: "Blob"
        +   name: "Blob, Jr."
          )
        """
    )
    #expect(
      diff(
        Crew(pilot: Member(id: 1, name: "Blob"), copilot: Member(id: 2, name: "Blob, Jr.")),
        Crew(pilot: Member(id: 1, name: "Blob"), copilot: Member(id: 2, name: "Blob, Sr."))
      )
        == """
          Crew(
            pilot: Member(…),
            copilot: Member(
              id: 2,
        -     name: "Blob, Jr."
        +     name: "Blob, Sr."
            )
          )
        """
    )
  }

  @Test func notEqualButNoDifference() {
    #expect(
      diff(AlwaysDifferent(), AlwaysDifferent())
        == """
          // Not equal but no difference detected:
        - AlwaysDifferent()
        + AlwaysDifferent()
        """
    )
    #expect(
      diff(AlwaysDifferentMember(id: 1, name: "Blob"), AlwaysDifferentMember(id: 1, name: "Blob"))
        == """
          // Not equal but no difference detected:
        - AlwaysDifferentMember(…)
        + AlwaysDifferentMember(…)
        """
    )
  }

  @Test func tuples() {
    #expect(
      diff((1, 2), (1, 3))
        == """
          (
            1,
        -   2
        +   3
          )
        """
    )
    #expect(
      diff((blob: 1, 2), (blob: 1, 3))
        == """
          (
            blob: 1,
        -   2
        +   3
          )
        """
    )
    #expect(
      diff((1, (2, 3)), (0, (2, 3)))
        == """
          (
        -   1,
        +   0,
            (…)
          )
        """
    )
    #expect(
      diff((1, ()), (0, ()))
        == """
          (
        -   1,
        +   0,
            ()
          )
        """
    )
  }

  @Test func enums() {
    #expect(diff(Shape.point, Shape.circle(42)) == "- Shape.point\n+ Shape.circle(42)")
    #expect(diff(Shape.circle(42), Shape.circle(43)) == "- Shape.circle(42)\n+ Shape.circle(43)")
    #expect(diff(Shape.point, Shape.empty) == "- Shape.point\n+ Shape.empty")
    #expect(
      diff(Shape.label(42, text: "Blob"), Shape.label(42, text: "Glob"))
        == """
          Shape.label(
            42.0,
        -   text: "Blob"
        +   text: "Glob"
          )
        """
    )
    #expect(
      diff(Wrapped.one(.label(42, text: "Blob")), Wrapped.one(.label(42, text: "Glob")))
        == """
          Wrapped.one(
            .label(
              42.0,
        -     text: "Blob"
        +     text: "Glob"
            )
          )
        """
    )
    #expect(
      diff(Wrapped.one(.point), Wrapped.one(.empty))
        == "- Wrapped.one(.point)\n+ Wrapped.one(.empty)"
    )
    #expect(
      diff(Wrapped.two(1, .point), Wrapped.two(1, .empty))
        == """
          Wrapped.two(
            1,
        -   .point
        +   .empty
          )
        """
    )
  }

  @Test func optionals() {
    #expect(
      diff(Member?(Member(id: 42, name: "Blob")), nil)
        == """
        - Member(
        -   id: 42,
        -   name: "Blob"
        - )
        + nil
        """
    )
    #expect(
      diff(Member?(Member(id: 42, name: "Blob")), Member(id: 42, name: "Blob, Esq."))
        == """
          Member(
            id: 42,
        -   name: "Blob"
        +   name: "Blob, Esq."
          )
        """
    )
  }

  @Test func collectionMatchesIdentifiableElements() {
    #expect(
      diff(
        [
          Member(id: 1, name: "Blob"),
          Member(id: 2, name: "Blob, Jr."),
          Member(id: 3, name: "Blob, Sr."),
        ],
        [
          Member(id: 1, name: "Blob, Esq."),
          Member(id: 3, name: "Blob, Sr."),
          Member(id: 4, name: "Blob, Jr."),
        ]
      )
        == """
          [
            [0]: Member(
              id: 1,
        -     name: "Blob"
        +     name: "Blob, Esq."
            ),
        -   [1]: Member(
        -     id: 2,
        -     name: "Blob, Jr."
        -   ),
            [1]: Member(…),
        +   [2]: Member(
        +     id: 4,
        +     name: "Blob, Jr."
        +   )
          ]
        """
    )
  }

  @Test func collectionCollapsesUnchangedRuns() {
    let numbers = Array(1...1_000)
    var other = numbers
    other[100] = 42
    other[102] = 42
    other.insert(42, at: 300)
    other.remove(at: 700)
    #expect(
      diff(numbers, other)
        == """
          [
            … (100 unchanged),
        -   [100]: 101,
        +   [100]: 42,
            [101]: 102,
        -   [102]: 103,
        +   [102]: 42,
            … (197 unchanged),
        +   [300]: 42,
            … (399 unchanged),
        -   [699]: 700,
            … (300 unchanged)
          ]
        """
    )
  }

  @Test func collectionInterleavedChanges() {
    #expect(
      diff([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 4, 64, 7, 8, 9, 10, 42])
        == """
          [
            [0]: 1,
        -   [1]: 2,
        -   [2]: 3,
            [1]: 4,
        -   [4]: 5,
        +   [2]: 64,
        -   [5]: 6,
            … (4 unchanged),
        +   [7]: 42
          ]
        """
    )
  }

  @Test func dictionariesMatchByKey() {
    #expect(
      diff(
        [1: Member(id: 1, name: "Blob"), 2: Member(id: 2, name: "Blob, Jr.")],
        [
          1: Member(id: 1, name: "Blob"),
          2: Member(id: 2, name: "Blob, Sr."),
          3: Member(id: 3, name: "Dr. Blob"),
        ]
      )
        == """
          [
            2: Member(
              id: 2,
        -     name: "Blob, Jr."
        +     name: "Blob, Sr."
            ),
        +   3: Member(
        +     id: 3,
        +     name: "Dr. Blob"
        +   ),
            … (1 unchanged)
          ]
        """
    )
  }

  @Test func dictionaryCollapsesUnchangedEntries() {
    let numbers = Dictionary(uniqueKeysWithValues: (1...1_000).map { ($0, "\($0)") })
    var other = numbers
    other[100] = "42"
    other[102] = "42"
    other[300] = "42"
    other[700] = nil
    #expect(
      diff(numbers, other)
        == """
          [
        -   100: "100",
        +   100: "42",
        -   102: "102",
        +   102: "42",
        -   300: "300",
        +   300: "42",
        -   700: "700",
            … (996 unchanged)
          ]
        """
    )
  }

  @Test func sets() {
    #expect(
      diff(Set([1, 2, 3]), Set([1, 3, 4]))
        == """
          Set([
        -   2,
        +   4,
            … (2 unchanged)
          ])
        """
    )
    var other = Set(1...1_000)
    other.remove(100)
    other.remove(102)
    other.insert(9999)
    #expect(
      diff(Set(1...1_000), other)
        == """
          Set([
        -   100,
        -   102,
        +   9999,
            … (998 unchanged)
          ])
        """
    )
  }

  struct Label: Hashable {
    var name: String
    var color: Int
    var isPinned: Bool
  }

  /// A removed and an inserted member at the same place in sorted order read as one changed
  /// member, field by field, as swift-custom-dump 1.7.3 prints them (same text here).
  @Test func setMembersAtTheSamePlaceArePaired() {
    let labels = (0..<12).map { Label(name: "label \($0)", color: $0 % 5, isPinned: false) }
    var changed = labels
    for index in [0, 10, 11] { changed[index].isPinned = true }
    #expect(
      diff(Set(labels), Set(changed))
        == """
          Set([
            DiffTests.Label(
              name: "label 0",
              color: 0,
        -     isPinned: false
        +     isPinned: true
            ),
            DiffTests.Label(
              name: "label 10",
              color: 0,
        -     isPinned: false
        +     isPinned: true
            ),
            DiffTests.Label(
              name: "label 11",
              color: 1,
        -     isPinned: false
        +     isPinned: true
            ),
            … (9 unchanged)
          ])
        """
    )
  }

  /// Members left over on one side print whole, after the pairs; leaves pair as arrays' do.
  @Test func unpairedSetMembersPrintWhole() {
    #expect(
      diff(
        Set([Label(name: "a", color: 1, isPinned: false), Label(name: "b", color: 2, isPinned: false)]),
        Set([Label(name: "a", color: 3, isPinned: false)]))
        == """
          Set([
            DiffTests.Label(
              name: "a",
        -     color: 1,
        +     color: 3,
              isPinned: false
            ),
        -   DiffTests.Label(
        -     name: "b",
        -     color: 2,
        -     isPinned: false
        -   )
          ])
        """
    )
    #expect(
      diff(Set([1, 2, 5]), Set([1, 3, 4]))
        == """
          Set([
        -   2,
        +   3,
        -   5,
        +   4,
            … (1 unchanged)
          ])
        """
    )
  }

  /// Dictionary keys are never paired: a value would show under another key.
  @Test func changedDictionaryKeysAreNotPaired() {
    #expect(
      diff(["a": Label(name: "a", color: 1, isPinned: false)], ["b": Label(name: "a", color: 2, isPinned: false)])
        == """
          [
        -   "a": DiffTests.Label(
        -     name: "a",
        -     color: 1,
        -     isPinned: false
        -   )
        +   "b": DiffTests.Label(
        +     name: "a",
        +     color: 2,
        +     isPinned: false
        +   )
          ]
        """
    )
  }

  @Test func multilineStringsDiffLineByLine() {
    #expect(
      diff("Hello,\nWorld!", "Hello,\nBlob!")
        == #"""
          """
          Hello,
        - World!
        + Blob!
          """
        """#
    )
    let body = "To who it may concern,\n\nLook forward to it!\n\nYours,\nBlob"
    #expect(
      diff(
        Letter(subject: "RE: Event", body: body),
        Letter(subject: "RE: Event", body: body.replacing("who ", with: "whom "))
      )
        == #"""
          Letter(
            subject: "RE: Event",
            body: """
        -     To who it may concern,
        +     To whom it may concern,
              \n\
              Look forward to it!
              \n\
              Yours,
              Blob
              """
          )
        """#.replacing(#"\n\"#, with: "")
    )
    #expect(
      diff(
        Letter(subject: "RE: Event", body: body),
        Letter(subject: "Re: Event", body: body)
      )
        == """
          Letter(
        -   subject: "RE: Event",
        +   subject: "Re: Event",
            body: "…"
          )
        """
    )
  }

  @Test func classes() {
    #expect(
      diff(Account(id: 42, name: "Blob"), Account(id: 42, name: "Blob, Jr."))
        == """
        - Account(
        -   id: 42,
        -   name: "Blob"
        - )
        + Account(
        +   id: 42,
        +   name: "Blob, Jr."
        + )
        """
    )
    let account = Account(id: 1, name: "Blob")
    #expect(diff(account, account) == nil)
    // Each side reads as its own dump, so equal content in two objects shows no change.
    #expect(diff(Account(id: 1, name: "Blob"), Account(id: 1, name: "Blob")) == nil)
  }

  final class Link {
    let value: Int
    let next: Link?
    init(_ value: Int, next: Link? = nil) {
      self.value = value
      self.next = next
    }
  }

  /// Objects are numbered as each side's own dump numbers them; swift-custom-dump continues the
  /// first side's count into the second (`+ #2 Link(`, `next: #3 Link(`).
  @Test func nestedObjectsAreNumberedPerSide() {
    #expect(
      diff(Link(1, next: Link(2)), Link(1, next: Link(3)))
        == """
        - DiffTests.Link(
        -   value: 1,
        -   next: #1 DiffTests.Link(
        -     value: 2,
        -     next: nil
        -   )
        - )
        + DiffTests.Link(
        +   value: 1,
        +   next: #1 DiffTests.Link(
        +     value: 3,
        +     next: nil
        +   )
        + )
        """
    )
  }

  @Test func repeatedObjects() {
    let first = Account(id: 1, name: "Blob")
    let second = Account(id: 2, name: "Blob Jr.")
    let third = Account(id: 3, name: "Blob Sr.")
    #expect(
      diff([first, second, second], [first, second, third])
        == """
          [
            … (2 unchanged),
        -   [2]: #1 Account(↑)
        +   [2]: #2 Account(
        +     id: 3,
        +     name: "Blob Sr."
        +   )
          ]
        """
    )
  }

  @Test func recursiveObjectsDoNotHang() {
    let node = Node()
    node.next = node
    #expect(diff(node, node) == nil)
    let other = Node()
    other.next = Node()
    #expect(diff(node, other) != nil)
  }

  @Test func deeplyNestedStructs() {
    let tree = Tree(
      id: 1, name: "Root",
      children: [Tree(id: 2, name: "Child", children: [Tree(id: 3, name: "Leaf", children: [])])]
    )
    var other = tree
    other.children[0].children[0].name += " Else"
    #expect(
      diff(tree, other)
        == """
          Tree(
            id: 1,
            name: "Root",
            children: [
              [0]: Tree(
                id: 2,
                name: "Child",
                children: [
                  [0]: Tree(
                    id: 3,
        -           name: "Leaf",
        +           name: "Leaf Else",
                    children: []
                  )
                ]
              )
            ]
          )
        """
    )
  }

  @Test func customDumpConformances() {
    // The diff sees what the dump shows: a hidden change is no difference to it.
    #expect(
      diff(Login(email: "a@b.co", password: "one"), Login(email: "a@b.co", password: "two"))
        == nil
    )
    #expect(
      diff(Login(email: "a@b.co", password: "one"), Login(email: "b@b.co", password: "two"))
        == """
          Login(
        -   email: "a@b.co",
        +   email: "b@b.co",
            password: <hidden>
          )
        """
    )
    #expect(diff(Box(value: 1), Box(value: 2)) == "- 1\n+ 2")
  }

  @Test func proportionalFormat() {
    #expect(
      diff(Member(id: 1, name: "A"), Member(id: 1, name: "B"), format: .proportional)
        == """
        \u{2007} Member(
        \u{2007}   id: 1,
        \u{2212}   name: "A"
        +   name: "B"
        \u{2007} )
        """
    )
  }

  @Test func veryDeepValuesDoNotCrash() {
    let deep = Chain.make(depth: 10_000, end: 1)
    let other = Chain.make(depth: 10_000, end: 2)
    #expect(diff(deep, deep) == nil)
    #expect(diff(deep, other) != nil)
  }

  @Test func hugeCollections() {
    let numbers = Array(0..<100_000)
    #expect(diff(numbers, numbers.reversed()) != nil)
    var other = numbers
    other[50_000] = -1
    #expect(
      diff(numbers, other)
        == """
          [
            … (50000 unchanged),
        -   [50000]: 50000,
        +   [50000]: -1,
            … (49999 unchanged)
          ]
        """
    )
  }

  @Test func customDiffObjectsShowTheirEarlierValue() {
    let shared = SharedValue(
      before: Member(id: 1, name: "Blob"), after: Member(id: 1, name: "Blob, Jr"))
    #expect(
      diff(shared, shared)
        == """
          Member(
            id: 1,
        -   name: "Blob"
        +   name: "Blob, Jr"
          )
        """
    )
    let stats = SharedValue(before: Stats(), after: Stats(count: 1))
    #expect(
      diff(Dashboard(stats: stats), Dashboard(stats: stats))
        == """
          Dashboard(
        -   stats: Stats(count: 0)
        +   stats: Stats(count: 1)
          )
        """
    )
    let unchanged = SharedValue(before: Stats(count: 1), after: Stats(count: 1))
    #expect(diff(Dashboard(stats: unchanged), Dashboard(stats: unchanged)) == nil)
    #expect(
      diff([unchanged, stats], [unchanged, stats])
        == """
          [
            [0]: Stats(count: 1),
        -   [1]: #1 Stats(count: 0)
        +   [1]: #1 Stats(count: 1)
          ]
        """
    )
  }
}

/// Commas follow each side's own entries, as in the values' dumps.
struct DiffSeparatorTests {
  @Test func removedLastKeyHasNoCommaBeforeInsertions() {
    #expect(
      diff(["a": 1], ["b": 1])
        == """
          [
        -   "a": 1
        +   "b": 1
          ]
        """
    )
  }

  @Test func unchangedRunBeforeATrailingRemovalHasNoComma() {
    #expect(
      diff([1, 2, 3], [1, 2])
        == """
          [
            … (2 unchanged)
        -   [2]: 3
          ]
        """
    )
  }

  @Test func aChangedElementFollowedOnOneSideKeepsItsComma() {
    #expect(
      diff([1, 2, 3], [1, 2, 4, 5])
        == """
          [
            … (2 unchanged),
        -   [2]: 3,
        +   [2]: 4,
        +   [3]: 5
          ]
        """
    )
  }

  @Test func entriesBeforeTheUnchangedRunKeepTheirCommas() {
    #expect(
      diff(["b": 1, "c": 2], ["a": 0, "b": 1])
        == """
          [
        +   "a": 0,
        -   "c": 2,
            … (1 unchanged)
          ]
        """
    )
  }
}

/// A value with one field that holds a value without parts is shown whole, old and new, as
/// swift-custom-dump shows it, even when its string is or becomes multi-line.
struct OneFieldDiffTests {
  struct Cue: Equatable {
    var text: String
  }

  enum Piece: Equatable {
    case plain(text: String)
    case number(Int)
  }

  struct Box<Value> {
    var value: Value
  }

  @Test func aStringThatBecomesMultiLine() {
    #expect(
      diff(Cue(text: "Are you ready?"), Cue(text: "Are you\nready?"))
        == """
        - OneFieldDiffTests.Cue(text: "Are you ready?")
        + OneFieldDiffTests.Cue(
        +   text: \"""
        +     Are you
        +     ready?
        +     \"""
        + )
        """
    )
  }

  @Test func aMultiLineString() {
    #expect(
      diff(Cue(text: "a\nb"), Cue(text: "a\nc"))
        == """
        - OneFieldDiffTests.Cue(
        -   text: \"""
        -     a
        -     b
        -     \"""
        - )
        + OneFieldDiffTests.Cue(
        +   text: \"""
        +     a
        +     c
        +     \"""
        + )
        """
    )
  }

  /// The entry shown whole keeps its comma, as its dump has it; swift-custom-dump leaves it out.
  @Test func anEnumPayloadInAnArray() {
    #expect(
      diff([Piece.plain(text: "a"), .number(1)], [Piece.plain(text: "a\nb"), .number(1)])
        == """
          [
        -   [0]: .plain(text: "a"),
        +   [0]: .plain(
        +     text: \"""
        +       a
        +       b
        +       \"""
        +   ),
            [1]: .number(1)
          ]
        """
    )
  }

  @Test func nilAndACaseWithoutPayload() {
    #expect(
      diff(Box(value: Int?.none), Box(value: 1))
        == """
        - OneFieldDiffTests.Box(value: nil)
        + OneFieldDiffTests.Box(
        +   value: 1
        + )
        """
    )
    #expect(
      diff(Box(value: [Piece.number(1)]), Box(value: [Piece.number(2)]))
        == """
          OneFieldDiffTests.Box(
            value: [
        -     [0]: .number(1)
        +     [0]: .number(2)
            ]
          )
        """
    )
  }
}
