import Testing

@testable import Dump

/// Sets are sorted from their members' nodes once reflected, instead of dumping every member
/// a second time to sort it: the text must be exactly what sorting by separate dumps prints.
@Suite struct SetMemberOrderingTests {
  indirect enum Shade: Hashable {
    case light, dark
    case custom(String)
    case mixed(Shade?, level: Int)
  }

  struct Tag: Hashable {
    var name: String
    var shade: Shade?
    var notes: String
  }

  struct Box: Hashable {
    var tag: Tag
    var members: Set<Int>
  }

  /// A member whose fields all print on one line (most of the time): its text is written
  /// without the renderer, and sorted by the bytes after the start all texts share.
  struct Flat: Hashable {
    var name: String
    var count: Int
    var shade: Shade?
    var note: String?
  }

  final class Node: Hashable, CustomStringConvertible {
    let name: String
    let child: Node?

    init(name: String, child: Node? = nil) {
      self.name = name
      self.child = child
    }

    static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { "Node(\(name))" }
  }

  /// Random values of every kind a set holds, with many ties in their shallow dumps.
  struct Generator {
    var random: SplitMix
    // Shared objects, so that sets meet the same object twice (`↑`) and number them (`#1`).
    let nodes: [Node] = {
      let leaf = Node(name: "leaf")
      return [leaf, Node(name: "a", child: leaf), Node(name: "b", child: leaf), Node(name: "c")]
    }()

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func string() -> String {
      switch int(0...5) {
      case 0: return "line \(int(0...3))\nline \(int(0...3))"
      // Not ASCII, and two spellings `String` holds equal.
      case 5: return ["é", "e\u{301}", "ü", "Zoë"][int(0...3)]
      case 1: return ""
      case 2: return "\"quoted\" \(int(0...9))"
      default: return "s\(int(0...12))"
      }
    }

    mutating func shade(depth: Int = 0) -> Shade {
      switch int(0...(depth > 1 ? 2 : 3)) {
      case 0: return .light
      case 1: return .dark
      case 2: return .custom(string())
      default: return .mixed(int(0...2) == 0 ? nil : shade(depth: depth + 1), level: int(0...2))
      }
    }

    mutating func tag() -> Tag {
      Tag(name: "tag \(int(0...5))", shade: int(0...3) == 0 ? nil : shade(), notes: string())
    }

    /// Names that share long starts, end within a few bytes of each other, or are prefixes
    /// of one another; now and then one that is not ASCII or not plain.
    mutating func flat() -> Flat {
      let letters = ["a", "b", "a\0", "é", "\"", "\n"]
      let name =
        (int(0...1) == 0 ? "label " : "")
        + (0..<int(0...10)).map { _ in letters[int(0...30) == 0 ? int(2...5) : int(0...1)] }
        .joined()
      let shades: [Shade?] = [nil, .light, .dark, .custom("c")]
      return Flat(
        name: name, count: int(0...2) == 0 ? int(0...12) : 7,
        shade: shades[int(0...10) == 0 ? 3 : int(0...2)],
        note: int(0...2) == 0 ? nil : "n\(int(0...1))")
    }

    mutating func box() -> Box {
      Box(tag: tag(), members: Set((0..<int(0...4)).map { _ in int(0...20) }))
    }

    mutating func member(allowsObjects: Bool, depth: Int) -> AnyHashable {
      switch int(0...(allowsObjects ? 9 : 8)) {
      case 0: return AnyHashable(int(-20...20))
      case 1: return AnyHashable(string())
      case 2: return AnyHashable(tag())
      case 3: return AnyHashable(box())
      case 4: return AnyHashable(shade())
      case 5: return AnyHashable(int(0...1) == 0 ? nil : Optional(tag()))
      case 6: return AnyHashable(Double(int(0...40)) / 4)
      case 7 where depth < 2: return AnyHashable(set(allowsObjects: allowsObjects, depth: depth + 1))
      case 8: return AnyHashable(["k\(int(0...3))": int(0...3)])
      case 9: return AnyHashable(nodes[int(0...nodes.count - 1)])
      default: return AnyHashable(tag())
      }
    }

    /// A set of one kind of member (as most sets are) or of mixed kinds.
    mutating func set(allowsObjects: Bool, depth: Int = 0) -> Set<AnyHashable> {
      let count = int(0...12)
      if int(0...2) == 0 {
        return Set((0..<count).map { _ in member(allowsObjects: allowsObjects, depth: depth) })
      }
      let kind = int(0...4)
      return Set(
        (0..<count).map { _ -> AnyHashable in
          switch kind {
          case 0: AnyHashable(int(0...30))
          case 1: AnyHashable(string())
          case 2: AnyHashable(tag())
          case 3: AnyHashable(box())
          default: AnyHashable(shade())
          }
        })
    }
  }

  func expectSameText(
    _ value: Any, maxDepth: Int = .max, line: UInt = #line, column: UInt = #column
  ) {
    let once = DumpTree.text(of: value, maxDepth: maxDepth)
    let twice = DumpTree.text(of: value, maxDepth: maxDepth, ordersSetMembersByTheirNodes: false)
    expectNoDifference(once, twice, line: line, column: column)
    // Rendered as lines, members whose text was kept (dumps keep them) write it line by line.
    let tree = DumpTree(reflecting: value, maxDepth: maxDepth, computesIdentities: false)
    let oldTree = DumpTree(
      reflecting: value, maxDepth: maxDepth, computesIdentities: false,
      ordersSetMembersByTheirNodes: false)
    expectNoDifference(
      DumpRenderer(tree: tree).lines(of: tree.root, indent: 2),
      DumpRenderer(tree: oldTree).lines(of: oldTree.root, indent: 2), line: line, column: column)
  }

  /// The diff of two sets as `diff` writes it, with sets sorted one way or the other.
  func diffText(_ old: Any, _ new: Any, byTheirNodes: Bool) -> String {
    let differ = TreeDiffer(
      old: DumpTree(reflecting: old, ordersSetMembersByTheirNodes: byTheirNodes),
      new: DumpTree(reflecting: new, ordersSetMembersByTheirNodes: byTheirNodes))
    var output = DiffOutput(format: .default)
    differ.appendDiff(to: &output)
    return output.text
  }

  @Test func randomSetDiffsReadAsWhenSortedBySeparateDumps() {
    var generator = Generator(random: SplitMix(seed: 15))
    for _ in 0..<300 {
      let old = generator.set(allowsObjects: generator.int(0...3) == 0)
      var new = old
      for _ in 0..<generator.int(0...3) {
        if let member = new.randomElement(using: &generator.random) { new.remove(member) }
      }
      for _ in 0..<generator.int(0...3) {
        new.insert(generator.member(allowsObjects: false, depth: 1))
      }
      expectNoDifference(
        diffText(["set": old], ["set": new], byTheirNodes: true),
        diffText(["set": old], ["set": new], byTheirNodes: false))
    }
  }

  @Test func randomSetsPrintAsWhenSortedBySeparateDumps() {
    var generator = Generator(random: SplitMix(seed: 11))
    for _ in 0..<400 {
      let set = generator.set(allowsObjects: false)
      expectSameText(set)
      expectSameText([set, generator.set(allowsObjects: false)])
      expectSameText(["a": set])
    }
  }

  @Test func randomSetsAtLimitedDepths() {
    var generator = Generator(random: SplitMix(seed: 12))
    for _ in 0..<200 {
      let set = generator.set(allowsObjects: false)
      for maxDepth in 0...4 {
        expectSameText(set, maxDepth: maxDepth)
        expectSameText([[set]], maxDepth: maxDepth)
      }
    }
  }

  @Test func setsHoldingObjectsKeepTheirMarksInPrintOrder() {
    var generator = Generator(random: SplitMix(seed: 13))
    for _ in 0..<300 {
      let set = generator.set(allowsObjects: true)
      expectSameText(set)
      expectSameText((generator.nodes[1], set, generator.nodes[3]))
    }
  }

  @Test func typedSets() {
    var generator = Generator(random: SplitMix(seed: 14))
    for _ in 0..<100 {
      expectSameText(Set((0..<generator.int(0...30)).map { _ in generator.int(-99...99) }))
      expectSameText(Set((0..<generator.int(0...30)).map { _ in generator.string() }))
      expectSameText(Set((0..<generator.int(0...30)).map { _ in Double(generator.int(-9...9)) / 8 }))
      expectSameText(Set((0..<generator.int(0...30)).map { _ in generator.tag() }))
      expectSameText(Set((0..<generator.int(0...20)).map { _ in generator.box() }))
      expectSameText(Set((0..<generator.int(0...20)).map { _ in generator.shade() }))
      expectSameText(
        Set((0..<generator.int(0...20)).map { _ in
          generator.int(0...2) == 0 ? nil : Optional(generator.tag())
        }))
      expectSameText(
        Set((0..<generator.int(0...6)).map { _ in
          Set((0..<generator.int(0...4)).map { _ in generator.tag() })
        }))
    }
  }

  @Test func flatMembersPrintAsWhenSortedBySeparateDumps() {
    var generator = Generator(random: SplitMix(seed: 16))
    for _ in 0..<300 {
      let set = Set((0..<generator.int(0...40)).map { _ in generator.flat() })
      expectSameText(set)
      expectSameText(set, maxDepth: generator.int(0...2))
      expectSameText(["a": [set]])
      expectSameText(Set([set, Set((0..<generator.int(0...4)).map { _ in generator.flat() })]))
      let other = Set((0..<generator.int(0...4)).map { _ in generator.flat() }).union(set)
      expectNoDifference(
        diffText(["set": set], ["set": other], byTheirNodes: true),
        diffText(["set": set], ["set": other], byTheirNodes: false))
    }
  }

  enum Word: String, Hashable, CaseIterable {
    case a, ab, abc, abcdefghij, abcdefghijk, b, ba
  }

  struct Code: Hashable, CustomDumpStringConvertible {
    var text: String
    var customDumpDescription: String { text }
  }

  /// Members in the order their one-level texts give, as `String` orders them (ties by their
  /// full texts): an oracle apart from `DumpOrdering`, which both sides of `expectSameText` use.
  func expectOrderedByTheirTexts<Member: Hashable>(
    _ members: Set<Member>, printedAs line: (Member) -> String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line testLine: UInt = #line, column: UInt = #column
  ) {
    let sorted = members.sorted {
      (DumpTree.text(of: $0, maxDepth: 1), DumpTree.text(of: $0))
        < (DumpTree.text(of: $1, maxDepth: 1), DumpTree.text(of: $1))
    }
    let expected =
      members.isEmpty
      ? "Set([])" : "Set([\n" + sorted.map(line).joined(separator: ",\n") + "\n])"
    expectNoDifference(
      DumpTree.text(of: members), expected, fileID: fileID, filePath: filePath, line: testLine,
      column: column)
  }

  @Test func membersSortByTheirTextsWhereOneIsThePrefixOfAnother() {
    var generator = Generator(random: SplitMix(seed: 17))
    let indented = { (text: String) in
      text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }
    for _ in 0..<200 {
      let words = Set((0..<generator.int(0...7)).map { _ in Word.allCases[generator.int(0...6)] })
      expectOrderedByTheirTexts(words) { "  .\($0)" }
      let codes = Set(
        (0..<generator.int(0...7)).map { _ in
          Code(text: (0..<generator.int(1...12)).map { _ in ["x", "y", " "][generator.int(0...2)] }.joined())
        })
      expectOrderedByTheirTexts(codes) { "  \($0.text)" }
      let flats = Set((0..<generator.int(0...30)).map { _ in generator.flat() })
      expectOrderedByTheirTexts(flats) { indented(DumpTree.text(of: $0)) }
    }
  }

  @Test func equalShallowDumpsAreOrderedByFullDumps() {
    // Every box reads `Box(tag: Tag(…), members: Set([…]))` one level deep.
    let boxes = Set(
      (0..<30).map { Box(tag: Tag(name: "t", shade: .light, notes: ""), members: [$0, $0 * 7]) })
    expectSameText(boxes)
    #expect(DumpTree.text(of: boxes).contains("Set(["))
  }
}
