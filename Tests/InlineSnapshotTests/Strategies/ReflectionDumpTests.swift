import Dump
import Foundation
@testable import InlineSnapshot
import Testing

/// `.dump` prints swift-snapshot-testing's dump format to the byte. Every expected text here is
/// what swift-snapshot-testing 1.19.7's `.dump` printed for the same value (run in a scratch
/// package on Linux, Swift 6.3.1).
@Suite
struct ReflectionDumpTests {
  @Test func dumpStrategyPrintsSwiftSnapshotTestingsFormat() {
    assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
      """
      ▿ 2 elements
        - "Hello"
        - "World"

      """
    }
  }

  @Test func customDumpStrategyPrintsDumpsText() {
    assertInlineSnapshot(of: ["Hello", "World"], as: .customDump) {
      """
      [
        [0]: "Hello",
        [1]: "World"
      ]
      """
    }
  }

  @Test func scalarsAndStringsPrintOnOneLine() {
    expectNoDifference(ReflectionDump.text(of: "Hello"), "- \"Hello\"\n")
    expectNoDifference(ReflectionDump.text(of: "Hello\n\"World\""), "- \"Hello\\n\\\"World\\\"\"\n")
    expectNoDifference(ReflectionDump.text(of: ""), "- \"\"\n")
    expectNoDifference(ReflectionDump.text(of: "a\tb\u{1}é"), "- \"a\\tb\\u{01}é\"\n")
    expectNoDifference(ReflectionDump.text(of: 42), "- 42\n")
    expectNoDifference(ReflectionDump.text(of: Int8(3)), "- 3\n")
    expectNoDifference(ReflectionDump.text(of: 1.5), "- 1.5\n")
    expectNoDifference(ReflectionDump.text(of: Float(0.1)), "- 0.1\n")
    expectNoDifference(ReflectionDump.text(of: true), "- true\n")
    expectNoDifference(ReflectionDump.text(of: Character("a")), "- \"a\"\n")
    expectNoDifference(ReflectionDump.text(of: "Hello"[...]), "- \"Hello\"\n")
    expectNoDifference(ReflectionDump.text(of: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!), "- DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\n")
    expectNoDifference(ReflectionDump.text(of: Int.self), "- Int\n")
    expectNoDifference(ReflectionDump.text(of: \User.name), "- KeyPath<User, String>\n")
    expectNoDifference(ReflectionDump.text(of: NSNumber(value: 3)), "- 3\n")
  }

  @Test func collectionsCountTheirElements() {
    expectNoDifference(ReflectionDump.text(of: ["Hello", "World"]), "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n")
    expectNoDifference(ReflectionDump.text(of: [Int]()), "- 0 elements\n")
    expectNoDifference(ReflectionDump.text(of: [1]), "▿ 1 element\n  - 1\n")
    expectNoDifference(ReflectionDump.text(of: [[1, 2], []]), "▿ 2 elements\n  ▿ 2 elements\n    - 1\n    - 2\n  - 0 elements\n")
    expectNoDifference(ReflectionDump.text(of: [1, 2, 3][1...]), "▿ 2 elements\n  - 2\n  - 3\n")
    expectNoDifference(ReflectionDump.text(of: [(1, 2)]), "▿ 1 element\n  ▿ (2 elements)\n    - .0: 1\n    - .1: 2\n")
    expectNoDifference(ReflectionDump.text(of: [1, "a", nil] as [Any?]), "▿ 3 elements\n  ▿ Optional<Any>\n    - some: 1\n  ▿ Optional<Any>\n    - some: \"a\"\n  - Optional<Any>.none\n")
    expectNoDifference(ReflectionDump.text(of: ()), "- (0 elements)\n")
  }

  @Test func dictionariesAndSetsAreSortedByText() {
    expectNoDifference(ReflectionDump.text(of: ["b": 2, "a": 1, "c": 3]), "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: \"a\"\n    - value: 1\n  ▿ (2 elements)\n    - key: \"b\"\n    - value: 2\n  ▿ (2 elements)\n    - key: \"c\"\n    - value: 3\n")
    expectNoDifference(ReflectionDump.text(of: ["a": 1]), "▿ 1 key/value pair\n  ▿ (2 elements)\n    - key: \"a\"\n    - value: 1\n")
    expectNoDifference(ReflectionDump.text(of: [String: Int]()), "- 0 key/value pairs\n")
    expectNoDifference(ReflectionDump.text(of: [10: "ten", 9: "nine", 100: "hundred"]), "▿ 3 key/value pairs\n  ▿ (2 elements)\n    - key: 10\n    - value: \"ten\"\n  ▿ (2 elements)\n    - key: 100\n    - value: \"hundred\"\n  ▿ (2 elements)\n    - key: 9\n    - value: \"nine\"\n")
    expectNoDifference(ReflectionDump.text(of: ["a": ["x": 1]]), "▿ 1 key/value pair\n  ▿ (2 elements)\n    - key: \"a\"\n    ▿ value: 1 key/value pair\n      ▿ (2 elements)\n        - key: \"x\"\n        - value: 1\n")
    expectNoDifference(ReflectionDump.text(of: Set(["b", "a", "c"])), "▿ 3 members\n  - \"a\"\n  - \"b\"\n  - \"c\"\n")
    expectNoDifference(ReflectionDump.text(of: Set([1])), "▿ 1 member\n  - 1\n")
    expectNoDifference(ReflectionDump.text(of: Set([Generic(value: 2), Generic(value: 10)])), "▿ 2 members\n  ▿ Generic<Int>\n    - value: 10\n  ▿ Generic<Int>\n    - value: 2\n")
  }

  @Test func optionalsNameTheirType() {
    expectNoDifference(ReflectionDump.text(of: Optional("x") as Any), "▿ Optional<String>\n  - some: \"x\"\n")
    expectNoDifference(ReflectionDump.text(of: Optional<String>.none as Any), "- Optional<String>.none\n")
    expectNoDifference(ReflectionDump.text(of: Optional<Int>.none as Any), "- Optional<Int>.none\n")
    expectNoDifference(ReflectionDump.text(of: Optional(Optional(1)) as Any), "▿ Optional<Optional<Int>>\n  ▿ some: Optional<Int>\n    - some: 1\n")
    expectNoDifference(ReflectionDump.text(of: Generic<Int?>(value: nil)), "▿ Generic<Optional<Int>>\n  - value: Optional<Int>.none\n")
    expectNoDifference(ReflectionDump.text(of: Generic(value: Optional(User(id: 1, name: "x", bio: "y")))), "▿ Generic<Optional<User>>\n  ▿ value: Optional<User>\n    ▿ some: User\n      - bio: \"y\"\n      - id: 1\n      - name: \"x\"\n")
  }

  @Test func enumsAndTuples() {
    expectNoDifference(ReflectionDump.text(of: Color.red), "- Color.red\n")
    expectNoDifference(ReflectionDump.text(of: Shape.circle(radius: 2)), "▿ Shape\n  ▿ circle: (1 element)\n    - radius: 2.0\n")
    expectNoDifference(ReflectionDump.text(of: Shape.rect(1, 2)), "▿ Shape\n  ▿ rect: (2 elements)\n    - .0: 1\n    - .1: 2\n")
    expectNoDifference(ReflectionDump.text(of: Shape.unit), "- Shape.unit\n")
    expectNoDifference(ReflectionDump.text(of: Indirect.node(.leaf)), "▿ Indirect\n  - node: Indirect.leaf\n")
    expectNoDifference(ReflectionDump.text(of: (1, "a")), "▿ (2 elements)\n  - .0: 1\n  - .1: \"a\"\n")
    expectNoDifference(ReflectionDump.text(of: (x: 1, y: "a")), "▿ (2 elements)\n  - x: 1\n  - y: \"a\"\n")
    expectNoDifference(ReflectionDump.text(of: (ab: 1, a: 2, b: 3)), "▿ (3 elements)\n  - ab: 1\n  - a: 2\n  - b: 3\n")
    expectNoDifference(ReflectionDump.text(of: Generic(value: (b: 2, a: 1))), "▿ Generic<(b: Int, a: Int)>\n  ▿ value: (2 elements)\n    - b: 2\n    - a: 1\n")
  }

  @Test func structPropertiesAreSortedByText() {
    expectNoDifference(ReflectionDump.text(of: User(id: 1, name: "Blobby", bio: "Blobbed around the world.")), "▿ User\n  - bio: \"Blobbed around the world.\"\n  - id: 1\n  - name: \"Blobby\"\n")
    expectNoDifference(ReflectionDump.text(of: [User(id: 2, name: "B", bio: ""), User(id: 1, name: "A", bio: "")]), "▿ 2 elements\n  ▿ User\n    - bio: \"\"\n    - id: 2\n    - name: \"B\"\n  ▿ User\n    - bio: \"\"\n    - id: 1\n    - name: \"A\"\n")
    expectNoDifference(ReflectionDump.text(of: Empty()), "- Empty\n")
    expectNoDifference(ReflectionDump.text(of: Outer()), "▿ Outer\n  ▿ inner: Inner\n    - x: 1\n")
    expectNoDifference(ReflectionDump.text(of: Generic(value: [1])), "▿ Generic<Array<Int>>\n  ▿ value: 1 element\n    - 1\n")
    expectNoDifference(ReflectionDump.text(of: Labels()), "▿ Labels\n  ▿ a: Optional<Int>\n    - some: 3\n  - b: Optional<Int>.none\n  ▿ c: 2 key/value pairs\n    ▿ (2 elements)\n      - key: \"x\"\n      - value: 1\n    ▿ (2 elements)\n      - key: \"y\"\n      - value: 2\n")
    expectNoDifference(ReflectionDump.text(of: PrefixLabels()), "▿ PrefixLabels\n  - B: 3\n  - _x: 4\n  - a: 2\n  - ab: 1\n")
    expectNoDifference(ReflectionDump.text(of: Mirrored()), "▿ Mirrored\n  - a: 1\n  - b: 2\n")
    expectNoDifference(ReflectionDump.text(of: 1..<3), "▿ 1..<3\n  - lowerBound: 1\n  - upperBound: 3\n")
    expectNoDifference(ReflectionDump.text(of: 1...3), "▿ 1...3\n  - lowerBound: 1\n  - upperBound: 3\n")
  }

  @Test func classesAndCycles() {
    expectNoDifference(ReflectionDump.text(of: Shared()), "▿ Shared\n  - a: 1\n  - z: 2\n")
    expectNoDifference(ReflectionDump.text(of: Sub()), "▿ Sub\n  - sub: 2\n")
    expectNoDifference(ReflectionDump.text(of: { let s = Shared(); return HasShared(one: s, two: s) }()), "▿ HasShared\n  ▿ one: Shared\n    - a: 1\n    - z: 2\n  ▿ two: Shared\n    - a: 1\n    - z: 2\n")
    expectNoDifference(ReflectionDump.text(of: { let n = Node(1); n.next = Node(2, next: n); return n }()), "▿ Node\n  ▿ next: Optional<Node>\n    ▿ some: Node\n      ▿ next: Optional<Node>\n        ▿ some (circular reference detected)\n      - value: 2\n  - value: 1\n")
    expectNoDifference(ReflectionDump.text(of: { let a = CSCNode(); let b = PlainNode(); a.next = b; b.back = a; return a }()), "▿ CSC\n  ▿ next: Optional<PlainNode>\n    ▿ some: PlainNode\n      ▿ back: Optional<CSCNode>\n        ▿ some: CSC\n          ▿ next: Optional<PlainNode>\n            ▿ some (circular reference detected)\n          - name: \"csc\"\n      - name: \"plain\"\n  - name: \"csc\"\n")
    expectNoDifference(ReflectionDump.text(of: Node(1)), "▿ Node\n  - next: Optional<Node>.none\n  - value: 1\n")
  }

  @Test func customDescriptions() {
    expectNoDifference(ReflectionDump.text(of: Described()), "▿ Described!\n  - a: 1\n  - b: \"x\"\n")
    expectNoDifference(ReflectionDump.text(of: Custom()), "- custom 1\n")
    expectNoDifference(ReflectionDump.text(of: [Custom()]), "▿ 1 element\n  - custom 1\n")
    expectNoDifference(ReflectionDump.text(of: CustomChildren()), "▿ children\n  - y: 2\n  - x: 1\n")
    expectNoDifference(ReflectionDump.text(of: Obj()), "- Obj at!\n")
    expectNoDifference(ReflectionDump.text(of: Date(timeIntervalSince1970: 1234567890)), "- 2009-02-13T23:31:30Z\n")
    expectNoDifference(ReflectionDump.text(of: Date(timeIntervalSince1970: -0.5)), "- 1969-12-31T23:59:59Z\n")
    expectNoDifference(ReflectionDump.text(of: Date.distantPast), "- 0001-01-01T00:00:00Z\n")
    expectNoDifference(ReflectionDump.text(of: Date.distantFuture), "- 4001-01-01T00:00:00Z\n")
    expectNoDifference(ReflectionDump.text(of: Date(timeIntervalSince1970: -62135596800)), "- 0001-01-03T00:00:00Z\n")
    expectNoDifference(ReflectionDump.text(of: Date(timeIntervalSince1970: 1234567890.999)), "- 2009-02-13T23:31:30Z\n")
    expectNoDifference(ReflectionDump.text(of: Date(timeIntervalSince1970: 316_512_000_000)), "- 11999-11-13T08:00:00Z\n")
    expectNoDifference(ReflectionDump.text(of: Event(at: Date(timeIntervalSince1970: 0.75), link: URL(string: "file:///tmp/a b")!, tags: ["b", "a"], payload: Data())), "▿ Event\n  - at: 1970-01-01T00:00:00Z\n  - link: file:///tmp/a%20b\n  - payload: 0 bytes\n  ▿ tags: 2 members\n    - \"a\"\n    - \"b\"\n")
    expectNoDifference(ReflectionDump.text(of: URL(string: "https://www.pointfree.co/?a=1")!), "- https://www.pointfree.co/?a=1\n")
    expectNoDifference(ReflectionDump.text(of: Data([1, 2, 3])), "- 3 bytes\n")
  }

  /// swift-snapshot-testing recurses until the stack overflows on a cycle made only of objects
  /// that describe themselves; `.dump` ends it at the object's third appearance.
  @Test func cycleOfSelfDescribingObjectsEnds() {
    let loop = Loop()
    loop.next = loop
    expectNoDifference(
      ReflectionDump.text(of: loop),
      """
      ▿ loop
        ▿ next: Optional<Loop>
          ▿ some: loop
            ▿ next: Optional<Loop>
              ▿ some (circular reference detected)

      """
    )
  }

  /// swift-snapshot-testing recurses once a level (and its sorting re-renders every subtree);
  /// `.dump` reflects and renders with explicit stacks. 3,000 levels crashed a recursive
  /// version on a test thread.
  @Test func aValueNestedThousandsOfLevelsDeepPrints() {
    var chain = Chain.end
    for _ in 0..<5_000 { chain = .link(chain) }
    let lines = ReflectionDump.text(of: chain).split(separator: "\n")
    #expect(lines.count == 5_001)
    #expect(lines.first == "▿ Chain")
    #expect(lines.last?.prefix { $0 == " " }.count == 10_000)
    #expect(lines.last?.hasSuffix(" - link: Chain.end") == true)
    #expect(lines.last?.utf8.count == 10_017)
  }

  /// A complexity guard that counts work: swift-snapshot-testing renders every property once to
  /// sort it and once to print it, at every level, so the nodes of a linked list are reflected
  /// a number of times that doubles with each node (8.8 s for 18 nodes in a release build).
  /// `.dump` sorts properties by their labels alone and reflects each node once.
  @Test func aLongLinkedListIsReflectedOncePerNode() {
    for count in [100, 1_000] {
      let counter = ReflectionCounter()
      var head: CountedNode?
      for value in 0..<count { head = CountedNode(value, next: head, counter: counter) }
      let text = ReflectionDump.text(of: head as Any)
      #expect(text.components(separatedBy: "- value: ").count == count + 1)
      #expect(counter.count == count, "\(count) nodes")
    }
  }

  @Test func localTypesLoseTheirDiscriminator() {
    struct LocalUser { var name = "Blob" }
    enum LocalEnum { case a }
    expectNoDifference(ReflectionDump.text(of: LocalUser()), "▿ LocalUser\n  - name: \"Blob\"\n")
    expectNoDifference(ReflectionDump.text(of: LocalEnum.a), "- LocalEnum.a\n")
    expectNoDifference(ReflectionDump.text(of: Optional(LocalUser()) as Any), "▿ Optional<LocalUser>\n  ▿ some: LocalUser\n    - name: \"Blob\"\n")
  }
}

private struct User { let id: Int, name: String, bio: String }
private enum Color { case red, green }
private enum Shape { case circle(radius: Double), rect(Int, Int), unit }
private struct Described: CustomStringConvertible {
  var a = 1
  var b = "x"
  var description: String { "Described!" }
}
/// Counts how often the nodes that share it are reflected.
private final class ReflectionCounter: @unchecked Sendable {
  var count = 0
}

/// A linked list node that counts its reflections.
private final class CountedNode: CustomReflectable {
  let value: Int
  let next: CountedNode?
  let counter: ReflectionCounter

  init(_ value: Int, next: CountedNode?, counter: ReflectionCounter) {
    self.value = value
    self.next = next
    self.counter = counter
  }

  var customMirror: Mirror {
    counter.count += 1
    return Mirror(self, children: ["value": value, "next": next as Any], displayStyle: .class)
  }
}

private final class Node {
  var value: Int
  var next: Node?
  init(_ value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}
private final class Shared { var z = 2; var a = 1 }
private struct HasShared { var one: Shared; var two: Shared }
private struct Generic<T> { var value: T }
extension Generic: Hashable where T: Hashable {}
extension Generic: Equatable where T: Equatable {}
private struct Empty {}
private struct Outer {
  struct Inner { var x = 1 }
  var inner = Inner()
}
private class Base { var base = 1 }
private final class Sub: Base { var sub = 2 }
private struct Custom: AnySnapshotStringConvertible {
  var x = 1
  var snapshotDescription: String { "custom \(x)" }
}
private struct CustomChildren: AnySnapshotStringConvertible {
  static var renderChildren: Bool { true }
  var y = 2
  var x = 1
  var snapshotDescription: String { "children" }
}
private final class Obj: NSObject {
  override var description: String { "Obj at 0x1234abcd!" }
}
private struct Mirrored: CustomReflectable {
  var customMirror: Mirror { Mirror(self, children: ["b": 2, "a": 1], displayStyle: .struct) }
}
private indirect enum Indirect { case node(Indirect), leaf }
private struct Labels {
  var b: Int? = nil
  var a: Int? = 3
  var c: [String: Int] = ["y": 2, "x": 1]
}
private final class CSCNode: CustomStringConvertible {
  var next: PlainNode?
  var name = "csc"
  var description: String { "CSC" }
}
private final class PlainNode { var back: CSCNode?; var name = "plain" }
private struct Event { var at: Date; var link: URL; var tags: Set<String>; var payload: Data }
private struct PrefixLabels { var ab = 1; var a = 2; var B = 3; var _x = 4 }
private final class Loop: CustomStringConvertible {
  var next: Loop?
  var description: String { "loop" }
}
private indirect enum Chain { case link(Chain), end }
