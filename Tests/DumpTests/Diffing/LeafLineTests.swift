import Foundation
import Testing

@testable import Dump

/// Diffs write one-line leaves from their pieces; these tests prove the pieces print exactly
/// what the renderer prints.
@Suite struct LeafLineTests {
  struct Leaves {
    var plain = "Blob"
    var quoted = #"say "hi""#
    var backslash = #"C:\dir"#
    var escaped = "tab\there"
    var unicode = "café"
    var empty = ""
    var nan = Double.nan
    var negativeZero = -0.0
    var none: Int? = nil
    var some: String? = "wrapped"
    var kind = Kind.plain
    var date = Date(timeIntervalSince1970: 0)
  }

  enum Kind { case plain }

  /// Quoted text whose description already reads as a string literal.
  struct LooksQuoted: CustomDumpStringConvertible {
    var customDumpDescription: String { #""Blob""# }
  }

  @Test func leavesPrintAsTheRendererPrintsThem() throws {
    let side = DiffSide(tree: DumpTree(reflecting: [Leaves()]))
    let record = side.tree[side.tree.root].children.lowerBound
    var checked = 0
    for field in side.tree[record].children {
      for indent in [0, 4] {
        for label in [DumpRenderer.Label.own, .custom("[7]"), .omitted] {
          let line = try #require(
            side.leafLine(field, indent: indent, label: label, isRoot: false))
          let rendered = side.renderer.lines(of: field, indent: indent, label: label)
          #expect([line.joined] == rendered)
          checked += 1
        }
      }
    }
    #expect(checked == 12 * 2 * 3)
  }

  /// Diffs of leaves of one type write them from the node, without a `LeafLine`: the same text.
  @Test func leavesWrittenFromTheirNodesReadAsTheirLines() {
    let side = DiffSide(tree: DumpTree(reflecting: [Leaves()]))
    let record = side.tree[side.tree.root].children.lowerBound
    for field in side.tree[record].children {
      for isRoot in [false, true] {
        for label in [DumpRenderer.Label.own, .custom("[7]"), .omitted] {
          let line = side.leafLine(field, indent: 4, label: label, isRoot: isRoot)
          let value = side.leafValue(field, label: label, isRoot: isRoot)
          #expect((line == nil) == (value == nil))
          guard let line, let value else { continue }
          var output = DiffOutput(format: .default)
          output.beginLine(.both, indent: 4)
          side.writeLeaf(field, value, label: label, into: &output)
          #expect(output.text == "  " + line.joined)
        }
      }
    }
  }

  @Test func indexLabelsPrintAsTheRendererPrintsThem() throws {
    let side = DiffSide(tree: DumpTree(reflecting: ["a", #"b"c"#]))
    for element in side.tree[side.tree.root].children {
      let line = try #require(side.leafLine(element, indent: 2, label: .own, isRoot: false))
      #expect([line.joined] == side.renderer.lines(of: element, indent: 2, label: .own))
    }
  }

  @Test func linesThatReadAlikeAreFoundAlike() {
    let quoted = LeafLine(indent: 2, label: .name("name"), text: "Blob", isQuoted: true)
    let described = LeafLine(indent: 2, label: .name("name"), text: #""Blob""#, isQuoted: false)
    let other = LeafLine(indent: 2, label: .name("name"), text: "Blobby", isQuoted: true)
    let index = LeafLine(indent: 2, label: .index(7), text: "1", isQuoted: false)
    let named = LeafLine(indent: 2, label: .name("[7]"), text: "1", isQuoted: false)
    #expect(quoted.readsLike(described))
    #expect(described.readsLike(quoted))
    #expect(!quoted.readsLike(LeafLine(indent: 2, label: .name("name"), text: "Blob", isQuoted: false)))
    #expect(!quoted.readsLike(other))
    #expect(index.readsLike(named))
  }

  @Test func equalLookingValuesOfOtherTypesGetTheirTypes() {
    #expect(
      diff(["name": "Blob"] as [String: Any], ["name": LooksQuoted()] as [String: Any]) == """
          [
        -   "name": "Blob" as String
        +   "name": "Blob" as LeafLineTests.LooksQuoted
          ]
        """)
  }
}
