import Testing

@testable import InlineSnapshot

/// Two different transcripts never print the same text (issue 51): each case printed alike
/// before, so that a change from one to the other passed.
@Suite struct TranscriptInjectivityTests {
  static func text(output: [UInt8] = [], errors: [UInt8] = [], input: [UInt8]? = nil) -> String {
    TranscriptGrammar.text(
      of: Transcript([
        Transcript.Step(
          commandLine: ["c"], input: input, output: CapturedBytes(output),
          errors: CapturedBytes(errors), termination: .exited(0))
      ]))
  }

  @Test func anInvalidByteAndItsEscapeAsText() {
    #expect(Self.text(output: [0x61, 0xFF, 0x62]) != Self.text(output: Array(#"a\xFFb"#.utf8)))
    #expect(Self.text(errors: [0xFF]) != Self.text(errors: Array(#"\xFF"#.utf8)))
    #expect(Self.text(input: [0xFF, 0x0A]) != Self.text(input: Array("\\xFF\n".utf8)))
  }

  @Test func anErrorLineThatReadsAsANoteAndTheNote() {
    #expect(Self.text(errors: Array("x\n[no newline at end]\n".utf8)) != Self.text(errors: Array("x".utf8)))
    #expect(Self.text(errors: Array("[7 more bytes not kept]\n".utf8))
      != TranscriptGrammar.text(of: Transcript([
        Transcript.Step(
          commandLine: ["c"], output: CapturedBytes(""),
          errors: CapturedBytes([], droppedCount: 7), termination: .exited(0))
      ])))
  }

  @Test func anInputLineThatReadsAsANoteAndTheNote() {
    #expect(Self.text(input: Array("x\n[no newline at end]\n".utf8)) != Self.text(input: Array("x".utf8)))
  }

  @Test func aCommandNamedWithAnEqualsSignAndAVariable() {
    let named = Transcript([
      Transcript.Step(
        commandLine: ["A=1"], output: CapturedBytes(""), errors: CapturedBytes(""),
        termination: .exited(0))
    ])
    let assigned = Transcript([
      Transcript.Step(
        commandLine: [], environment: ["A": "1"], output: CapturedBytes(""),
        errors: CapturedBytes(""), termination: .exited(0))
    ])
    #expect(TranscriptGrammar.text(of: named) != TranscriptGrammar.text(of: assigned))
  }
}
