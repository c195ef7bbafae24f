import Dump
import Testing

/// `_CustomDiffObject`: shared state that dumps its current value and diffs its earlier one
/// against it (issue 12, item 5).
@Suite struct CustomDiffObjectTests {
  // MARK: Different objects

  @Test func differentObjectsThatAreNotEqualGetTheNote() {
    let first = SharedValue(before: Score(points: 0), after: Score(points: 1))
    let second = SharedValue(before: Score(points: 0), after: Score(points: 1))
    #expect(
      diff(first, second)
        == """
          // Not equal but no difference detected:
        - Score(points: 1)
        + Score(points: 1)
        """
    )
  }

  @Test func differentObjectsWithEqualValuesAreUnchangedFields() {
    struct Profile {
      var name: String
      var score: SharedValue
    }
    func score() -> SharedValue { SharedValue(before: Score(points: 0), after: Score(points: 1)) }
    let old = Profile(name: "Blob", score: score())
    let new = Profile(name: "Blob, Jr", score: score())
    #expect(
      diff(old, new)
        == """
          CustomDiffObjectTests.Profile(
        -   name: "Blob",
        +   name: "Blob, Jr",
            score: Score(points: 1)
          )
        """
    )
  }

  @Test func aNumberedObjectKeepsItsNumberOnBothSides() {
    let unchanged = SharedValue(before: Score(points: 1), after: Score(points: 1))
    let changed = SharedValue(before: Score(points: 0), after: Score(points: 1))
    #expect(
      diff([unchanged, changed], [unchanged, changed])
        == """
          [
            [0]: Score(points: 1),
        -   [1]: #1 Score(points: 0)
        +   [1]: #1 Score(points: 1)
          ]
        """
    )
    // Not `Equatable`, so only the dumps decide.
    struct Pair {
      var first: SharedValue
      var second: SharedValue
    }
    let alsoUnchanged = SharedValue(before: Score(points: 2), after: Score(points: 2))
    let pair = Pair(first: unchanged, second: alsoUnchanged)
    #expect(diff(pair, pair) == nil)
  }

  // MARK: Objects that return themselves

  @Test func anObjectReturningItselfDumpsItsFields() {
    let tally = Tally(origin: Origin(), numbers: [4])
    #expect(
      String(customDumping: tally) == """
        Tally(
          numbers: [
            [0]: 4
          ]
        )
        """)
  }

  @Test func anObjectReturningItselfDiffsFieldByField() {
    let origin = Origin()
    let old = Tally(origin: origin, numbers: [])
    let new = Tally(origin: origin, numbers: [4])
    old.latest = new
    #expect(
      diff(old, new)
        == """
          Tally(
            numbers: [
        +     [0]: 4
            ]
          )
        """
    )
  }

  @Test func snapshotsOfTheSameGraphsHaveNoDifference() {
    let (shared, first, second) = (Origin(), Origin(), Origin())
    func graph() -> [Snapshot] {
      let sharedNode = Snapshot(origin: shared, name: "Shared")
      let firstNode = Snapshot(origin: first, name: "First", child: sharedNode)
      let secondNode = Snapshot(origin: second, name: "Second", child: sharedNode)
      return [firstNode, secondNode]
    }
    let old = graph()
    let new = graph()
    old[0].latest = new[0]
    old[1].latest = new[1]
    old[0].child?.latest = new[0].child
    #expect(diff(old, new) == nil)
  }

  @Test func snapshotsOfCyclicGraphsDiffFieldByField() {
    let (rootOrigin, childOrigin) = (Origin(), Origin())
    func graph(_ suffix: String) -> Snapshot {
      let root = Snapshot(origin: rootOrigin, name: "Root" + suffix)
      root.child = Snapshot(origin: childOrigin, name: "Child" + suffix, child: root)
      return root
    }
    let old = graph("")
    let new = graph("!")
    old.latest = new
    old.child?.latest = new.child
    #expect(
      diff(old, new)
        == """
          Snapshot(
        -   name: "Root",
        +   name: "Root!",
            child: #1 Snapshot(
        -     name: "Child",
        +     name: "Child!",
              child: Snapshot(↩︎)
            )
          )
        """
    )
  }

  // MARK: Nested objects

  @Test func aNestedObjectShowsItsEarlierValueToo() {
    let child = SharedFolder(
      before: Folder(name: "Child", child: nil), after: Folder(name: "Child!", child: nil))
    let root = SharedFolder(
      before: Folder(name: "Root", child: child), after: Folder(name: "Root!", child: child))
    #expect(
      diff(root, root)
        == """
          Folder(
        -   name: "Root",
        +   name: "Root!",
            child: #1 Folder(
        -     name: "Child",
        +     name: "Child!",
              child: nil
            )
          )
        """
    )
  }
}

// MARK: Fixtures

private struct Score {
  var points: Int
}

private struct Folder: Equatable {
  var name: String
  var child: SharedFolder?
}

private final class SharedFolder: _CustomDiffObject, Equatable {
  let before: Folder
  let after: Folder
  init(before: Folder, after: Folder) {
    self.before = before
    self.after = after
  }
  var _customDiffValues: (Any, Any) { (before, after) }
  static func == (lhs: SharedFolder, rhs: SharedFolder) -> Bool { false }
}

/// What snapshots of one object share: their identity.
private final class Origin {}

/// A snapshot of an object in a graph: its earlier value is itself, its current one the latest
/// snapshot of the same object.
private final class Snapshot: _CustomDiffObject, CustomDumpReflectable {
  let origin: Origin
  let name: String
  var child: Snapshot?
  var latest: Snapshot?

  init(origin: Origin, name: String, child: Snapshot? = nil) {
    self.origin = origin
    self.name = name
    self.child = child
  }

  var _customDiffValues: (Any, Any) { (self, latest ?? self) }
  var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(origin) }
  var customDumpMirror: Mirror {
    Mirror(self, children: ["name": name, "child": child as Any], displayStyle: .class)
  }
}

/// A snapshot that dumps as a struct with a single field.
private final class Tally: _CustomDiffObject, CustomDumpReflectable {
  let origin: Origin
  let numbers: [Int]
  var latest: Tally?

  init(origin: Origin, numbers: [Int]) {
    self.origin = origin
    self.numbers = numbers
  }

  var _customDiffValues: (Any, Any) { (self, latest ?? self) }
  var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(origin) }
  var customDumpMirror: Mirror {
    Mirror(self, children: ["numbers": numbers], displayStyle: .struct)
  }
}
