import Foundation
@testable import InlineSnapshot
import Testing
import VerbatimTestSupport

/// Golden files: each `Fixtures/InlineSnapshot/Rewriting/<case>/` holds `before.swift`, the
/// `edits.json` to apply, and the expected `after.swift` (plus `failures.txt` when some edits
/// must fail). A missing `after.swift` is written from the current output and the test fails,
/// so new cases are reviewed before they are trusted.
@Suite struct RewritingFixtureTests {
  struct EditSpec: Decodable {
    var line: Int
    var callee: String
    var occurrence: Int?
    var label: String?
    var offset: Int?
    var deprecated: [String]?
    var snapshot: String?
  }

  @Test(arguments: Fixtures.rewritingCases)
  func rewrite(_ name: String) throws {
    let folder = Fixtures.rewriting.appendingPathComponent(name)
    let before = try #require(fileText(folder.appendingPathComponent("before.swift")))
    let specs = try JSONDecoder().decode(
      [EditSpec].self,
      from: Data(contentsOf: folder.appendingPathComponent("edits.json"))
    )
    let edits = try specs.map { try edit(for: $0, in: before) }
    let rewrite = SnapshotRewriter.apply(edits, to: before)
    let failures = rewrite.failures.map { "\($0.edit.line): \($0.reason)\n" }.joined()

    try expectGolden(rewrite.text, at: folder.appendingPathComponent("after.swift"))
    if !failures.isEmpty || fileText(folder.appendingPathComponent("failures.txt")) != nil {
      try expectGolden(failures, at: folder.appendingPathComponent("failures.txt"))
    }
  }

  /// The cases found on disk are exactly these: a missing or moved folder fails here instead
  /// of turning into zero cases, and a new case is named here when it is added.
  @Test func everyCaseIsListed() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.rewriting.path)
    #expect(names.filter { !$0.hasPrefix(".") }.sorted() == Fixtures.rewritingCases)
    #expect(
      Fixtures.rewritingCases == [
        "call-not-found", "comments-in-closure", "crlf", "deprecated-labels", "existing-closure",
        "if-config", "labelled-closures", "matches-in-parentheses", "missing-closure",
        "nested-closures", "raw-delimiters", "removal", "removal-before-labelled", "tabs",
        "two-calls-one-line",
      ]
    )
  }

  /// Turns a spec into an edit, finding the column just after the named callee on its line.
  private func edit(for spec: EditSpec, in source: String) throws -> SnapshotEdit {
    let lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let line = Array(lines[spec.line - 1])
    let callee = Array(spec.callee.utf8)
    var found: [Int] = []
    var index = 0
    while index + callee.count <= line.count {
      if Array(line[index..<index + callee.count]) == callee { found.append(index + callee.count) }
      index += 1
    }
    let end = try #require(found.dropFirst(spec.occurrence ?? 0).first)
    return SnapshotEdit(
      line: spec.line,
      column: end + 1,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
        deprecatedTrailingClosureLabels: spec.deprecated ?? [],
        trailingClosureLabel: spec.label ?? InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel,
        trailingClosureOffset: spec.offset ?? 0
      ),
      snapshot: spec.snapshot
    )
  }

  private func expectGolden(_ actual: String, at url: URL) throws {
    guard let expected = fileText(url) else {
      try Data(actual.utf8).write(to: url)
      Issue.record("Recorded missing golden file \(url.path); review it and re-run.")
      return
    }
    #expect(actual == expected, "\(url.path) differs from the rewriter's output")
  }
}
