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

  // A daemon that left the process group and holds the output: run.sh checks that the test did
  // not wait for it, and stops it.
  @Test func aDaemonHoldingTheOutputIsNotWaitedFor() {
    let daemon = Command(
      "/bin/sh", "-c", "echo started; setsid sleep $GREET_DAEMON_SECONDS &", timeout: .seconds(3))
    assertInlineSnapshot(of: daemon, as: .transcript)
  }

  // run.sh checks that the child holding the output is killed.
  @Test func aCommandThatLeavesAChildKeepsItsStatus() {
    let command = Command(
      "/bin/sh", "-c", "sleep $GREET_HANG_SECONDS & exit 4", timeout: .seconds(10))
    assertInlineSnapshot(of: command, as: .transcript)
  }
}
