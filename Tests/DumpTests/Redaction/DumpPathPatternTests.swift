@testable import Dump
import Foundation
import Testing

struct DumpPathPatternTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var pattern: String
    var steps: [DumpPathStep]
    var matches: Bool
    var testDescription: String { "\(pattern) \(matches ? "matches" : "misses") \(steps)" }
  }

  static let rows: [Row] = [
    Row(pattern: ".a", steps: [.field("a")], matches: true),
    Row(pattern: ".a", steps: [.field("b")], matches: false),
    Row(pattern: ".a", steps: [.field("a"), .field("b")], matches: false),
    Row(pattern: ".a.b", steps: [.field("a"), .field("b")], matches: true),
    Row(pattern: ".*", steps: [.field("z")], matches: true),
    Row(pattern: ".*", steps: [.index(0)], matches: false),
    Row(pattern: "[0]", steps: [.index(0)], matches: true),
    Row(pattern: "[0]", steps: [.index(1)], matches: false),
    Row(pattern: "[12]", steps: [.key("12")], matches: true),
    Row(pattern: "[*]", steps: [.index(7)], matches: true),
    Row(pattern: "[*]", steps: [.member], matches: true),
    Row(pattern: "[*]", steps: [.key(#""k""#)], matches: true),
    Row(pattern: "[*]", steps: [.field("a")], matches: false),
    Row(pattern: #"["k"]"#, steps: [.key(#""k""#)], matches: true),
    Row(pattern: #"["a]b"]"#, steps: [.key(#""a]b""#)], matches: true),
    Row(pattern: #"["k"]"#, steps: [.key("k")], matches: false),
    Row(pattern: ".items[*].id", steps: [.field("items"), .index(3), .field("id")], matches: true),
    Row(pattern: ".items[*].id", steps: [.field("items"), .field("id")], matches: false),
    Row(pattern: "**.id", steps: [.field("id")], matches: true),
    Row(pattern: "**.id", steps: [.field("a"), .index(2), .member, .field("id")], matches: true),
    Row(pattern: "**.id", steps: [.field("id"), .field("x")], matches: false),
    Row(pattern: ".**.id", steps: [.field("a"), .field("id")], matches: true),
    Row(pattern: ".a**", steps: [.field("a"), .field("b"), .index(0)], matches: true),
    Row(pattern: "**", steps: [], matches: true),
    Row(
      pattern: "**.a**.b", steps: [.field("x"), .field("a"), .field("y"), .field("b")],
      matches: true),
    Row(
      pattern: ".status.done.at", steps: [.field("status"), .field("done"), .field("at")],
      matches: true),
  ]

  @Test(arguments: rows)
  func matches(_ row: Row) throws {
    let pattern = try DumpPathPattern(parsing: row.pattern)
    let state = row.steps.reduce(pattern.start) { pattern.advance($0, by: $1) }
    #expect(pattern.accepts(state) == row.matches)
  }

  @Test(arguments: [
    ("", "the path is empty"),
    ("a", #"expected ".", "[" or "**""#),
    (".", #""." must be followed by a name or "*""#),
    (".a.", #""." must be followed by a name or "*""#),
    ("[0", #""[" is not closed by "]""#),
    (#"["a]"#, #""[" is not closed by "]""#),
    ("[]", #""[]" names nothing"#),
    ("**id", #""**" must be followed by ".", "[" or the end"#),
    (String(repeating: ".a", count: 64), "more than 63 segments"),
  ])
  func malformedPatternsSayWhy(_ pattern: String, _ problem: String) {
    #expect(throws: DumpPathPattern.SyntaxError.self) { try DumpPathPattern(parsing: pattern) }
    do {
      _ = try DumpPathPattern(parsing: pattern)
    } catch {
      #expect(error.description.contains(problem))
      #expect(error.description.hasPrefix(#"Invalid dump path ""#))
    }
  }

  @Test func aMalformedPatternIsReportedOnceWhereMadeAndRedactsNothing() {
    var redaction: DumpRedaction?
    let issues = capturingIssues { redaction = .path(".items[") }
    #expect(issues == [
      #"Invalid dump path ".items[" at offset 7: "[" is not closed by "]". "#
        + #"Write it from the root, as in ".items[*].id", "**.updatedAt" or ".tags[\"home\"]"."#
    ])
    let dumped = capturingIssues {
      #expect(String(customDumping: ["items": [1]], redacting: [redaction!]).contains("1"))
    }
    #expect(dumped == [])
  }
}
