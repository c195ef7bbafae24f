import Testing

@testable import InlineSnapshot

/// A test file of `calls` assertions without snapshots, padded with `fillerLines` of code to
/// make it as large as real suites: what the recording tests write snapshots into.
package struct GeneratedTestFile: Sendable, CustomTestStringConvertible {
  package var name: String
  package var calls: Int
  package var fillerLines: Int

  package init(name: String, calls: Int, fillerLines: Int) {
    self.name = name
    self.calls = calls
    self.fillerLines = fillerLines
  }

  package var testDescription: String { name }

  package var text: String {
    var lines = ["import InlineSnapshot", "import Testing", "", "struct GeneratedTests {"]
    let fillerPerCall = fillerLines / max(calls, 1)
    for index in 0..<calls {
      for filler in 0..<fillerPerCall {
        lines.append(
          filler.isMultiple(of: 2)
            ? "  // Filler \(index)-\(filler): text that makes the file as large as real suites."
            : "  func filler\(index)x\(filler)() -> Int { \(filler) + \(index) * 2 }"
        )
      }
      lines += [
        "  @Test func value\(index)() {",
        "    assertInlineSnapshot(of: \(index), as: .description)",
        "  }",
      ]
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  /// The recording each call of `text` (a generated file's) gets: its site and its snapshot.
  package static func recordings(
    in text: String,
    path: String
  ) -> [(index: Int, site: SnapshotSite, snapshot: String)] {
    var result: [(Int, SnapshotSite, String)] = []
    let prefix = "    assertInlineSnapshot(of: "
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.hasPrefix(prefix) {
      let index = Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) ?? -1
      let site = SnapshotSite(filePath: path, line: offset + 1, column: 25)
      result.append((index, site, "call \(index)\nof the file"))
    }
    return result
  }
}
