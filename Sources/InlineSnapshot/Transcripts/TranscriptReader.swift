/// Reads a transcript's text back into the ``Transcript`` it was printed from.
///
/// The proof that the format is one-to-one: whatever ``TranscriptGrammar`` prints, this reads
/// back into an equal value, so two different transcripts cannot print the same text (tests
/// run it on random transcripts). Input past what a transcript shows is the one part it cannot
/// give back (``TranscriptGrammar/inputLines(_:)``). It reads the text as printed, by scalars,
/// never by `Character` (a line feed after a carriage return is a line break here).
struct TranscriptReader {
  /// Why a text does not read as a transcript: the line (from 1) and what was expected there.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  private typealias Grammar = TranscriptGrammar
  private typealias Line = ArraySlice<Unicode.Scalar>

  private let lines: [Line]
  private var index = 0

  private init(_ text: String) {
    lines = Array(text.unicodeScalars).split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The transcript `text` prints, or a failure that says where it does not read as one.
  static func transcript(from text: String) throws(Failure) -> Transcript {
    guard !text.isEmpty else { return Transcript() }
    var reader = TranscriptReader(text)
    var steps: [Transcript.Step] = []
    while reader.index < reader.lines.count { steps.append(try reader.step()) }
    return Transcript(steps)
  }

  private mutating func step() throws(Failure) -> Transcript.Step {
    let command = try commandLine()
    var input: [UInt8]?
    if let delimiter = command.delimiter { input = try hereDocument(endingAt: delimiter) }
    let output = try stream(while: { line in
      !line.starts(with: Grammar.prompt.unicodeScalars)
        && !line.starts(with: Grammar.errorMark.unicodeScalars) && !Self.isTermination(line)
        && !Self.isOutputLeftOpen(line)
    }, prefix: "")
    let errors = try stream(
      while: { $0.starts(with: Grammar.errorMark.unicodeScalars) }, prefix: Grammar.errorMark)
    let outputLeftOpen = index < lines.count && Self.isOutputLeftOpen(lines[index])
    if outputLeftOpen { index += 1 }
    var termination = Transcript.Termination.exited(0)
    if index < lines.count, Self.isTermination(lines[index]) {
      termination = try Self.termination(lines[index], at: index)
      index += 1
    }
    guard index == lines.count || lines[index].starts(with: Grammar.prompt.unicodeScalars) else {
      throw Failure(line: index + 1, reason: "the next command line or the end")
    }
    return Transcript.Step(
      commandLine: command.words, environment: command.environment, input: input,
      output: output, errors: errors, termination: termination, outputLeftOpen: outputLeftOpen)
  }

  // MARK: Command lines

  private typealias Word = [(scalar: Unicode.Scalar, quoted: Bool)]

  /// `$ NAME=value name argument… <<EOF`: the words as a POSIX shell splits them, the quoted
  /// ones possibly over several lines.
  private mutating func commandLine() throws(Failure) -> (
    environment: [String: String], words: [String], delimiter: String?
  ) {
    guard index < lines.count, lines[index].starts(with: Grammar.prompt.unicodeScalars) else {
      throw Failure(line: index + 1, reason: "a command line (`$ `)")
    }
    var words: [Word] = []
    var word: Word = []
    var inWord = false
    var inQuote = false
    var line = lines[index].dropFirst(Grammar.prompt.unicodeScalars.count)
    index += 1
    while true {
      var position = line.startIndex
      while position < line.endIndex {
        let scalar = line[position]
        position += 1
        if inQuote {
          if scalar == "'" { inQuote = false } else { word.append((scalar, true)) }
          continue
        }
        switch scalar {
        case " ":
          guard inWord else { throw Failure(line: index, reason: "one space between words") }
          words.append(word)
          word = []
          inWord = false
        case "'":
          inQuote = true
          inWord = true
        case Grammar.escape:
          guard position < line.endIndex, line[position] == "'" else {
            throw Failure(line: index, reason: #"`\'` in a word"#)
          }
          position += 1
          word.append(("'", true))
          inWord = true
        default:
          word.append((scalar, false))
          inWord = true
        }
      }
      guard inQuote else { break }
      guard index < lines.count else {
        throw Failure(line: index, reason: "the end of a quoted word")
      }
      word.append(("\n", true))
      line = lines[index]
      index += 1
    }
    if inWord {
      words.append(word)
    } else if !words.isEmpty {
      throw Failure(line: index, reason: "a word after the last space")
    }
    var delimiter: String?
    let mark = Grammar.hereDocumentMark.unicodeScalars
    if let last = words.last, last.allSatisfy({ !$0.quoted }),
      last.map(\.scalar).starts(with: mark), last.count > mark.count
    {
      delimiter = Self.string(last.dropFirst(mark.count))
      words.removeLast()
    }
    var environment: [String: String] = [:]
    var first = 0
    while first < words.count,
      let equals = words[first].firstIndex(where: { $0.scalar == "=" && !$0.quoted })
    {
      let name = Self.string(words[first][..<equals])
      guard environment[name] == nil else {
        throw Failure(line: index, reason: "one assignment to \(name)")
      }
      environment[name] = Self.string(words[first][(equals + 1)...])
      first += 1
    }
    return (environment, words[first...].map { Self.string($0[...]) }, delimiter)
  }

  private static func string(_ word: ArraySlice<(scalar: Unicode.Scalar, quoted: Bool)>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: word.map(\.scalar))
    return String(text)
  }

  // MARK: Input

  /// The lines after `> ` up to `> EOF`: the input's bytes.
  private mutating func hereDocument(endingAt delimiter: String) throws(Failure) -> [UInt8] {
    var bodies: [Line] = []
    let first = index
    while true {
      guard index < lines.count, lines[index].starts(with: Grammar.inputPrompt.unicodeScalars)
      else { throw Failure(line: index + 1, reason: "`> \(delimiter)` after the input") }
      let body = lines[index].dropFirst(Grammar.inputPrompt.unicodeScalars.count)
      index += 1
      if body.elementsEqual(delimiter.unicodeScalars) { break }
      bodies.append(body)
    }
    if let last = bodies.last, Self.isNote(last),
      last.firstRange(of: Grammar.inputNotShownMiddle.unicodeScalars) != nil
    {
      throw Failure(line: index - 1, reason: "input shown whole (this part is not shown)")
    }
    let input = try Self.stream(bodies, firstLine: first + 1)
    guard input.droppedCount == 0 else {
      throw Failure(line: index - 1, reason: "input, which drops no bytes")
    }
    return input.bytes
  }

  // MARK: Streams

  /// The lines that `belongs` takes from here, after `prefix`, as a stream.
  private mutating func stream(
    while belongs: (Line) -> Bool, prefix: String
  ) throws(Failure) -> CapturedBytes {
    let first = index
    var bodies: [Line] = []
    while index < lines.count, belongs(lines[index]) {
      bodies.append(lines[index].dropFirst(prefix.unicodeScalars.count))
      index += 1
    }
    return try Self.stream(bodies, firstLine: first + 1)
  }

  /// A stream's lines, without their prefix: content lines, then the notes that may end one.
  private static func stream(_ bodies: [Line], firstLine: Int) throws(Failure) -> CapturedBytes {
    var bytes: [UInt8] = []
    var endsWithNewline = true
    var dropped = 0
    for (offset, body) in bodies.enumerated() {
      let lineNumber = firstLine + offset
      guard isNote(body) else {
        guard endsWithNewline, dropped == 0 else {
          throw Failure(line: lineNumber, reason: "no content after a stream's notes")
        }
        bytes += try content(body, line: lineNumber)
        bytes.append(0x0A)
        continue
      }
      if body.elementsEqual(Grammar.noNewlineNote.unicodeScalars), !bytes.isEmpty,
        endsWithNewline, dropped == 0
      {
        endsWithNewline = false
      } else if let count = droppedCount(body), count != 0, dropped == 0 {
        dropped = count
      } else {
        throw Failure(line: lineNumber, reason: "a stream's note, in order")
      }
    }
    if !endsWithNewline { bytes.removeLast() }
    return CapturedBytes(bytes, droppedCount: dropped)
  }

  /// `[1234 more bytes not kept]`: 1234.
  private static func droppedCount(_ body: Line) -> Int? {
    let count = middle(of: body, after: "[", before: Grammar.droppedNoteTail).flatMap { Int($0) }
    return count.flatMap { Grammar.droppedNote($0).unicodeScalars.elementsEqual(body) ? $0 : nil }
  }

  /// A content line's bytes: the line escape taken off, escaped bytes and doubled
  /// backslashes read (see ``TranscriptGrammar/line(_:)``).
  private static func content(_ body: Line, line: Int) throws(Failure) -> [UInt8] {
    let escape = Grammar.escape
    var rest = body
    if rest.first == escape, rest.dropFirst().first.map({ $0 != escape }) == true,
      !Grammar.isHexEscapeBody(rest.dropFirst())
    {
      rest = rest.dropFirst()
      guard Grammar.readsAsMark(text(rest)) else {
        throw Failure(line: line, reason: "a backslash before a line only if it reads as a mark")
      }
    }
    var bytes: [UInt8] = []
    var position = rest.startIndex
    while position < rest.endIndex {
      guard rest[position] == escape else {
        Unicode.UTF8.encode(rest[position]) { bytes.append($0) }
        position += 1
        continue
      }
      var end = position
      while end < rest.endIndex, rest[end] == escape { end += 1 }
      let count = end - position
      if Grammar.isHexEscapeBody(rest[end...]) {
        bytes += repeatElement(UInt8(ascii: "\\"), count: count / 2)
        if count % 2 == 1 {
          bytes.append(hexByte(rest[(end + 1)...]))
          end += 3
        }
      } else if position == body.startIndex {
        guard count % 2 == 0 else {
          throw Failure(line: line, reason: "doubled backslashes at the start of a line")
        }
        bytes += repeatElement(UInt8(ascii: "\\"), count: count / 2)
      } else {
        bytes += repeatElement(UInt8(ascii: "\\"), count: count)
      }
      position = end
    }
    return bytes
  }

  /// The byte two uppercase hexadecimal digits write.
  private static func hexByte(_ digits: Line) -> UInt8 {
    let values = digits.prefix(2).map { UInt8($0.value <= 0x39 ? $0.value - 0x30 : $0.value - 0x37) }
    return values[0] << 4 | values[1]
  }

  // MARK: Notes

  private static func isNote(_ line: Line) -> Bool {
    Grammar.isNote(text(line))
  }

  /// The note that a process the command left running held its output open.
  private static func isOutputLeftOpen(_ line: Line) -> Bool {
    line.elementsEqual(Grammar.outputLeftOpenNote.unicodeScalars)
  }

  /// A note that says how a command ended (not one that ends a stream).
  private static func isTermination(_ line: Line) -> Bool {
    isNote(line) && Grammar.terminationHeads.contains { line.starts(with: $0.unicodeScalars) }
  }

  /// How a command ended, read from its note: the one end that prints this very note.
  private static func termination(_ line: Line, at index: Int) throws(Failure) -> Transcript.Termination {
    let candidate: Transcript.Termination? =
      if let status = middle(of: line, after: Grammar.exitHead, before: "]").flatMap(Int32.init) {
        .exited(status)
      } else if let signal = middle(of: line, after: Grammar.signalHead, before: "]")
        .flatMap({ Int32(String($0.unicodeScalars.prefix { $0 != " " })) })
      {
        .signalled(signal)
      } else if let seconds = middle(of: line, after: Grammar.timedOutHead, before: Grammar.timedOutTail)
        .flatMap(Double.init)
      {
        .timedOut(seconds: seconds)
      } else if let description = middle(of: line, after: Grammar.endedHead, before: "]")
        .flatMap(unescapedDescription)
      {
        .other(description)
      } else {
        nil
      }
    guard let candidate, Grammar.note(for: candidate)?.unicodeScalars.elementsEqual(line) == true
    else {
      throw Failure(line: index + 1, reason: "how the command ended, as a transcript says it")
    }
    return candidate
  }

  /// What `line` holds between `head` and `tail`, compared by scalars.
  private static func middle(of line: Line, after head: String, before tail: String) -> String? {
    let head = Array(head.unicodeScalars)
    let tail = Array(tail.unicodeScalars)
    guard line.count >= head.count + tail.count, line.starts(with: head),
      line.reversed().starts(with: tail.reversed())
    else { return nil }
    return text(line.dropFirst(head.count).dropLast(tail.count))
  }

  private static func text(_ line: Line) -> String {
    String(String.UnicodeScalarView(line))
  }

  /// The reverse of ``TranscriptGrammar/escapedDescription(_:)``.
  private static func unescapedDescription(_ text: String) -> String? {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == Grammar.escape else {
        result.append(scalar)
        continue
      }
      switch scalars.next() {
      case Grammar.escape: result.append(Grammar.escape)
      case "n": result.append("\n")
      case "r": result.append("\r")
      default: return nil
      }
    }
    return String(result)
  }
}
