import Dump
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
    let full = String(customDumping: chain)
    let lines = full.split(separator: "\n")
    // The innermost `.link(.end)` fits on one line.
    #expect(lines.count == 2 * Self.depth - 1)
    #expect(lines[Self.depth - 1] == String(repeating: " ", count: 2 * (Self.depth - 1)) + ".link(.end)")
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
    let text = String(customDumping: head)
    #expect(text.split(separator: "\n").count == 2 * Self.depth + 1)
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
