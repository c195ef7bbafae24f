@testable import Dump
import Testing

@Suite struct DumpTreeTests {
  @Test func nodesCarryKindsTypesAndLabels() {
    let tree = DumpTree(reflecting: Pair(
      driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr.")))
    let root = tree[tree.root]
    #expect(root.kind == .structure)
    #expect(root.typeName == "Pair")
    let labels = root.children.map { tree[$0].label }
    #expect(labels == [.field("driver"), .field("passenger")])
    let driver = tree[root.children.lowerBound]
    #expect(tree[driver.children.lowerBound].typeName == "Int")
  }

  @Test func onlyElementsCarryTheirIds() {
    let pair = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr."))
    let fields = DumpTree(reflecting: pair)
    #expect(fields[fields.root].children.map { fields[$0].identity } == [nil, nil])
    let elements = DumpTree(reflecting: [pair.driver, pair.passenger])
    #expect(elements[elements.root].children.map { elements[$0].identity } == ["1", "2"])
  }

  @Test func floatAndDoubleKeepTheirTypeNames() {
    let tree = DumpTree(reflecting: (1.0 as Float, 1.0 as Double))
    let types = tree[tree.root].children.map { tree[$0].typeName }
    #expect(types == ["Float", "Double"])
  }

  @Test func dictionaryKeysAreNodes() {
    let tree = DumpTree(reflecting: ["a": 1])
    let value = tree[tree[tree.root].children.lowerBound]
    guard case .key(let key) = value.label else {
      Issue.record("expected a key label, got \(value.label)")
      return
    }
    #expect(tree[key].kind == .string)
    #expect(tree[key].text == "a")
    #expect(DumpRenderer(tree: tree).labelLines(of: tree[tree.root].children.lowerBound) == [
      #""a""#
    ])
  }

  @Test func equalSubtreesHashEqually() {
    let tree = DumpTree(reflecting: [User(id: 1, name: "A"), User(id: 1, name: "A"), User(id: 2, name: "A")])
    let hashes = tree[tree.root].children.map { tree[$0].structuralHash }
    #expect(hashes[0] == hashes[1])
    #expect(hashes[0] != hashes[2])
  }

  @Test func objectsCarryTheirIdentity() {
    let user = UserClass(id: 1, name: "Blob")
    let tree = DumpTree(reflecting: [user, user])
    let ids = tree[tree.root].children.map { tree[$0].objectID }
    #expect(ids == [ObjectIdentifier(user), ObjectIdentifier(user)])
    #expect(tree[tree[tree.root].children.upperBound - 1].kind == .reference(isCycle: false))
  }

  @Test func rendererRendersOneSubtreeWithLabelIndentAndSeparator() {
    let tree = DumpTree(reflecting: [User(id: 1, name: "Blob")])
    let element = tree[tree.root].children.lowerBound
    let lines = DumpRenderer(tree: tree).lines(
      of: element, indent: 2, label: .own, separator: ",")
    #expect(lines == ["  [0]: User(", "    id: 1,", "    name: \"Blob\"", "  ),"])
  }
}

@Suite struct CustomDiffObjectTreeTests {
  struct Count {
    var value: Int
  }

  final class Counter: _CustomDiffObject {
    var _customDiffValues: (Any, Any) { (Count(value: 1), Count(value: 2)) }
  }

  @Test func diffingTreesKeepTheEarlierValue() {
    let tree = DumpTree(reflecting: Counter())
    let root = tree[tree.root]
    #expect(DumpRenderer(tree: tree).text(of: tree.root) == "CustomDiffObjectTreeTests.Count(value: 2)")
    guard let baseline = root.customDiffBaseline else {
      Issue.record("expected a baseline")
      return
    }
    #expect(DumpRenderer(tree: tree).text(of: baseline) == "CustomDiffObjectTreeTests.Count(value: 1)")
  }

  @Test func printingTreesSkipIt() {
    let tree = DumpTree(reflecting: Counter(), computesIdentities: false)
    #expect(tree[tree.root].customDiffBaseline == nil)
  }

  /// Shows its elements as a set, without promising that their order means nothing.
  struct SetStyled: CustomReflectable {
    var customMirror: Mirror { Mirror(self, unlabeledChildren: [2, 1], displayStyle: .set) }
  }

  @Test func unorderedCollectionsAreMarked() {
    func isUnordered(_ value: Any) -> Bool {
      let tree = DumpTree(reflecting: value)
      return tree[tree.root].isUnordered
    }
    #expect(isUnordered(Set([1, 2])))
    #expect(isUnordered([1: "a"]))
    #expect(!isUnordered([1, 2]))
    #expect(!isUnordered(SetStyled()))
  }

  @Test func identitiesAndHashesAreComputedApart() {
    let records = [User(id: 7, name: "Blob")]
    let hashesOnly = DumpTree(reflecting: records, computesIdentities: false, computesHashes: true)
    let record = hashesOnly[hashesOnly.root].children.lowerBound
    #expect(hashesOnly[record].identity == nil)
    #expect(hashesOnly[record].structuralHash != 0)
    let idsOnly = DumpTree(reflecting: records, computesIdentities: true, computesHashes: false)
    #expect(idsOnly[record].identity == "7")
    #expect(idsOnly[record].structuralHash == 0)
  }

  @Test func batchesIdentifyOnlyNestedValues() {
    let tree = DumpTree(reflectingEach: [User(id: 1, name: "A"), [User(id: 2, name: "B")]])
    let elements = tree[tree.root].children
    #expect(tree[elements.lowerBound].identity == nil)
    let nested = tree[elements.lowerBound + 1].children.lowerBound
    #expect(tree[nested].identity == "2")
  }

  @Test func batchValuesAreNodesKnownBeforeReflecting() {
    let values: [Any] = [User(id: 1, name: "A"), [1, 2], "text", Optional<Int>.none]
    for maxDepth in [1, Int.max] {
      let tree = DumpTree(reflectingEach: values, maxDepth: maxDepth, computesIdentities: false)
      #expect(
        tree[tree.root].children == DumpTree.node(ofEach: 0)..<DumpTree.node(ofEach: values.count))
    }
  }
}
