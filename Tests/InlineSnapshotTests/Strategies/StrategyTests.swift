import Foundation
@testable import InlineSnapshot
import Testing

@Suite struct StrategyTests {
  @Test func linesIsTheTextItself() throws {
    #expect(try Snapshotting.lines.snapshot("a\nb") == "a\nb")
  }

  @Test func descriptionUsesStringDescribing() throws {
    #expect(try Snapshotting<Int, String>.description.snapshot(42) == "42")
  }

  @Test func jsonIsPrettyWithSortedKeys() throws {
    let text = try Snapshotting<[String: Int], String>.json.snapshot(["b": 2, "a": 1])
    #expect(text == "{\n  \"a\" : 1,\n  \"b\" : 2\n}")
  }

  @Test func jsonTakesUntypedObjectsAsThePeerDoes() {
    let payload: [String: Any] = ["name": "Blob", "tags": ["a", "b"], "age": 42]
    assertInlineSnapshot(of: payload, as: .json) {
      """
      {
        "age" : 42,
        "name" : "Blob",
        "tags" : [
          "a",
          "b"
        ]
      }
      """
    }
  }

  @Test func jsonOfAValueJSONCannotHoldFailsWithAMessage() {
    let payload: [String: Any] = ["when": Date(timeIntervalSince1970: 0)]
    #expect {
      try Snapshotting<[String: Any], String>.json.snapshot(payload)
    } throws: { error in
      String(describing: error).contains("cannot be written as JSON")
    }
  }

  @Test func customDumpSnapshotsEveryStoredProperty() {
    struct Reminder {
      var title: String
      var tags: [String]
      var isCompleted: Bool
    }
    assertInlineSnapshot(of: Reminder(title: "Milk", tags: ["home"], isCompleted: false), as: .customDump) {
      """
      StrategyTests.Reminder(
        title: "Milk",
        tags: [
          [0]: "home"
        ],
        isCompleted: false
      )
      """
    }
  }

  @Test func customDumpIsTheDefaultStrategy() {
    assertInlineSnapshot(of: [1: "one"]) {
      """
      [
        1: "one"
      ]
      """
    }
  }

  @Test func pullbackAdaptsAStrategy() throws {
    let strategy = Snapshotting<String, String>.lines.pullback { (number: Int) in "#\(number)" }
    #expect(try strategy.snapshot(7) == "#7")
  }

  @Test func linesDiffMarksRemovedAndAddedLines() {
    let diff = Diffing<String>.lines.diffV2("a\nb", "a\nc")?.0
    #expect(diff == "@@ −1,2 +1,2 @@\n\u{2007}a\n−b\n+c")
    #expect(Diffing<String>.lines.diffV2("same", "same") == nil)
  }

  @Test func aDiffOfInvisibleWhitespaceSaysSo() {
    let trailingSpace = Diffing<String>.lines.diffV2("a\nb", "a \nb")?.0
    #expect(trailingSpace?.hasSuffix(SnapshotDifference.whitespaceNote) == true)
    let finalLineBreak = Diffing<String>.lines.diffV2("a", "a\n")?.0
    #expect(finalLineBreak?.hasSuffix(SnapshotDifference.whitespaceNote) == true)
    let visible = Diffing<String>.lines.diffV2("a", "b")?.0
    #expect(visible?.contains(SnapshotDifference.whitespaceNote) == false)
  }
}
