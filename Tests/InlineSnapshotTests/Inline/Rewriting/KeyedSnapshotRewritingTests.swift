import Testing

@testable import InlineSnapshot

/// Writing entries of a closure that holds one snapshot per argument: before/after text.
@Suite struct KeyedSnapshotRewritingTests {
  static let call = """
    func test() {
      assertInlineSnapshot(of: n * 10, as: .customDump)
    }

    """

  static func edit(_ key: String, _ snapshot: String?, order: [String] = []) -> SnapshotEdit {
    SnapshotEdit(line: 2, column: 23, snapshot: snapshot, key: SnapshotKey(key, order: order))
  }

  @Test func entriesOfOneRunAreWrittenInTheOrderOfTheArguments() {
    let order = ["n: 1", "n: 2", "n: 10"]
    let rewrite = SnapshotRewriter.apply(
      [Self.edit("n: 10", "100", order: order), Self.edit("n: 1", "10", order: order),
       Self.edit("n: 2", "20", order: order)],
      to: Self.call)
    #expect(rewrite.failures.isEmpty)
    #expect(
      rewrite.text == #"""
        func test() {
          assertInlineSnapshot(of: n * 10, as: .customDump) {
            [
              "n: 1": """
              10
              """,
              "n: 2": """
              20
              """,
              "n: 10": """
              100
              """,
            ]
          }
        }

        """#)
  }

  @Test func entriesWithoutAnArgumentOrderAreWrittenInTheOrderOfTheirKeys() {
    let rewrite = SnapshotRewriter.apply(
      [Self.edit("Blob Jr.", "Hello, Blob Jr.!"), Self.edit("Blob", "Hello, Blob!")],
      to: Self.call)
    let text = rewrite.text
    let first = text.range(of: #""Blob": """"#)?.lowerBound
    let second = text.range(of: #""Blob Jr.": """"#)?.lowerBound
    #expect(first != nil && second != nil && first! < second!)
  }

  @Test func anExplicitKeyGoesWhereItSortsAmongTheEntries() {
    let source = #"""
      func test() {
        assertInlineSnapshot(of: n * 10, as: .customDump) {
          [
            "a": """
            1
            """,
            "c": """
            3
            """,
          ]
        }
      }

      """#
    let rewrite = SnapshotRewriter.apply([Self.edit("b", "2")], to: source)
    #expect(Self.keys(in: rewrite.text) == ["a", "b", "c"])
  }

  static func keys(in text: String) -> [String]? {
    guard
      case .entries(let entries) = ParsedSource(text).snapshotInSource(
        at: .init(line: 2, column: 23), syntaxDescriptor: InlineSnapshotSyntaxDescriptor())
    else { return nil }
    return entries.map(\.key)
  }

  static let recorded = #"""
    func test() {
      assertInlineSnapshot(of: n * 10, as: .customDump) {
        [
          "n: 1": """
          10
          """,
          // A comment between entries is not kept: the closure is written anew.
          "n: 3": """
          30
          """,
        ]
      }
    }

    """#

  @Test func aNewArgumentAddsOnlyItsEntryWhereItsArgumentStands() {
    let rewrite = SnapshotRewriter.apply(
      [Self.edit("n: 2", "20", order: ["n: 1", "n: 2", "n: 3"])], to: Self.recorded)
    #expect(rewrite.failures.isEmpty)
    #expect(rewrite.text.contains(#"""
            "n: 1": """
            10
            """,
            "n: 2": """
            20
            """,
            "n: 3": """
            30
            """,
      """#))
  }

  @Test func anEntryIsReplacedOrRemovedAndTheOthersKept() {
    let rewrite = SnapshotRewriter.apply(
      [Self.edit("n: 1", "11"), Self.edit("n: 3", nil)], to: Self.recorded)
    #expect(rewrite.failures.isEmpty)
    #expect(
      rewrite.text == #"""
        func test() {
          assertInlineSnapshot(of: n * 10, as: .customDump) {
            [
              "n: 1": """
              11
              """,
            ]
          }
        }

        """#)
  }

  @Test func aClosureHoldingOneSnapshotIsNotTurnedIntoEntries() {
    let source = #"""
      func test() {
        assertInlineSnapshot(of: n * 10, as: .customDump) {
          """
          10
          """
        }
      }

      """#
    let rewrite = SnapshotRewriter.apply([Self.edit("n: 1", "10")], to: source)
    #expect(rewrite.text == source)
    #expect(rewrite.failures.first?.reason.contains("delete the closure") == true)
  }

  @Test(arguments: [
    ("n: 1", #""n: 1""#),
    (#"name: "Blob""#, ##"#"name: "Blob""#"##),
    (##"name: #"a "b""#"##, ###"##"name: #"a "b""#"##"###),
    (#"path: "C:\""#, ##"#"path: "C:\""#"##),
    ("tab:\tline\nbreak", #""tab:\tline\nbreak""#),
  ])
  func keysAreWrittenAsLiteralsThatReadBackAsTheKey(key: String, literal: String) {
    #expect(KeyedSnapshotLiteral.keyLiteral(key) == literal)
    let rewrite = SnapshotRewriter.apply([Self.edit(key, "v")], to: Self.call)
    #expect(
      ParsedSource(rewrite.text).snapshotInSource(
        at: .init(line: 2, column: 23), syntaxDescriptor: InlineSnapshotSyntaxDescriptor())
        == .entries([KeyedSnapshotEntry(key: key, text: "v")]))
  }
}

@Suite struct CallsAssertInlineSnapshotTests {
  @Test func onlyTheAssertionItselfTakesEntriesNotAHelper() {
    let source = ParsedSource(
      """
      assertInlineSnapshot(of: 1)
      InlineSnapshot.assertInlineSnapshot(of: 1)
      assertQuery(query)
      """)
    #expect(source.callsAssertInlineSnapshot(at: .init(line: 1, column: 21)))
    #expect(source.callsAssertInlineSnapshot(at: .init(line: 2, column: 36)))
    #expect(!source.callsAssertInlineSnapshot(at: .init(line: 3, column: 12)))
  }
}

@Suite struct SnapshotEntryLineTests {
  @Test func aFailurePointsAtItsArgumentsEntry() {
    let source = ParsedSource(KeyedSnapshotRewritingTests.recorded)
    let descriptor = InlineSnapshotSyntaxDescriptor()
    let call = ParsedSource.CallLocation(line: 2, column: 23)
    #expect(source.snapshotEntryLine(at: call, syntaxDescriptor: descriptor, key: "n: 3") == 8)
    #expect(source.snapshotEntryLine(at: call, syntaxDescriptor: descriptor, key: "n: 2") == nil)
    #expect(source.snapshotClosureLine(at: call, syntaxDescriptor: descriptor) == 2)
  }
}
