@testable import Dump
import Testing

/// Values nested far deeper than a recursive implementation's call stack allows.
@Suite struct DeepValueTests {
  indirect enum Chain {
    case end
    case link(Chain)
  }

  final class Node {
    var next: Node?
  }

  static let depth = 10_000

  @Test func deepIndirectEnum() {
    var chain = Chain.end
    for _ in 0..<Self.depth {
      chain = .link(chain)
    }
    var output = ""
    customDump(chain, to: &output, maxDepth: 3)
    #expect(
      output == """
        DeepValueTests.Chain.link(
          .link(
            .link(
              .link(…)
            )
          )
        )
        """)
    let tree = DumpTree(reflecting: chain)
    let lines = DumpRenderer(tree: tree).lines(of: tree.root, qualifiesEnumCase: true)
    // The innermost `.link(.end)` fits on one line.
    #expect(lines.count == 2 * Self.depth - 1)
    #expect(lines[Self.depth - 1].hasSuffix(" .link(.end)"))
    #expect(lines[Self.depth - 1].utf8.count == 2 * (Self.depth - 1) + ".link(.end)".utf8.count)
    dismantle(&chain)
  }

  @Test func deepLinkedObjects() {
    let head = Node()
    var tail = head
    for _ in 0..<Self.depth {
      let next = Node()
      tail.next = next
      tail = next
    }
    let tree = DumpTree(reflecting: head)
    let lines = DumpRenderer(tree: tree).lines(of: tree.root, qualifiesEnumCase: true)
    #expect(lines.count == 2 * Self.depth + 1)
    #expect(lines[Self.depth].hasSuffix("next: #10000 DeepValueTests.Node(next: nil)"))
    // Unlink iteratively so freeing the list does not recurse either.
    var node: Node? = head
    while let current = node {
      node = current.next
      current.next = nil
    }
  }

  private func dismantle(_ chain: inout Chain) {
    while case .link(let next) = chain {
      chain = next
    }
  }
}

/// `maxDepth` bounds the walk, not only the text: nothing below it is reflected.
@Suite struct MaxDepthBoundsTheWalkTests {
  /// A value whose mirror has one child, another such value, forever, and counts the mirrors
  /// it makes.
  final class Endless: CustomReflectable, @unchecked Sendable {
    let counter: Counter
    init(counter: Counter) { self.counter = counter }
    var customMirror: Mirror {
      counter.count += 1
      return Mirror(self, children: ["next": Endless(counter: counter)], displayStyle: .struct)
    }
  }

  final class Counter: @unchecked Sendable { var count = 0 }

  @Test func anEndlessMirrorStopsAtMaxDepth() {
    let counter = Counter()
    var output = ""
    customDump(Endless(counter: counter), to: &output, maxDepth: 5)
    #expect(output.contains("…"))
    #expect(counter.count <= 10, "reflected \(counter.count) levels for maxDepth 5")
  }

  indirect enum Chain {
    case end
    case link(Chain)
  }

  @Test func aDeepChainIsReflectedOnlyToMaxDepth() {
    var chain = Chain.end
    for _ in 0..<100_000 { chain = .link(chain) }
    let tree = DumpTree(reflecting: chain, maxDepth: 3)
    #expect(tree.nodes.count < 10, "\(tree.nodes.count) nodes for maxDepth 3")
    var output = ""
    customDump(chain, to: &output, maxDepth: 3)
    #expect(output.hasSuffix(".link(…)\n    )\n  )\n)"))
    // Breaks the chain iteratively: releasing it recursively would overflow the stack.
    while case .link(let next) = chain { chain = next }
  }
}
