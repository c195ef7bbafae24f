import Foundation
@testable import InlineSnapshot
import SwiftParser
import SwiftSyntax
import Testing

/// The compiler, not our own reader, judges what the literal writer writes.
///
/// Each multiline literal below is `SnapshotLiteral.multilineLiteral`'s output for the text
/// beside it, pasted into this file. The compiler reads it when this file builds; the tests
/// check that the compiler's value is the text, and that the writer still writes exactly the
/// pasted literal (found in this file's source; the parser only locates it, it does not read
/// its value). A bug shared by our writer and `compiledValue` cannot pass here.
@Suite struct SnapshotLiteralCompilerTests {
  static let table: [(text: String, compiled: String)] = [
    (
      "plain",
      """
      plain
      """
    ),
    (
      "",
      """
      """
    ),
    (
      "\n",
      """


      """
    ),
    (
      "\n\n",
      """



      """
    ),
    (
      "line 1\nline 2",
      """
      line 1
      line 2
      """
    ),
    (
      "a\\b",
      #"""
      a\b
      """#
    ),
    (
      "\\#",
      ##"""
      \#
      """##
    ),
    (
      "\\##",
      ###"""
      \##
      """###
    ),
    (
      "\\(x)",
      #"""
      \(x)
      """#
    ),
    (
      "\\u{41}",
      #"""
      \u{41}
      """#
    ),
    (
      "\\n",
      #"""
      \n
      """#
    ),
    (
      "\"",
      """
      "
      """
    ),
    (
      "\"\"",
      """
      ""
      """
    ),
    (
      "\"\"\"",
      #"""
      """
      """#
    ),
    (
      "\"\"\"#",
      ##"""
      """#
      """##
    ),
    (
      "\"\"\"##",
      ###"""
      """##
      """###
    ),
    (
      "\"\"\"\n",
      #"""
      """

      """#
    ),
    (
      "\\\n",
      #"""
      \

      """#
    ),
    (
      "  trailing  ",
      """
        trailing  
      """
    ),
    (
      "  \n",
      """
        

      """
    ),
    (
      "\t",
      """
      	
      """
    ),
    (
      "\tindented\n",
      """
      	indented

      """
    ),
    (
      "\r",
      """
      \r
      """
    ),
    (
      "\r\n",
      """
      \r

      """
    ),
    (
      "a\rb\r\nc",
      """
      a\rb\r
      c
      """
    ),
    (
      "\u{0}",
      """
      \u{0}
      """
    ),
    (
      "\u{7}",
      """
      \u{7}
      """
    ),
    (
      "\u{1B}[31mred\u{1B}[0m",
      """
      \u{1B}[31mred\u{1B}[0m
      """
    ),
    (
      "\u{7F}",
      """
      \u{7F}
      """
    ),
    (
      "é",
      """
      é
      """
    ),
    (
      "e\u{301}",
      """
      é
      """
    ),
    (
      "\u{301}",
      """
      ́
      """
    ),
    (
      "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}",
      """
      👩‍👩‍👧
      """
    ),
    (
      "日本語",
      """
      日本語
      """
    ),
    (
      "\u{2028}",
      """
       
      """
    ),
    (
      "\u{FEFF}x",
      """
      ﻿x
      """
    ),
    (
      "\u{202E}",
      """
      ‮
      """
    ),
    (
      "{",
      """
      {
      """
    ),
    (
      "}",
      """
      }
      """
    ),
    (
      "#",
      """
      #
      """
    ),
    (
      "##",
      """
      ##
      """
    ),
    (
      "let x = \"1\"\nprint(x)\n",
      """
      let x = "1"
      print(x)

      """
    ),
  ]

  @Test func theCompilerReadsEachLiteralAsItsText() {
    for (index, entry) in Self.table.enumerated() {
      #expect(entry.compiled == entry.text, "entry \(index): \(entry.text.debugDescription)")
    }
  }

  @Test func theWriterWritesEachPastedLiteral() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let pasted = PastedLiterals(viewMode: .sourceAccurate)
    pasted.walk(Parser.parse(source: source))
    try #require(pasted.literals.count == Self.table.count)
    for (entry, literal) in zip(Self.table, pasted.literals) {
      let written = SnapshotLiteral.multilineLiteral(
        for: entry.text,
        indentation: "      ",
        newline: "\n"
      )
      #expect(written == "      " + literal, "\(entry.text.debugDescription)")
    }
  }

  /// The multiline literals of `table`, in order, as they stand in the source.
  private final class PastedLiterals: SyntaxVisitor {
    var literals: [String] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
      if node.openingQuote.tokenKind == .multilineStringQuote {
        literals.append(node.trimmedDescription)
      }
      return .skipChildren
    }
  }
}
