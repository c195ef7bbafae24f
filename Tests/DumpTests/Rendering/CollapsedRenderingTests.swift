import Testing

@testable import Dump

/// Rendering a whole tree to a depth must print what reflecting to that depth prints.
@Suite struct CollapsedRenderingTests {
  struct Wrapper {
    var value: Any
  }

  struct Pair {
    var left: Any
    var right: Any
  }

  struct Key: Hashable {
    var id: Int
    var name: String
  }

  enum Shape {
    case circle(radius: Double)
    case group([Shape])
    case empty
  }

  static var values: [Any] {
    [
      Pair(left: Wrapper(value: 1), right: Wrapper(value: Pair(left: "a", right: [1, 2]))),
      [[1, 2], [], [[3]]] as [Any],
      [Key(id: 1, name: "a"): Wrapper(value: "x"), Key(id: 2, name: "b"): Wrapper(value: [1])],
      Set([1, 2, 3]),
      Shape.group([.circle(radius: 1), .group([.empty]), .empty]),
      Wrapper(value: "two\nlines"),
      Pair(left: Optional(Optional(Wrapper(value: 2))) as Any, right: (1, label: "b")),
      Wrapper(value: Wrapper(value: Wrapper(value: ()))),
    ]
  }

  @Test(arguments: 0..<values.count)
  func collapsedRenderingMatchesShallowReflection(index: Int) {
    let value = Self.values[index]
    let tree = DumpTree(reflecting: value, computesIdentities: false)
    for depth in 0...4 {
      let rendered = DumpRenderer(tree: tree).text(
        of: tree.root, qualifiesEnumCase: true, maxDepth: depth)
      #expect(rendered == DumpTree.text(of: value, maxDepth: depth), "depth \(depth)")
    }
  }
}
