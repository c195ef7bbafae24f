import Testing
import VerbatimTestSupport

@testable import InlineSnapshot

/// The transcript format reads back (issue 51): `TranscriptReader` returns the very transcript
/// that was printed, for random transcripts built from the bytes that stress the format.
@Suite struct TranscriptReadBackTests {
  /// Pieces of streams: the format's own marks and notes, backslashes, escapes as text, bytes
  /// that are not UTF-8, line breaks of every kind, NUL, combining marks.
  static let streamPieces: [[UInt8]] =
    [
      "\n", "\n", "\n", "\r", "\r\n", "\0", "\\", "\\\\", "\\x", "\\xFF", "\\xff", "\\xC3", "xFF",
      "x4", "$ ", "! ", "> ", "$", "!", "[", "]", "[no newline at end]", "[exit 3]", "[exit 0]",
      "[signal 9 SIGKILL]", "[timed out after 1 s, killed]", "[ended: x]",
      "[output held open by a background process, not waited for]",
      "[12 more bytes not kept]", "[-2 more bytes not kept]",
      "[3 more lines not shown: 9 bytes, checksum 0000000000000000]", "[1, 2]", "EOF", "EOF2",
      "\u{301}", "é", "e\u{301}", "\u{1B}[31m", "\t", " ", "a", "b", "'", "<<EOF", "\u{2028}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE9], [0xED, 0xA0, 0x80], [0xF0, 0x9F], [0x80]]

  /// Pieces of command words, variables and descriptions.
  static let wordPieces = [
    "a", "B", " ", "'", "\\", "=", "<<EOF", "\n", "\r\n", "$", "é", "\u{301}", "\r", "x=y",
    "--flag", "-", "~", "#", "\"", "EOF", "]", "[exit 1]", "\\n",
  ]

  static func bytes(using generator: inout SplitMix) -> [UInt8] {
    (0..<Int.random(in: 0...16, using: &generator)).flatMap { _ in
      streamPieces.randomElement(using: &generator) ?? []
    }
  }

  static func word(using generator: inout SplitMix, pieces: ClosedRange<Int> = 0...4) -> String {
    (0..<Int.random(in: pieces, using: &generator)).map { _ in
      wordPieces.randomElement(using: &generator) ?? ""
    }.joined()
  }

  static func stream(using generator: inout SplitMix) -> CapturedBytes {
    let dropped = [0, 0, 0, 1, 4_096, -3].randomElement(using: &generator) ?? 0
    return CapturedBytes(bytes(using: &generator), droppedCount: dropped)
  }

  static func termination(using generator: inout SplitMix) -> Transcript.Termination {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1: .exited([0, 1, 3, -1, 255, .max, .min].randomElement(using: &generator) ?? 0)
    case 2: .signalled([9, 11, 13, 15, 31, 64, -1].randomElement(using: &generator) ?? 9)
    case 3:
      .timedOut(
        seconds: [0.5, 30, 0, 0.1 + 0.2, 3e-7, 1e20, .infinity, -1].randomElement(using: &generator)
          ?? 1)
    default: .other(word(using: &generator))
    }
  }

  static func transcript(using generator: inout SplitMix) -> Transcript {
    Transcript(
      (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        var environment: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
          environment[word(using: &generator, pieces: 0...3)] = word(using: &generator)
        }
        return Transcript.Step(
          commandLine: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            word(using: &generator)
          },
          environment: environment,
          input: Bool.random(using: &generator) ? bytes(using: &generator) : nil,
          output: stream(using: &generator), errors: stream(using: &generator),
          termination: termination(using: &generator),
          outputLeftOpen: Int.random(in: 0..<4, using: &generator) == 0)
      })
  }

  /// How `transcript` fails to read back, if it does.
  static func readBackProblem(_ transcript: Transcript) -> String? {
    let text = TranscriptGrammar.text(of: transcript)
    do {
      let read = try TranscriptReader.transcript(from: text)
      return read == transcript ? nil : "read back as \(read)"
    } catch {
      return "\(error)"
    }
  }

  @Test func randomTranscriptsReadBack() {
    var generator = SplitMix(seed: 51)
    var failures: [String] = []
    for iteration in 0..<2_000 {
      let transcript = Self.transcript(using: &generator)
      if let problem = Self.readBackProblem(transcript) {
        failures.append(
          "#\(iteration) \(TranscriptGrammar.text(of: transcript).debugDescription): \(problem)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) did not read back:\n\(failures.prefix(5).joined(separator: "\n"))")
  }

  /// Every stream of up to four bytes from an alphabet of the format's own characters prints
  /// a text of its own, in each of the three streams.
  @Test func everyShortStreamPrintsItsOwnText() throws {
    let alphabet: [UInt8] = [0x5C, 0x78, 0x46, 0x24, 0x20, 0x5B, 0x0A, 0xFF]
    var streams: [[UInt8]] = [[]]
    var frontier: [[UInt8]] = [[]]
    for _ in 0..<4 {
      frontier = frontier.flatMap { stream in alphabet.map { stream + [$0] } }
      streams += frontier
    }
    let places: [([UInt8]) -> Transcript.Step] = [
      { Transcript.Step(commandLine: ["c"], output: CapturedBytes($0), errors: CapturedBytes(""), termination: .exited(0)) },
      { Transcript.Step(commandLine: ["c"], output: CapturedBytes(""), errors: CapturedBytes($0), termination: .exited(0)) },
      { Transcript.Step(commandLine: ["c"], input: $0, output: CapturedBytes(""), errors: CapturedBytes(""), termination: .exited(0)) },
    ]
    for place in places {
      var texts: Set<[Unicode.Scalar]> = []
      var unread: [[UInt8]] = []
      for stream in streams {
        let transcript = Transcript([place(stream)])
        texts.insert(Array(TranscriptGrammar.text(of: transcript).unicodeScalars))
        if Self.readBackProblem(transcript) != nil { unread.append(stream) }
      }
      #expect(texts.count == streams.count)
      #expect(unread.isEmpty, "\(unread.prefix(5))")
    }
  }

  @Test func theDocumentedExamplesReadBack() throws {
    let text = #"""
      $ NO_COLOR=1 greet --name 'Ada L' <<EOF
      > some input
      > EOF
      Hello, Ada L!
      \$ not a prompt
      \\xFF is text; \xFF is a byte
      ! warning: greeting is loud
      ! \[no newline at end]
      [exit 3]
      """#
    let transcript = try TranscriptReader.transcript(from: text)
    #expect(
      transcript
        == Transcript([
          Transcript.Step(
            commandLine: ["greet", "--name", "Ada L"], environment: ["NO_COLOR": "1"],
            input: Array("some input\n".utf8),
            output: CapturedBytes(Array(#"Hello, Ada L!\#n$ not a prompt\#n\xFF is text; "#.utf8) + [0xFF] + Array(" is a byte\n".utf8)),
            errors: CapturedBytes("warning: greeting is loud\n[no newline at end]\n"),
            termination: .exited(3))
        ]))
    #expect(TranscriptGrammar.text(of: transcript) == text)
  }

  @Test func textThatNoTranscriptPrintsDoesNotRead() {
    for text in ["hello", "$ a  b", "$ 'open", "$ c\n[exit 0]", "$ c\n\\x", "$ c <<EOF\n> a", "$ c\n[no newline at end]"] {
      #expect(throws: TranscriptReader.Failure.self, "\(text.debugDescription)") {
        try TranscriptReader.transcript(from: text)
      }
    }
  }
}
