import InlineSnapshot
import Testing

// Colours and the temporary folder differ from run to run (and terminal to terminal).
@Suite(.snapshots(redacting: [.scrubbing(.ansiEscapeCodes, .temporaryPaths)]))
struct GreetTests {
  let greet = Command.product("greet")

  @Test func greetsInline() {
    assertInlineSnapshot(of: greet("Ada"), as: .transcript)
  }

  @Test func greetsInMarkdown() {
    assertSnapshot(of: [greet("Ada"), greet("Grace")], as: .markdownTranscript)
  }

  // run.sh checks that no `sleep` of this test is left running.
  @Test func aHangingCommandIsKilled() {
    var hanging = greet("--hang")
    hanging.timeout = .seconds(1)
    assertInlineSnapshot(of: hanging, as: .transcript)
  }
}
