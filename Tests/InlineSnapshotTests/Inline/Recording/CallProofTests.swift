import Testing

@testable import InlineSnapshot

/// Where no compile record proves a file's text, a call is recorded only in the declaration that
/// ran it: three suites of one file with a test each named `empty()`, and a suite inserted above
/// them after the build (saved between the file's compile and the link, or a copied binary).
@Suite struct CallProofTests {
  static let built = """
    import Testing

    @Suite struct First {
      @Test func empty() {
        assertInlineSnapshot(of: 1, as: .description)
      }
    }

    @Suite struct Second {
      @Test func empty() {
        assertInlineSnapshot(of: 2, as: .description)
      }
    }

    @Suite struct Third {
      @Test func empty() {
        assertInlineSnapshot(of: 3, as: .description)
      }
    }

    """

  /// ``built`` with a suite inserted above the others, as saved after the compile: each
  /// compiled line and column now leads into the call of the suite before.
  static let inserted = built.replacingOccurrences(
    of: "@Suite struct First {",
    with: """
      @Suite struct Added {
        @Test func added() {
          #expect(true)
        }
      }

      @Suite struct First {
      """)

  /// The site of `Suite.empty()`'s call in ``built``: its lines and columns as compiled.
  static func site(of suite: String) -> SnapshotSite {
    let line = ["First": 5, "Second": 11, "Third": 17][suite] ?? 0
    return SnapshotSite(filePath: "/Tests.swift", line: line, column: 25)
  }

  static func test(_ suite: String) -> RunningTest {
    RunningTest(filePath: "/Tests.swift", typeNames: [suite], function: "empty()")
  }

  @Test(arguments: ["First", "Second", "Third"])
  func theBuiltTextProvesEachCall(_ suite: String) {
    let proof = CallProof.check(
      Self.site(of: suite), in: ParsedSource(Self.built), function: "empty()",
      test: Self.test(suite))
    #expect(proof == .proven)
  }

  /// Suites named with raw identifiers (`` `Named Suite` ``) and same-named tests: a call is
  /// never proven for the other suite. swift-syntax before 602 reads no raw identifier (the
  /// name is then empty), so there the call is refused rather than proven.
  @Test func rawIdentifierSuitesAreNeverConfused() {
    let source = ParsedSource(
      """
      @Suite struct `Named Suite` {
        @Test func empty() {
          assertInlineSnapshot(of: 1, as: .description)
        }
      }
      @Suite struct `Other Suite` {
        @Test func empty() {
          assertInlineSnapshot(of: 2, as: .description)
        }
      }

      """)
    let named = SnapshotSite(filePath: "/Tests.swift", line: 3, column: 25)
    let inOwnSuite = CallProof.check(
      named, in: source, function: "empty()", test: Self.test("Named Suite"))
    let inOtherSuite = CallProof.check(
      named, in: source, function: "empty()", test: Self.test("Other Suite"))
    #expect(inOtherSuite != .proven)
    #expect(inOtherSuite.refusal(at: named) != nil)
    switch inOwnSuite {
    case .proven: break
    case .otherSuite(let found, _): #expect(found.typeNames == [""], "only an unread name refuses")
    default: Issue.record("unexpected proof: \(inOwnSuite)")
    }
  }

  @Test func aCallOfAnotherSuitesSameNamedTestIsRefused() throws {
    let source = ParsedSource(Self.inserted)
    // Second's line and column lead into First's `empty()` now, Third's into Second's.
    for (ran, found) in [("Second", "First"), ("Third", "Second")] {
      let proof = CallProof.check(
        Self.site(of: ran), in: source, function: "empty()", test: Self.test(ran))
      #expect(
        proof
          == .otherSuite(
            found: .init(name: "empty()", typeNames: [found]), ran: Self.test(ran)))
      let refusal = try #require(proof.refusal(at: Self.site(of: ran)))
      #expect(
        refusal.contains(
          "is in `\(found).empty()`, but the test that ran it is `empty()` in `\(ran)`"))
    }
  }

  @Test func withoutTheRunningTestASameNamedFunctionIsRefused() throws {
    // XCTest, or a helper: nothing names the suite, so one name declared thrice proves nothing.
    let proof = CallProof.check(
      Self.site(of: "Second"), in: ParsedSource(Self.inserted), function: "empty()", test: nil)
    let declarations = ["First", "Second", "Third"].map {
      ParsedSource.FunctionDeclaration(name: "empty()", typeNames: [$0])
    }
    #expect(proof == .ambiguous(function: "empty()", declarations: declarations))
    let refusal = try #require(proof.refusal(at: Self.site(of: "Second")))
    #expect(
      refusal.contains(
        "which this file declares 3 times (in `First`, in `Second`, in `Third`), and nothing"))
    // Even in the text as built: the name alone cannot tell the three apart.
    #expect(
      CallProof.check(
        Self.site(of: "Second"), in: ParsedSource(Self.built), function: "empty()", test: nil)
        == .ambiguous(function: "empty()", declarations: declarations))
  }

  @Test func aFunctionDeclaredOnceIsProvenWithoutTheRunningTest() {
    let source = ParsedSource(
      Self.built.replacingOccurrences(
        of: "Second {\n  @Test func empty", with: "Second {\n  @Test func other"))
    #expect(
      CallProof.check(Self.site(of: "First"), in: source, function: "empty()", test: nil)
        == .ambiguous(
          function: "empty()",
          declarations: [
            .init(name: "empty()", typeNames: ["First"]),
            .init(name: "empty()", typeNames: ["Third"]),
          ]))
    #expect(
      CallProof.check(
        Self.site(of: "Second"), in: source, function: "other()", test: nil) == .proven)
  }

  @Test func aHelperOfTheTestIsProvenByItsOwnName() {
    // The test runs `check()`, a helper declared once: the test's suite says nothing about it.
    let source = ParsedSource(
      """
      func check() {
        assertInlineSnapshot(of: 1, as: .description)
      }

      """)
    let site = SnapshotSite(filePath: "/Tests.swift", line: 2, column: 23)
    #expect(
      CallProof.check(site, in: source, function: "check()", test: Self.test("Second"))
        == .proven)
  }

  @Test func theRecorderRefusesTheOtherSuitesCallAndRecordsTheRightOne() {
    let files = MemoryFiles(["/Tests.swift": Self.inserted])
    let recorder = SnapshotRecorder(
      files: files, compileTime: { _ in nil }, compileIsRecorded: { _ in false })
    for suite in ["Second", "Third"] {
      let outcome = recorder.record(
        "\(suite)", replacing: nil, at: Self.site(of: suite), function: "empty()",
        test: Self.test(suite))
      guard case .failed = outcome else {
        Issue.record("\(suite)'s snapshot was recorded into another suite's call")
        continue
      }
    }
    // The first suite's call moved too: its line now holds Added's `#expect`.
    guard
      case .failed = recorder.record(
        "1", replacing: nil, at: Self.site(of: "First"), function: "empty()",
        test: Self.test("First"))
    else {
      Issue.record("First's snapshot was recorded")
      return
    }
    let report = recorder.flush()
    #expect(report.written.isEmpty)
    #expect(files["/Tests.swift"] == Self.inserted)
  }
}
