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

  // Wildcards written by hand: the steps and the duration differ on every run. run.sh changes
  // the first line, and reviewing or recording it must keep `...` and `[..]`.
  @Test func buildsWithVaryingLines() {
    assertInlineSnapshot(of: greet("--build"), as: .transcript) {
      """
      $ greet --build
      Building greet
      ...
      Finished in [..] s
      """
    }
  }

  // Output that reads as wildcards is recorded escaped: run.sh checks the recording, and that
  // other output in its place fails.
  @Test func printsTheWildcardsSyntax() {
    assertInlineSnapshot(of: greet("--literal"), as: .transcript)
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

// A command that counts its runs in a file of run.sh's (`$GREET_COUNTS/<name>`), asserted twice:
// each assertion runs it once on every path, so what is recorded is what was compared, and the
// next run passes. One test is under the suite's scrubbers, one under none.
enum CountedRuns {
  static func command(_ name: String) -> Command {
    Command(
      "/bin/sh", "-c", #"echo run >>"$GREET_COUNTS/$0"; echo "call $(grep -c . "$GREET_COUNTS/$0")""#,
      name)
  }
}

extension GreetTests {
  @Test func countedRunsScrubbed() {
    assertInlineSnapshot(of: CountedRuns.command("scrubbed"), as: .transcript)
    assertInlineSnapshot(of: CountedRuns.command("scrubbed"), as: .transcript)
  }
}

struct CountedRunsTests {
  @Test func countedRunsPlain() {
    assertInlineSnapshot(of: CountedRuns.command("plain"), as: .transcript)
    assertInlineSnapshot(of: CountedRuns.command("plain"), as: .transcript)
  }
}
