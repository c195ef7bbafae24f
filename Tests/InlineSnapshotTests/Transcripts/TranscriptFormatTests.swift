import Dump
import Foundation
import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// The transcript format, rendered from values: no process runs here (issue 46).
@Suite struct TranscriptFormatTests {
  static func step(
    _ commandLine: String...,
    environment: [String: String] = [:],
    input: String? = nil,
    output: CapturedBytes = CapturedBytes(""),
    errors: CapturedBytes = CapturedBytes(""),
    termination: Transcript.Termination = .exited(0)
  ) -> Transcript.Step {
    Transcript.Step(
      commandLine: commandLine, environment: environment, input: input.map { Array($0.utf8) },
      output: output, errors: errors, termination: termination)
  }

  @Test func outputThenErrorsThenStatus() {
    let transcript = Transcript([
      Self.step(
        "greet", "--name", "Ada Lovelace", environment: ["NO_COLOR": "1"],
        output: CapturedBytes("Hello, Ada!\n\nBye.\n"),
        errors: CapturedBytes("warning: loud\nsecond\n"), termination: .exited(3))
    ])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ NO_COLOR=1 greet --name 'Ada Lovelace'
      Hello, Ada!

      Bye.
      ! warning: loud
      ! second
      [exit 3]
      """
    }
  }

  @Test func severalCommandsReadAsOneSession() {
    let transcript = Transcript([
      Self.step("reminders", "add", "Milk", output: CapturedBytes("Added.\n")),
      Self.step("reminders", "list", output: CapturedBytes("[ ] Milk\n")),
      Self.step("reminders", "rm", errors: CapturedBytes("No such reminder.\n"),
        termination: .exited(1)),
    ])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ reminders add Milk
      Added.
      $ reminders list
      [ ] Milk
      $ reminders rm
      ! No such reminder.
      [exit 1]
      """
    }
  }

  @Test func inputIsAHereDocumentWhoseEndIsNotInIt() {
    let transcript = Transcript([
      Self.step("cat", input: "one\nEOF\ntwo\n", output: CapturedBytes("one\nEOF\ntwo\n"))
    ])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ cat <<EOF2
      > one
      > EOF
      > two
      > EOF2
      one
      EOF
      two
      """
    }
  }

  @Test func outputThatReadsAsAMarkIsEscaped() {
    let output = "$ not a command\n! not an error\n\\ a backslash\n[exit 3]\n[1, 2]\n"
    let transcript = Transcript([Self.step("echo", output: CapturedBytes(output))])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      #"""
      $ echo
      \$ not a command
      \! not an error
      \\ a backslash
      \[exit 3]
      [1, 2]
      """#
    }
  }

  @Test func everyStreamEscapesWhatReadsAsTheFormat() {
    let lines = "[no newline at end]\n$ x\n\\xFF is text\n\\ starts\nC:\\Users\\ada\n"
    let bytes = Array(lines.utf8) + [0xFF, 0x0A]
    let transcript = Transcript([
      Self.step(
        "echo", input: lines, output: CapturedBytes(bytes), errors: CapturedBytes(bytes),
        termination: .other("later\nstatus"))
    ])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      #"""
      $ echo <<EOF
      > \[no newline at end]
      > \$ x
      > \\xFF is text
      > \\ starts
      > C:\Users\ada
      > EOF
      \[no newline at end]
      \$ x
      \\xFF is text
      \\ starts
      C:\Users\ada
      \xFF
      ! \[no newline at end]
      ! \$ x
      ! \\xFF is text
      ! \\ starts
      ! C:\Users\ada
      ! \xFF
      [ended: later\nstatus]
      """#
    }
  }

  @Test func inputWithoutANewlineAtItsEndSaysSo() {
    let transcript = Transcript([Self.step("wc", "-l", input: "one\ntwo", output: CapturedBytes("1\n"))])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ wc -l <<EOF
      > one
      > two
      > [no newline at end]
      > EOF
      1
      """
    }
  }

  @Test func longInputShowsItsFirstLinesThenWhatIsLeftOut() throws {
    let input = (1...100_000).map { "line \($0)\n" }.joined()
    let transcript = Transcript([Self.step("wc", "-l", input: input, output: CapturedBytes("100000\n"))])
    let lines = TranscriptGrammar.text(of: transcript).split(separator: "\n")
    #expect(lines.count == 1 + TranscriptGrammar.inputLinesShown + 2 + 1)
    #expect(lines[0] == "$ wc -l <<EOF")
    #expect(lines[100] == "> line 100")
    #expect(lines[101] == "> [99900 more lines not shown: 1088103 bytes, checksum B122E4F3EC5D9AD5]")
    #expect(lines[102] == "> EOF")
    // A change in the lines left out changes the transcript.
    var changed = transcript
    changed.steps[0].input?[Array(input.utf8).count - 2] = UInt8(ascii: "1")
    #expect(TranscriptGrammar.text(of: changed) != TranscriptGrammar.text(of: transcript))
    // What is left out does not read back.
    #expect(throws: TranscriptReader.Failure.self) {
      try TranscriptReader.transcript(from: TranscriptGrammar.text(of: transcript))
    }
  }

  @Test func aLongLineOfInputIsLeftOutWhole() {
    let input = String(repeating: "a", count: TranscriptGrammar.inputBytesShown) + "\nshort\n"
    let transcript = Transcript([Self.step("cat", input: input)])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ cat <<EOF
      > [2 more lines not shown: 8199 bytes, checksum 1F871767DB11D095]
      > EOF
      """
    }
  }

  @Test func aMissingLastNewlineAndDroppedBytesAreSaid() {
    let transcript = Transcript([
      Self.step(
        "yes", output: CapturedBytes(Array("y\ny".utf8), droppedCount: 1_000),
        errors: CapturedBytes("no newline"), termination: .signalled(13))
    ])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ yes
      y
      y
      [no newline at end]
      [1000 more bytes not kept]
      ! no newline
      ! [no newline at end]
      [signal 13 SIGPIPE]
      """
    }
  }

  @Test func bytesThatAreNotUTF8AreShownEscaped() {
    let bytes: [UInt8] = Array("caf".utf8) + [0xE9] + Array(" ok é\n".utf8) + [0xFF, 0xC3, 0x0A]
    let transcript = Transcript([
      Self.step("latin1", output: CapturedBytes(bytes), termination: .timedOut(seconds: 0.5))
    ])
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      #"""
      $ latin1
      caf\xE9 ok é
      \xFF\xC3
      [timed out after 0.5 s, killed]
      """#
    }
  }

  @Test func wordsAreQuotedAsAShellReadsThem() {
    #expect(TranscriptGrammar.shellWord("plain-word_1.txt") == "plain-word_1.txt")
    #expect(TranscriptGrammar.shellWord("") == "''")
    #expect(TranscriptGrammar.shellWord("two words") == "'two words'")
    #expect(TranscriptGrammar.shellWord("it's") == #"'it'\''s'"#)
    #expect(TranscriptGrammar.shellWord("$HOME") == "'$HOME'")
    #expect(TranscriptGrammar.shellWord("=ls") == "'=ls'")
    #expect(TranscriptGrammar.shellWord("a=b") == "a=b")
    // A quote that a combining mark follows is one `Character`, and still a quote.
    #expect(TranscriptGrammar.shellWord("'\u{301}") == "''\\''\u{301}'")
  }

  @Test func markdownFencesOutlastBackticksInside() {
    let transcript = Transcript([Self.step("md", output: CapturedBytes("````\n"))])
    assertInlineSnapshot(of: transcript, as: .markdownTranscript, record: .never) {
      """
      `````console
      $ md
      ````
      `````

      """
    }
    #expect(Snapshotting<Transcript, String>.markdownTranscript.pathExtension == "md")
    #expect(Snapshotting<Transcript, String>.transcript.pathExtension == "txt")
  }

  @Test func scrubbersReachCommandLinesAndOutput() {
    let path = NSTemporaryDirectory() + "verbatim-\(UUID().uuidString)/notes.txt"
    let transcript = Transcript([
      Self.step(
        "cat", path, output: CapturedBytes("\u{1B}[31mred\u{1B}[0m at \(path)\n"))
    ])
    assertInlineSnapshot(
      of: transcript,
      as: .transcript(redacting: [.scrubbing(.ansiEscapeCodes, .temporaryPaths)]),
      record: .never
    ) {
      """
      $ cat TemporaryPath(<1>)
      red at TemporaryPath(<1>)
      """
    }
  }

  @Test func inProcessCodeWritesIntoCapturedStreams() {
    let transcript = Transcript.capturing("greet", "Ada") { output, errors in
      print("Hello, Ada!", to: &output)
      print("warning: shy", to: &errors)
      return 2
    }
    assertInlineSnapshot(of: transcript, as: .transcript, record: .never) {
      """
      $ greet Ada
      Hello, Ada!
      ! warning: shy
      [exit 2]
      """
    }
  }
}
