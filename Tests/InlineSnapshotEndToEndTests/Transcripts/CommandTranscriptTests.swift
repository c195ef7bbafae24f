import Dump
import Foundation
import InlineSnapshot
import Testing
import VerbatimTestSupport

/// Transcripts of real processes (issue 46): each test starts executables.
@Suite struct CommandTranscriptTests {
  static func shell(_ script: String, _ arguments: String..., timeout: Duration = .seconds(30))
    -> Command
  {
    Command(executable: .path("/bin/sh"), name: "sh", arguments: ["-c", script] + arguments,
      timeout: timeout)
  }

  @Test func bothStreamsAndAFailingStatus() {
    let command = Self.shell("echo out; echo err >&2; echo more; exit 3")
    assertInlineSnapshot(of: command, as: .transcript, record: .never) {
      """
      $ sh -c 'echo out; echo err >&2; echo more; exit 3'
      out
      more
      ! err
      [exit 3]
      """
    }
  }

  @Test func aSignalIsShown() {
    assertInlineSnapshot(of: Self.shell("kill -KILL $$"), as: .transcript, record: .never) {
      """
      $ sh -c 'kill -KILL $$'
      [signal 9 SIGKILL]
      """
    }
  }

  @Test func inputEnvironmentAndWorkingDirectory() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let command = Command(
      "/bin/sh", "-c", #"cat; echo "$GREETING from $(pwd)""#, environment: ["GREETING": "hi"],
      workingDirectory: folder.url, input: "line one\nline two\n")
    assertInlineSnapshot(
      of: command, as: .transcript(redacting: [.scrubbing(.temporaryPaths)]), record: .never
    ) {
      """
      $ GREETING=hi sh -c 'cat; echo "$GREETING from $(pwd)"' <<EOF
      > line one
      > line two
      > EOF
      line one
      line two
      hi from TemporaryPath(<1>)
      """
    }
  }

  @Test func withoutInputTheCommandReadsNothing() {
    assertInlineSnapshot(of: Command("cat"), as: .transcript, record: .never) {
      """
      $ cat
      """
    }
  }

  @Test func commandsInARowShareTheirFolder() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let sh = Command(executable: .path("/bin/sh"), name: "sh", arguments: ["-c"],
      workingDirectory: folder.url)
    let session = [sh("echo Milk >> list.txt"), sh("echo Bread >> list.txt"), sh("cat list.txt")]
    assertInlineSnapshot(of: session, as: .transcript, record: .never) {
      """
      $ sh -c 'echo Milk >> list.txt'
      $ sh -c 'echo Bread >> list.txt'
      $ sh -c 'cat list.txt'
      Milk
      Bread
      """
    }
  }

  @Test func invalidUTF8IsShownEscaped() {
    assertInlineSnapshot(of: Self.shell(#"printf 'caf\351\n\377'"#), as: .transcript, record: .never) {
      #"""
      $ sh -c 'printf '\''caf\351\n\377'\'''
      caf\xE9
      \xFF
      [no newline at end]
      """#
    }
  }

  /// Issue 51: each pair printed alike, so that a change from one to the other passed.
  @Test func outputsThatPrintedAlikeNowDiffer() {
    assertInlineSnapshot(
      of: [
        Self.shell(#"printf 'a\377b\n'"#), Self.shell(#"printf 'a\\xFFb\n'"#),
        Self.shell(#"printf 'x\n[no newline at end]\n' >&2"#), Self.shell("printf x >&2"),
      ],
      as: .transcript, record: .never
    ) {
      #"""
      $ sh -c 'printf '\''a\377b\n'\'''
      a\xFFb
      $ sh -c 'printf '\''a\\xFFb\n'\'''
      a\\xFFb
      $ sh -c 'printf '\''x\n[no newline at end]\n'\'' >&2'
      ! x
      ! \[no newline at end]
      $ sh -c 'printf x >&2'
      ! x
      ! [no newline at end]
      """#
    }
  }

  @Test func outputPastTheLimitIsCountedAndDropped() throws {
    var command = Self.shell("head -c 3000000 /dev/zero | tr '\\0' a; echo; echo done >&2")
    command.outputLimit = 10
    let step = try #require(command.run().steps.first)
    #expect(step.output == CapturedBytes(Array(repeating: UInt8(ascii: "a"), count: 10),
      droppedCount: 3_000_001 - 10))
    #expect(step.errors == CapturedBytes("done\n"))
    #expect(step.termination == .exited(0))
  }

  @Test func aMissingExecutableFailsWithWhereItLooked() {
    #expect(throws: CommandFailure.notFound(name: "/no/such/tool", searched: ["/no/such/tool"])) {
      try Command("/no/such/tool").run()
    }
    #expect(throws: CommandFailure.self) { try Command.product("no-such-product").run() }
  }

  @Test func aMissingWorkingDirectoryIsSaid() {
    let command = Command("/bin/pwd", workingDirectory: URL(fileURLWithPath: "/no/such/folder"))
    #expect(throws: CommandFailure.didNotStart(
      path: "/bin/pwd", reason: "no folder /no/such/folder to run in")) { try command.run() }
  }

  @Test func theProductIsFoundBesideTheTestBinary() throws {
    let step = try #require(Command.product("verbatim-snapshots", "frobnicate").run().steps.first)
    #expect(step.commandLine == ["verbatim-snapshots", "frobnicate"])
    #expect(step.termination != .exited(0))
    let errors = String(decoding: step.errors.bytes, as: UTF8.self)
    #expect(errors.hasPrefix("verbatim-snapshots: "))
    #expect(errors.contains("Usage: swift run verbatim-snapshots"))
  }

  /// 50 commands at once, from parallel test cases, each printing its own lines on both streams.
  @Test(arguments: 0..<50) func parallelRunsNeverMix(_ number: Int) throws {
    let script = #"i=0; while [ $i -lt 300 ]; do echo "$1 out $i"; echo "$1 err $i" >&2; i=$((i+1)); done"#
    let step = try #require(Self.shell(script, "sh", "\(number)").run().steps.first)
    let lines = (0..<300).map { "\(number) out \($0)\n" }.joined()
    #expect(step.output == CapturedBytes(lines))
    #expect(step.errors == CapturedBytes(lines.replacingOccurrences(of: " out ", with: " err ")))
  }
}

/// Commands start with the signals a shell would give them: none ignored or blocked by the
/// test process leaks into them.
@Suite struct CommandSignalTests {
  @Test func aCommandCanBeEndedBySIGTERM() {
    assertInlineSnapshot(
      of: Command("/bin/sh", "-c", "kill -TERM $$; echo survived"), as: .transcript, record: .never
    ) {
      """
      $ sh -c 'kill -TERM $$; echo survived'
      [signal 15 SIGTERM]
      """
    }
  }

  @Test func aPipelineEndsBySIGPIPEQuietly() {
    assertInlineSnapshot(
      of: Command("/bin/sh", "-c", "yes | head -n 1"), as: .transcript, record: .never
    ) {
      """
      $ sh -c 'yes | head -n 1'
      y
      """
    }
  }
}
