import Dump
import Testing

@Suite struct CollectionRenderingTests {
  @Test func arrays() {
    let users = [User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr.")]
    #expect(
      String(customDumping: users) == """
        [
          [0]: User(
            id: 1,
            name: "Blob"
          ),
          [1]: User(
            id: 2,
            name: "Blob, Jr."
          )
        ]
        """)
  }

  @Test func dictionariesSortKeys() {
    #expect(
      String(customDumping: ["b": 2, "a": 1, "c": 3]) == """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """)
    let byID = [
      ID(rawValue: "deadbeef"): User(id: 1, name: "Blob"),
      ID(rawValue: "beefdead"): User(id: 2, name: "Blob, Jr."),
    ]
    #expect(
      String(customDumping: byID) == """
        [
          ID(rawValue: "beefdead"): User(
            id: 2,
            name: "Blob, Jr."
          ),
          ID(rawValue: "deadbeef"): User(
            id: 1,
            name: "Blob"
          )
        ]
        """)
  }

  @Test func numericKeysSortNumerically() {
    #expect(
      String(customDumping: [10: "ten", 2: "two", -1: "minus one"]) == """
        [
          -1: "minus one",
          2: "two",
          10: "ten"
        ]
        """)
    #expect(
      String(customDumping: Set([10.5, 2, 100])) == """
        Set([
          2.0,
          10.5,
          100.0
        ])
        """)
  }

  @Test func mixedKeysSortAsText() {
    let mixed: [AnyHashable: Int] = [1: 1, "Blob": 2]
    #expect(
      String(customDumping: mixed) == """
        [
          "Blob": 2,
          1: 1
        ]
        """)
  }

  @Test func orderedDictionariesKeepTheirOrder() {
    let pairs = OrderedPairs(pairs: [2: "two", 1: "one"] as KeyValuePairs)
    #expect(
      String(customDumping: pairs) == """
        [
          2: "two",
          1: "one"
        ]
        """)
  }

  @Test func multiLineKeys() {
    struct Key: Hashable {
      var a: Int
      var b: Int
    }
    #expect(
      String(customDumping: [Key(a: 1, b: 2): true]) == """
        [
          CollectionRenderingTests.Key(
            a: 1,
            b: 2
          ): true
        ]
        """)
  }

  @Test func sets() {
    #expect(
      String(customDumping: Set([3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """)
  }

  @Test func nestedDictionary() {
    struct NestedDictionary {
      let content: [String: Int]
    }
    #expect(
      String(customDumping: NestedDictionary(content: ["b": 9, "a": 5])) == """
        CollectionRenderingTests.NestedDictionary(
          content: [
            "a": 5,
            "b": 9
          ]
        )
        """)
  }

  @Test func largeCollection() {
    let numbers = Array(0..<10_000)
    let lines = String(customDumping: numbers).split(separator: "\n")
    #expect(lines.count == 10_002)
    #expect(lines[10_000] == "  [9999]: 9999")
  }
}
