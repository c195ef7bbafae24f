import Dump
import Testing

@Suite struct CustomDumpTests {
  @Test func structs() {
    let user = User(id: 42, name: "Blob")
    #expect(
      String(customDumping: user) == """
        User(
          id: 42,
          name: "Blob"
        )
        """)
    let pair = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr."))
    #expect(
      String(customDumping: pair) == """
        Pair(
          driver: User(
            id: 1,
            name: "Blob"
          ),
          passenger: User(
            id: 2,
            name: "Blob, Jr."
          )
        )
        """)
  }

  @Test func writesToStreamWithNameAndIndent() {
    var output = ""
    let returned = customDump(User(id: 1, name: "Blob"), to: &output, name: "user", indent: 2)
    #expect(returned == User(id: 1, name: "Blob"))
    #expect(
      output == """
          user: User(
            id: 1,
            name: "Blob"
          )
        """)
  }

  @Test func maxDepth() {
    var output = ""
    customDump(User(id: 42, name: "Blob"), to: &output, maxDepth: 0)
    #expect(output == "User(…)")
    let pair = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr."))
    output = ""
    customDump(pair, to: &output, maxDepth: 1)
    #expect(
      output == """
        Pair(
          driver: User(…),
          passenger: User(…)
        )
        """)
    output = ""
    customDump([User(id: 1, name: "A"), User(id: 2, name: "B")], to: &output, maxDepth: 1)
    #expect(
      output == """
        [
          [0]: User(…),
          [1]: User(…)
        ]
        """)
    output = ""
    customDump([1, 2], to: &output, maxDepth: 0)
    #expect(output == "[…]")
    output = ""
    customDump(Enum.bar(42), to: &output, maxDepth: 0)
    #expect(output == "Enum.bar(42)")
    output = ""
    customDump(Nested.nest(.fizz(0.9, buzz: "2")), to: &output, maxDepth: 0)
    #expect(output == "Nested.nest(…)")
  }
}
