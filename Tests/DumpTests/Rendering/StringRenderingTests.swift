import Dump
import Testing

@Suite struct StringRenderingTests {
  @Test func plainAndEscaped() {
    #expect(String(customDumping: "Hello!") == #""Hello!""#)
    #expect(String(customDumping: "This has a \t in it") == #""This has a \t in it""#)
    #expect(String(customDumping: "Hello"[...]) == #""Hello""#)
  }

  @Test func rawWhenQuotesOrBackslashes() {
    #expect(String(customDumping: #"Hello, "world!""#) == ##"#"Hello, "world!""#"##)
    #expect(String(customDumping: "This has a \\ in it") == ##"#"This has a \ in it"#"##)
    #expect(
      String(customDumping: ####"This has a "### in it"####)
        == #####"####"This has a "### in it"####"#####)
  }

  @Test func multiLineAtRoot() {
    #expect(
      String(customDumping: "Hello,\nWorld!") == #"""
        """
        Hello,
        World!
        """
        """#)
  }

  @Test func multiLineIndentedUnderItsField() {
    let email = Email(subject: "RE: Event", body: "Hi,\n\nBye")
    #expect(
      String(customDumping: email) == """
        Email(
          subject: "RE: Event",
          body: \"\"\"
            Hi,
        \("    ")
            Bye
            \"\"\"
        )
        """)
  }

  @Test func multiLineContainingTripleQuotes() {
    let code = ##"""
      print(
        #"""
        Hi
        """#
      )
      """##
    #expect(
      String(customDumping: code) == ###"""
        ##"""
        print(
          #"""
          Hi
          """#
        )
        """##
        """###)
  }

  @Test func multiLineCollapsedAtMaxDepth() {
    var output = ""
    customDump(Email(subject: "S", body: "a\nb"), to: &output, maxDepth: 1)
    #expect(
      output == """
        Email(
          subject: "S",
          body: "…"
        )
        """)
  }
}
