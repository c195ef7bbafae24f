import Testing

@testable import InlineSnapshot

struct TeaOrder: Sendable {
  var item: String
  var quantity: Int
}

/// A parameterized test's arguments as snapshot keys, read from the running Swift Testing test,
/// and the public form that checks one entry per argument.
@Suite struct SnapshotsPerArgumentTests {
  @Test(arguments: [1, 2])
  func readsTheRunningArgumentAndEveryOther(n: Int) {
    #expect(
      TestCaseArguments.current == TestCaseArguments(key: "n: \(n)", allKeys: ["n: 1", "n: 2"]))
  }

  @Test(arguments: [7])
  func keysAnUnlabelledParameterByItsName(_ n: Int) {
    #expect(TestCaseArguments.current?.key == "n: 7")
  }

  @Test(arguments: zip(["tea"], [TeaOrder(item: "tea", quantity: 2)]))
  func keysSeveralParametersByTheirLabelsAndDumps(name: String, order: TeaOrder) {
    #expect(
      TestCaseArguments.current?.key == #"name: "tea", order: TeaOrder(item: "tea", quantity: 2)"#)
  }

  @Test func aTestWithoutArgumentsHasNoKey() {
    #expect(TestCaseArguments.current == nil)
    #expect(
      SnapshotEntryChoice.choose(expected: nil, callTakesEntries: true) == .single(expected: nil))
  }

  @Test(arguments: [TeaOrder(item: "tea", quantity: 1), TeaOrder(item: "tea", quantity: 1)])
  func argumentsThatPrintAlikeAreRefusedSayingWhatToDo(order: TeaOrder) {
    let key = #"order: TeaOrder(item: "tea", quantity: 1)"#
    #expect(TestCaseArguments.current?.duplicateKey == key)
    #expect(
      SnapshotEntryChoice.choose(expected: nil, callTakesEntries: true)
        == .refused(SnapshotEntryChoice.duplicateKeyMessage(key)))
  }

  @Test(arguments: ["a\nb", "a\n  b", "a\n\nb", "a b\nc", "a\nb c"])
  func stringsThatDifferOnlyInLineBreaksOrIndentationGetTheirOwnKeys(text: String) {
    #expect(TestCaseArguments.current?.duplicateKey == nil)
    #expect(TestCaseArguments.current?.allKeys.map { Set($0).count } == 5)
  }

  @Test func aKeyKeepsTheLinesOfADumpThatJoiningWouldBlur() {
    // Dump writes a string of several lines as a `"""` literal; its lines are kept, escaped.
    #expect(TestCaseArguments.text(of: "a\n  b") == #""""\na\n  b\n""""#)
    #expect(TestCaseArguments.text(of: #"a\b"# + "\nc") == #""""\na\\b\nc\n""""#)
    // A structure's indentation follows its brackets: joined, as before.
    #expect(
      TestCaseArguments.text(of: [TeaOrder(item: "tea", quantity: 1)])
        == #"[[0]: TeaOrder(item: "tea", quantity: 1)]"#)
  }

  @Test func aCallWithoutAClosureInAParameterizedTestChoosesItsArgumentsEntry() {
    let arguments = TestCaseArguments(key: "n: 2", allKeys: ["n: 1", "n: 2"])
    #expect(
      SnapshotEntryChoice.choose(expected: nil, arguments: arguments, callTakesEntries: true)
        == .entry(
          key: SnapshotKey("n: 2", order: ["n: 1", "n: 2"]), expected: nil,
          allArgumentKeys: ["n: 1", "n: 2"]))
    // A closure holding one snapshot keeps it: every argument must then produce it.
    #expect(
      SnapshotEntryChoice.choose(expected: "20", arguments: arguments, callTakesEntries: true)
        == .single(expected: "20"))
    // A helper's call (`assertQuery`) would not compile with entries: one snapshot.
    #expect(
      SnapshotEntryChoice.choose(expected: nil, arguments: arguments, callTakesEntries: false)
        == .single(expected: nil))
  }

  @Test func whenReflectionFindsNothingTheCallKeepsOneSnapshot() {
    // A Swift Testing release with another layout: no key, and the one-snapshot refusal.
    #expect(TestCaseArguments.key(ofCase: 42) == nil)
    #expect(TestCaseArguments.key(ofCase: (kind: "parameterized", arguments: [1])) == nil)
    #expect(
      SnapshotEntryChoice.choose(expected: nil, arguments: nil, callTakesEntries: true)
        == .single(expected: nil))
  }

  @Test func aKeyedClosureNeedsArgumentsOrAKey() {
    let entries: KeyValuePairs = ["1": "10", "2": "20"]
    #expect(
      SnapshotEntryChoice.choose(in: entries, key: nil, arguments: nil)
        == .refused(SnapshotEntryChoice.noArgumentsMessage))
    #expect(
      SnapshotEntryChoice.choose(in: entries, key: "2", arguments: nil)
        == .entry(key: SnapshotKey("2"), expected: "20", allArgumentKeys: nil))
  }

  @Test(arguments: [1, 2])
  func eachArgumentPassesAgainstItsEntry(n: Int) {
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

  @Test(arguments: [1, 2])
  func anAwaitedValuePassesAgainstItsArgumentsEntry(n: Int) async {
    await assertInlineSnapshot(awaiting: await Self.tenTimes(n), as: .customDump) {
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

  @Test func anAwaitedValueInALoopNamesItsEntryWithKey() async {
    for n in 1...2 {
      await assertInlineSnapshot(awaiting: await Self.tenTimes(n), as: .customDump, key: "\(n)") {
        [
          "1": """
          10
          """,
          "2": """
          20
          """,
        ]
      }
    }
  }

  private static func tenTimes(_ n: Int) async -> Int {
    await Task.yield()
    return n * 10
  }

  @Test func aLoopNamesItsEntriesWithKey() {
    for n in 1...2 {
      assertInlineSnapshot(of: n * 10, as: .customDump, key: "\(n)") {
        [
          "1": """
          10
          """,
          "2": """
          20
          """,
        ]
      }
    }
  }

  @Test func aWrongEntryFails() {
    withKnownIssue {
      assertInlineSnapshot(of: 30, as: .customDump, record: .never, key: "3") {
        [
          "3": """
          31
          """
        ]
      }
    } matching: { issue in
      issue.description.contains("Snapshot did not match")
    }
  }
}
