@testable import InlineSnapshot
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing
import VerbatimTestSupport

/// Any text written as a snapshot literal reads back, as recording reads it, as the same text.
@Suite struct SnapshotLiteralPropertyTests {
  /// Pieces that stress the encoding, mixed with plain characters.
  static let pieces: [String] = [
    "\"", "\"\"", "\"\"\"", "\"\"\"#", "\"\"\"##", "\\", "\\#", "\\##", "\\(x)", "\\n", "\\u{41}",
    "#", "##", "\n", "\r", "\r\n", "\t", " ", "  ", "\u{0}", "\u{7}", "\u{1B}[31m", "\u{7F}",
    "é", "e\u{301}", "\u{301}", "👩‍👩‍👧", "日本語", "\u{2028}", "\u{FEFF}", "\u{202E}", "{", "}",
    "a", "b", "Blob", "let x = 1", "\"\"\"\n", "\n\n", "  \n", "\\\n",
  ]

  static func randomText(using generator: inout SplitMix) -> String {
    let count = Int.random(in: 0...24, using: &generator)
    var text = ""
    for _ in 0..<count {
      text += pieces.randomElement(using: &generator) ?? ""
    }
    return text
  }

  @Test func generatedTextsRoundTrip() throws {
    var generator = SplitMix(seed: 2026)
    let layouts = [
      ("", "\n"), ("    ", "\n"), ("\t\t", "\n"), ("  ", "\r\n"),
    ]
    var failures: [String] = []
    for iteration in 0..<4_000 {
      let text = Self.randomText(using: &generator)
      let (indentation, newline) = layouts[iteration % layouts.count]
      if let problem = Self.roundTripProblem(text, indentation: indentation, newline: newline) {
        failures.append("\(text.debugDescription) [\(newline.debugDescription)]: \(problem)")
      }
    }
    #expect(failures.count == 0, "\(failures.count) texts did not round-trip:\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test(arguments: ["", "\n", "a\n", "\n\n", "\"\"\"", "\\#", "  trailing  ", "\r", "\t"])
  func edgeCasesRoundTrip(_ text: String) {
    #expect(Self.roundTripProblem(text, indentation: "  ", newline: "\n") == nil)
  }

  @Test func delimiterIsTheSmallestThatWorks() {
    #expect(SnapshotLiteral.delimiterLength(for: "plain") == 0)
    #expect(SnapshotLiteral.delimiterLength(for: "a\\b") == 1)
    #expect(SnapshotLiteral.delimiterLength(for: "\"\"\"") == 1)
    #expect(SnapshotLiteral.delimiterLength(for: "\\##") == 3)
    #expect(SnapshotLiteral.delimiterLength(for: "\"\"\"\"#") == 2)
  }

  /// Writes `text` as a literal in a file, parses it, and describes any difference.
  static func roundTripProblem(_ text: String, indentation: String, newline: String) -> String? {
    let literal = SnapshotLiteral.multilineLiteral(
      for: text,
      indentation: indentation + "  ",
      newline: newline
    )
    let source = "let value =" + newline + literal + newline
    let tree = Parser.parse(source: source)
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    guard diagnostics.isEmpty else {
      return "diagnostics: \(diagnostics.map(\.message)) in \(source.debugDescription)"
    }
    guard
      let expression = tree.statements.first?.item.as(VariableDeclSyntax.self)?
        .bindings.first?.initializer?.value.as(StringLiteralExprSyntax.self),
      let value = expression.compiledValue
    else { return "no literal in \(source.debugDescription)" }
    return value == text ? nil : "read back as \(value.debugDescription)"
  }
}
