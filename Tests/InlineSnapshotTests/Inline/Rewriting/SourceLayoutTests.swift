@testable import InlineSnapshot
import Testing

@Suite struct SourceLayoutTests {
  @Test func detectsTheIndentationUnit() {
    #expect(SourceLayout(detectingIn: "struct A {\n    var b = 1\n}\n").indentationUnit == "    ")
    #expect(SourceLayout(detectingIn: "struct A {\n\tvar b = 1\n}\n").indentationUnit == "\t")
    #expect(SourceLayout(detectingIn: "let a = 1\n").indentationUnit == "  ")
  }

  @Test func skipsBlockCommentContinuations() {
    let source = "/*\n * Licence.\n */\nstruct A {\n    var b = 1\n}\n"
    #expect(SourceLayout(detectingIn: source).indentationUnit == "    ")
  }

  @Test func detectsTheLineEnding() {
    #expect(SourceLayout(detectingIn: "a\r\nb\r\n").newline == "\r\n")
    #expect(SourceLayout(detectingIn: "a\nb\n").newline == "\n")
    #expect(SourceLayout(detectingIn: "a\r\nb\nc\n").newline == "\n")
  }
}
