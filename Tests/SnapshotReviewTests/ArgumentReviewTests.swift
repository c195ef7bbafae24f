import Foundation
@testable import SnapshotReview
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// Snapshots per argument in the pending mode: each argument's entry is saved, listed,
/// exported and accepted on its own, and entries of one call saved by several processes merge.
@Suite struct ArgumentReviewTests {
  static let source = """
    import InlineSnapshot
    import Testing

    @Test(arguments: [1, 2])
    func tens(n: Int) {
      assertInlineSnapshot(of: n * 10, as: .customDump)
    }

    """
  static let keys = ["n: 1", "n: 2"]

  /// One test process of the pending mode that ran the arguments `values`.
  static func pendingRun(_ scratch: ScratchPackage, _ values: [(key: String, actual: String)]) {
    let pending = ScratchPackage.collector()
    for (key, actual) in values {
      let assertion = InlineSnapshotAssertion(
        actual: actual, expected: nil, record: .pending,
        site: SnapshotSite(
          filePath: scratch.testFile, line: 6, column: 23, key: SnapshotKey(key, order: keys)),
        function: "tens(n:)")
      #expect(assertion.run(recorder: pending.recorder, pending: pending).fails)
    }
    _ = pending.save()
  }

  static let both = #"""
    import InlineSnapshot
    import Testing

    @Test(arguments: [1, 2])
    func tens(n: Int) {
      assertInlineSnapshot(of: n * 10, as: .customDump) {
        [
          "n: 1": """
          10
          """,
          "n: 2": """
          20
          """,
        ]
      }
    }

    """#

  @Test func eachArgumentIsListedAndAcceptedIntoOneClosure() throws {
    let scratch = try ScratchPackage(source: Self.source)
    defer { scratch.remove() }
    Self.pendingRun(scratch, [("n: 2", "20")])
    Self.pendingRun(scratch, [("n: 1", "10")])
    #expect(try scratch.text == Self.source)
    let list = scratch.run("list").console.output
    #expect(
      list == """
        Tests/AppTests/AppTests.swift:6 [n: 1] tens(n:) new snapshot
        Tests/AppTests/AppTests.swift:6 [n: 2] tens(n:) new snapshot

        """)
    let json = scratch.run("list", "--json").console.output
    #expect(json.contains(#""key":"n: 1""#))
    let patch = scratch.run("export", "--patch", "-").console.output
    #expect(patch.contains(#"+      "n: 2": """"#))
    let (status, console) = scratch.run("accept")
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == Self.both)
    #expect(scratch.store.batchFiles().isEmpty)
  }

  @Test func anArgumentAcceptedLaterMergesWithTheEntriesWrittenSince() throws {
    let scratch = try ScratchPackage(source: Self.source)
    defer { scratch.remove() }
    Self.pendingRun(scratch, [("n: 1", "10")])
    Self.pendingRun(scratch, [("n: 2", "20")])
    // Accepts the first argument's entry, skips the second: the file moves on.
    let review = scratch.run("review", keys: "as", interactive: true)
    #expect(review.status == 0, "\(review.console.errors)")
    #expect(try scratch.text.contains(#""n: 2""#) == false)
    // The second, located in the text its run was compiled from, merges into the closure.
    let (status, console) = scratch.run("accept")
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text == Self.both)
  }

  @Test func aFilterWithAKeyPicksOneArgumentsEntry() throws {
    let scratch = try ScratchPackage(source: Self.source)
    defer { scratch.remove() }
    Self.pendingRun(scratch, [("n: 1", "10"), ("n: 2", "20")])
    for filter in ["AppTests.swift:6 [n: 2]", "AppTests.swift[n: 2]"] {
      let list = scratch.run("list", filter).console.output
      #expect(list == "Tests/AppTests/AppTests.swift:6 [n: 2] tens(n:) new snapshot\n")
    }
    #expect(scratch.run("list", "AppTests.swift:6 [n: 3]").console.output == "")
    let (status, console) = scratch.run("accept", "AppTests.swift:6 [n: 1]")
    #expect(status == 0, "\(console.errors)")
    #expect(try scratch.text.contains(#""n: 1""#))
    #expect(try !scratch.text.contains(#""n: 2""#))
    #expect(
      scratch.run("list").console.output
        == "Tests/AppTests/AppTests.swift:6 [n: 2] tens(n:) new snapshot\n")
  }
}
