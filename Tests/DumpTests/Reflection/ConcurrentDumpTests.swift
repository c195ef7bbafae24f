import Dump
import Testing

/// Dumps on many tasks at once share the process-wide caches of type names and traits; each
/// must still print its own value.
@Suite struct ConcurrentDumpTests {
  // Types no other test dumps, so that the caches meet them cold here.
  struct Apple: Sendable {
    var seeds: Int
  }

  enum Pear: Sendable {
    case ripe, green
  }

  // Unchecked for the metatype, which is immutable.
  struct Crate<Fruit: Sendable>: @unchecked Sendable {
    /// Printed as its name (`Apple.self`): a race on the cached names would show.
    var kind: Any.Type
    var fruit: Fruit
    var more: [Fruit]
  }

  static let dumps: [@Sendable () -> String] = [
    { String(customDumping: Crate(kind: Apple.self, fruit: Apple(seeds: 5), more: [])) },
    { String(customDumping: Crate(kind: Pear.self, fruit: Pear.ripe, more: [.green])) },
    { String(customDumping: Crate(kind: Int.self, fruit: 7, more: [8])) },
    { String(customDumping: Crate(kind: [Pear?].self, fruit: [Pear?.none], more: [])) },
  ]

  static let expected = [
    """
    ConcurrentDumpTests.Crate(
      kind: ConcurrentDumpTests.Apple.self,
      fruit: ConcurrentDumpTests.Apple(seeds: 5),
      more: []
    )
    """,
    """
    ConcurrentDumpTests.Crate(
      kind: ConcurrentDumpTests.Pear.self,
      fruit: .ripe,
      more: [
        [0]: .green
      ]
    )
    """,
    """
    ConcurrentDumpTests.Crate(
      kind: Int.self,
      fruit: 7,
      more: [
        [0]: 8
      ]
    )
    """,
    """
    ConcurrentDumpTests.Crate(
      kind: [ConcurrentDumpTests.Pear?].self,
      fruit: [
        [0]: nil
      ],
      more: []
    )
    """,
  ]

  @Test func dumpsFromManyTasksEachPrintTheirOwnValue() async {
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for index in 0..<64 {
        group.addTask {
          let kind = index % Self.dumps.count
          return (kind, Self.dumps[kind]())
        }
      }
      var results: [(Int, String)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 64)
    for (kind, text) in results {
      #expect(text == Self.expected[kind])
    }
  }
}
