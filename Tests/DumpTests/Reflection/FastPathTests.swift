@testable import Dump
import Foundation
import Testing

/// Reflection reads arrays, optionals and ids without mirrors; these tests prove each shortcut
/// prints exactly what the general, mirror-based path prints.
@Suite struct FastPathTests {
  /// Shows its elements through a mirror, the way any non-array collection reaches the
  /// reflector.
  struct MirroredCollection: CustomReflectable {
    var elements: [Any]
    var customMirror: Mirror {
      Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
    }
  }

  struct Identified<ID: Hashable>: Identifiable {
    var id: ID
  }

  enum Kind: Hashable {
    case plain
    case tagged(Int)
  }

  struct CompositeID: Hashable {
    var group: Int
    var name: String
  }

  private func expectSameDump<Element>(
    _ array: [Element], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fast = String(customDumping: array)
    let general = String(customDumping: MirroredCollection(elements: array.map { $0 as Any }))
    #expect(fast == general, sourceLocation: sourceLocation)
  }

  @Test func arraysPrintAsTheirMirrorsWould() {
    expectSameDump([Int]())
    expectSameDump([1, 2, 3])
    expectSameDump([Double.nan, -0.0, .infinity, 1.5])
    expectSameDump(["plain", #"with "quotes""#, "tab\tand é", "two\nlines", ""])
    expectSameDump([1, nil] as [Int?])
    expectSameDump([1, nil, .some(nil)] as [Int??])
    expectSameDump([User(id: 1, name: "Blob"), nil] as [User?])
    expectSameDump([[], [1], [[2, 3]]] as [Any])
    expectSameDump([User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr.")])
    let shared = UserClass(id: 1, name: "Blob")
    expectSameDump([shared, UserClass(id: 2, name: "Blob, Jr."), shared])
    expectSameDump([Enum.foo, .bar(1), .baz(fizz: 0.5, buzz: "a\nb")])
    expectSameDump([(1, "a"), (label: 2, other: "b")] as [Any])
  }

  @Test func arraysAtMaxDepthCollapseLikeMirroredOnes() {
    let array: [Any] = [[1, 2], [User(id: 1, name: "Blob")], []]
    var fast = ""
    customDump(array, to: &fast, maxDepth: 1)
    var general = ""
    customDump(MirroredCollection(elements: array), to: &general, maxDepth: 1)
    #expect(fast == general)
  }

  @Test func doublesPrintAsStreamedText() {
    let doubles: [Double] = [
      .nan, -.nan, 0, -0.0, .infinity, -.infinity, 0.1, 1e300, .leastNonzeroMagnitude, 42,
    ]
    for double in doubles {
      #expect(String(customDumping: double) == String(describing: double as Any))
    }
    let floats: [Float] = [.nan, -0.0, 0.1, .greatestFiniteMagnitude]
    for float in floats {
      #expect(String(customDumping: float) == String(describing: float as Any))
    }
  }

  @Test func identitiesAreTheDumpsOfIds() {
    let ids: [AnyHashable] = [
      42, -7, "plain", #"with "quotes""#, "two\nlines", "é\u{0}", true, Double.nan, -0.0,
      UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"), Kind.plain, Kind.tagged(3),
      CompositeID(group: 1, name: "a"), Optional(5), Optional<Int>.none, [1, 2],
    ]
    for id in ids {
      guard let hashable = id.base as? any Hashable else { continue }
      let tree = DumpTree(reflecting: identified(hashable))
      #expect(tree[tree.root].identity == DumpTree.text(of: id.base), "\(id)")
    }
  }

  private func identified(_ id: some Hashable) -> Any {
    Identified(id: id)
  }

  enum Shape {
    case dot
    case line(length: Int)
    case box(UserClass)
    case none
  }

  @Test func repeatedEnumCasesKeepTheirNames() {
    let shapes: [Shape] = [
      .dot, .none, .line(length: 2), .dot, .box(UserClass(id: 1, name: "Blob")), .none, .dot,
    ]
    #expect(
      String(customDumping: shapes) == """
        [
          [0]: .dot,
          [1]: .none,
          [2]: .line(length: 2),
          [3]: .dot,
          [4]: .box(
            UserClass(
              id: 1,
              name: "Blob"
            )
          ),
          [5]: .none,
          [6]: .dot
        ]
        """
    )
    let general = String(customDumping: MirroredCollection(elements: shapes.map { $0 as Any }))
    #expect(String(customDumping: shapes) == general)
  }

  /// Counts its descriptions, so each dump of a case must ask for it again.
  enum Ticking: CustomStringConvertible {
    case tick

    static let descriptions = Locked(0)

    var description: String {
      let count = Self.descriptions.withLock { count in
        count += 1
        return count
      }
      return "tick \(count)"
    }
  }

  @Test func enumCasesWithTheirOwnDescriptionAreAskedEveryTime() {
    let before = Ticking.descriptions.withLock { $0 }
    #expect(
      String(customDumping: [Ticking.tick, .tick, .tick]) == """
        [
          [0]: .tick \(before + 1),
          [1]: .tick \(before + 2),
          [2]: .tick \(before + 3)
        ]
        """
    )
  }
}
