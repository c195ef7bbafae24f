@testable import Dump
import Testing

@Suite struct StringLiteralTests {
  @Test func singleLineLiterals() {
    #expect(StringLiteral.singleLine("plain") == #""plain""#)
    #expect(StringLiteral.singleLine("tab\there") == #""tab\there""#)
    #expect(StringLiteral.singleLine("é") == #""é""#)
    #expect(StringLiteral.singleLine(#"say "hi""#) == ##"#"say "hi""#"##)
    #expect(StringLiteral.singleLine(##"a"#b"##) == ###"##"a"#b"##"###)
  }

  @Test func multiLineHashes() {
    #expect(StringLiteral.multiLineHashes("a\nb") == "")
    #expect(StringLiteral.multiLineHashes("a\n\"\"\"\nb") == "#")
    #expect(StringLiteral.multiLineHashes("a\n\"\"\"##\nb") == "###")
  }

  @Test func lineBreaks() {
    #expect(StringLiteral.isMultiLine("a\nb"))
    #expect(StringLiteral.isMultiLine("a\rb"))
    #expect(StringLiteral.isMultiLine("a\u{2028}b"))
    #expect(!StringLiteral.isMultiLine("a b é"))
    #expect(StringLiteral.lines(of: "a\n\nb\n") == ["a", "", "b", ""])
  }
}
