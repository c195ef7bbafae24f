import Foundation
import InlineSnapshot
import Testing
import VerbatimTestSupport

/// A session of commands as a Markdown file snapshot, which renders as documentation
/// (issue 46): `__Snapshots__/MarkdownTranscriptTests/aSessionAsMarkdown.1.md`.
@Suite struct MarkdownTranscriptTests {
  @Test func aSessionAsMarkdown() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let sh = Command(executable: .path("/bin/sh"), name: "sh", arguments: ["-c"],
      workingDirectory: folder.url)
    assertSnapshot(
      of: [sh("printf 'Milk\\nBread\\n' > list.txt"), sh("sort list.txt"), sh("cat missing.txt")],
      as: .markdownTranscript,
      record: .missing)
  }
}
