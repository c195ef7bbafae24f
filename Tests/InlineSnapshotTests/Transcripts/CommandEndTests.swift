import Testing

@testable import InlineSnapshot

/// How a command's run is judged from what was seen, and how it reads, with no process started
/// (issue 51; the processes themselves are in `CommandTimeoutTests`).
@Suite struct CommandEndTests {
  /// Wait statuses as `waitpid` encodes them.
  static func exited(_ status: Int32) -> Int32 { status << 8 }
  static func signalled(_ signal: Int32) -> Int32 { signal }

  @Test func aCommandThatExitedKeepsItsStatusWhateverHeldItsOutput() {
    for outputEnded in [true, false] {
      let end = CommandEnd(killedAtTimeout: false, outputEnded: outputEnded)
      #expect(end.termination(status: Self.exited(4), timeout: .seconds(10)) == .exited(4))
      #expect(end.termination(status: Self.signalled(11), timeout: .seconds(10)) == .signalled(11))
    }
  }

  @Test func aCommandKilledAtItsTimeoutTimedOut() {
    let end = CommandEnd(killedAtTimeout: true, outputEnded: true)
    let status = Self.signalled(9)
    #expect(end.termination(status: status, timeout: .milliseconds(1500)) == .timedOut(seconds: 1.5))
    // One that did not die within the grace (a process the test process may not signal).
    #expect(end.termination(status: nil, timeout: .seconds(3)) == .timedOut(seconds: 3))
  }

  @Test func aCommandThatExitedJustAsItsTimeRanOutKeepsItsStatus() {
    let end = CommandEnd(killedAtTimeout: true, outputEnded: true)
    #expect(end.termination(status: Self.exited(0), timeout: .seconds(1)) == .exited(0))
    #expect(end.termination(status: Self.signalled(15), timeout: .seconds(1)) == .signalled(15))
  }

  @Test func aStatusTakenByAnotherWaitIsSaid() {
    let end = CommandEnd(killedAtTimeout: false, outputEnded: true)
    guard case .other = end.termination(status: nil, timeout: .seconds(1)) else {
      Issue.record("expected an end that says the status is unknown")
      return
    }
  }

  @Test func theNoteComesAfterTheStreamsAndBeforeTheStatus() {
    let step = Transcript.Step(
      commandLine: ["sh", "-c", "echo hi; sleep 20 & exit 4"], output: CapturedBytes("hi\n"),
      errors: CapturedBytes("warning\n"), termination: .exited(4), outputLeftOpen: true)
    assertInlineSnapshot(of: Transcript([step]), as: .transcript, record: .never) {
      """
      $ sh -c 'echo hi; sleep 20 & exit 4'
      hi
      ! warning
      [output held open by a background process, not waited for]
      [exit 4]
      """
    }
  }

  @Test func outputThatReadsAsTheNoteIsEscaped() {
    let note = "[output held open by a background process, not waited for]"
    let step = Transcript.Step(
      commandLine: ["echo"], output: CapturedBytes(note + "\n"), errors: CapturedBytes(""),
      termination: .exited(0))
    #expect(TranscriptGrammar.text(of: step) == "$ echo\n\\" + note)
  }

  @Test func theGroupAndTheDescendantsOfItsMembersAreReached() {
    // 100 leads the group; 101 is in it; 102 left it (`setsid`) under 101, and 103 is its
    // child; 104 left it under 100; 200 is another group, 201 a stranger's child of 1.
    let table = ProcessTable(entries: [
      100: .init(parent: 50, group: 100),
      101: .init(parent: 1, group: 100),
      102: .init(parent: 101, group: 102),
      103: .init(parent: 102, group: 102),
      104: .init(parent: 100, group: 104),
      200: .init(parent: 50, group: 200),
      201: .init(parent: 1, group: 201),
    ])
    #expect(table.reachable(from: 100) == [100, 101, 102, 103, 104])
  }

  @Test func aProcessStatLineIsReadAfterTheLastParenthesis() {
    let stat = "4242 (a (b) c) S 17 4242 4242 0 -1 4194560 95 0 0 0"
    #expect(ProcessTable.entry(stat: stat) == .init(parent: 17, group: 4242))
    #expect(ProcessTable.entry(stat: "4242 (broken") == nil)
  }
}
