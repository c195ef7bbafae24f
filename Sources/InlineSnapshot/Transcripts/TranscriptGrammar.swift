/// The transcript format, piece by piece: every prompt, mark and note a transcript prints is
/// spelled here, and nowhere else (the format is described in <doc:Transcripts>).
///
/// ```
/// $ NO_COLOR=1 greet --name 'Ada L' <<EOF
/// > some input
/// > EOF
/// Hello, Ada L!
/// \$ output that reads as a prompt, and \\xFF as text beside a byte \xFF
/// ! warning: greeting is loud
/// ! \[no newline at end]
/// [exit 3]
/// ```
enum TranscriptGrammar {
  /// What starts a command line.
  static let prompt = "$ "
  /// What starts each line of standard input, as a shell prompts for a here-document.
  static let inputPrompt = "> "
  /// What starts each line of standard error.
  static let errorMark = "! "
  /// What starts a line that would otherwise read as one of the marks or notes, and what
  /// starts a byte that is not UTF-8 (`\xFF`).
  static let escape: Unicode.Scalar = "\\"

  /// The text of a whole transcript: each step after the other.
  ///
  /// One-to-one: `TranscriptReader` reads the text back into `transcript` (but for input past
  /// what a transcript shows, ``inputLines(_:)``).
  static func text(of transcript: Transcript) -> String {
    transcript.steps.map(text(of:)).joined(separator: "\n")
  }

  /// One step: its command line, its input, its output, its errors, its status if not 0.
  static func text(of step: Transcript.Step) -> String {
    var lines: [String] = []
    var words = commandWords(of: step)
    if let input = step.input {
      let shown = inputLines(input)
      let delimiter = hereDocumentDelimiter(avoiding: shown)
      words.append(hereDocumentMark + delimiter)
      lines = shown.map { inputPrompt + $0 } + [inputPrompt + delimiter]
    }
    lines.insert(prompt + words.joined(separator: " "), at: 0)
    lines += self.lines(of: step.output)
    lines += self.lines(of: step.errors).map { errorMark + $0 }
    if step.outputLeftOpen { lines.append(outputLeftOpenNote) }
    if let status = note(for: step.termination) { lines.append(status) }
    return lines.joined(separator: "\n")
  }

  // MARK: Input

  /// Input shows whole up to this many lines…
  static let inputLinesShown = 100
  /// …and this many bytes; past either, its first whole lines that fit, then a note.
  static let inputBytesShown = 8_192

  /// The lines of a command's input, without their prompt: whole when short, else the first
  /// lines and ``inputNotShownNote(_:)`` for the rest (whose checksum keeps a change seen).
  static func inputLines(_ input: [UInt8]) -> [String] {
    let shown = shownInputLength(input)
    guard shown < input.count else { return contentLines(input[...]) }
    return contentLines(input[..<shown]) + [inputNotShownNote(input[shown...])]
  }

  /// How many leading bytes of `input` a transcript shows: all of them within the limits,
  /// else the whole lines that fit.
  static func shownInputLength(_ input: [UInt8]) -> Int {
    var shown = 0
    var lineCount = 0
    while shown < input.count {
      let lineEnd = input[shown...].firstIndex(of: 0x0A).map { $0 + 1 } ?? input.count
      guard lineCount < inputLinesShown, lineEnd <= inputBytesShown else { return shown }
      lineCount += 1
      shown = lineEnd
    }
    return shown
  }

  // MARK: Streams

  /// The lines of a stream, without their prefix; then a note when the last line had no
  /// newline, and one when bytes were dropped.
  static func lines(of stream: CapturedBytes) -> [String] {
    var lines = contentLines(stream.bytes[...])
    if stream.droppedCount != 0 { lines.append(droppedNote(stream.droppedCount)) }
    return lines
  }

  /// Each line of `bytes` (see ``line(_:)``), then ``noNewlineNote`` when the last one had
  /// no newline.
  static func contentLines(_ bytes: ArraySlice<UInt8>) -> [String] {
    guard !bytes.isEmpty else { return [] }
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let endsWithNewline = lines.last?.isEmpty == true
    if endsWithNewline { lines.removeLast() }
    return lines.map(line) + (endsWithNewline ? [] : [noNewlineNote])
  }

  /// One line of a stream as printed: its text as it came, but
  /// - a byte that is not part of valid UTF-8 as `\xFF`;
  /// - backslashes that start the line, or come right before such a byte or before `x` and two
  ///   hexadecimal digits (`\xFF` as text), doubled;
  /// - after a backslash when it would read as a prompt, an error or a note (`\$ ls`).
  static func line(_ bytes: ArraySlice<UInt8>) -> String {
    let line = body(of: bytes)
    return readsAsMark(line) ? String(escape) + line : line
  }

  /// A line's text, with its bytes that are not UTF-8 and its backslashes escaped.
  private static func body(of bytes: ArraySlice<UInt8>) -> String {
    let backslash = UInt8(ascii: "\\")
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return bodyWithInvalidBytes(bytes)
    }
    guard bytes.contains(backslash) else { return text }
    // Valid UTF-8: only backslashes change, and a run of them can be judged on the bytes.
    var printed: [UInt8] = []
    printed.reserveCapacity(bytes.count + 8)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard bytes[index] == backslash else {
        printed.append(bytes[index])
        index += 1
        continue
      }
      var end = index
      while end < bytes.endIndex, bytes[end] == backslash { end += 1 }
      let doubled =
        index == bytes.startIndex || isHexEscapeBody(bytes[end...].prefix(3).map(Unicode.Scalar.init))
      printed += repeatElement(backslash, count: (end - index) * (doubled ? 2 : 1))
      index = end
    }
    return String(decoding: printed, as: UTF8.self)
  }

  /// ``body(of:)`` of a line that holds bytes that are not UTF-8: judged scalar by scalar.
  private static func bodyWithInvalidBytes(_ bytes: ArraySlice<UInt8>) -> String {
    let pieces = self.pieces(of: bytes)
    var text = String.UnicodeScalarView()
    var index = 0
    while index < pieces.count {
      guard case .scalar(escape) = pieces[index] else {
        switch pieces[index] {
        case .scalar(let scalar): text.append(scalar)
        case .byte(let byte): text.append(contentsOf: hexEscape(byte).unicodeScalars)
        }
        index += 1
        continue
      }
      var end = index
      while end < pieces.count, case .scalar(escape) = pieces[end] { end += 1 }
      let doubled = index == 0 || escapedByteFollows(pieces[end...])
      let count = (end - index) * (doubled ? 2 : 1)
      text.append(contentsOf: repeatElement(escape, count: count))
      index = end
    }
    return String(text)
  }

  /// A stream's bytes as scalars, and the bytes that are not part of valid UTF-8.
  enum Piece: Equatable {
    case scalar(Unicode.Scalar)
    case byte(UInt8)
  }

  static func pieces(of bytes: ArraySlice<UInt8>) -> [Piece] {
    var pieces: [Piece] = []
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var position = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        pieces.append(.scalar(Unicode.UTF8.decode(encoded)))
        position += encoded.count
      case .error(let length):
        pieces += bytes[position..<position + length].map(Piece.byte)
        position += length
      case .emptyInput:
        return pieces
      }
    }
  }

  /// Whether what follows a run of backslashes would read as an escaped byte after one.
  private static func escapedByteFollows(_ pieces: ArraySlice<Piece>) -> Bool {
    guard let first = pieces.first else { return false }
    if case .byte = first { return true }
    let next = pieces.prefix(3).compactMap { piece -> Unicode.Scalar? in
      if case .scalar(let scalar) = piece { return scalar }
      return nil
    }
    return isHexEscapeBody(next[...])
  }

  /// `x` and two uppercase hexadecimal digits: what follows the backslash of an escaped byte.
  static func isHexEscapeBody(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
    scalars.count >= 3 && scalars.first == "x"
      && scalars.dropFirst().prefix(2).allSatisfy { hexDigits.unicodeScalars.contains($0) }
  }

  /// `\xFF`: how a byte that is not part of valid UTF-8 prints.
  static func hexEscape(_ byte: UInt8) -> String {
    let digits = Array(hexDigits)
    return String(escape) + "x" + String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  static let hexDigits = "0123456789ABCDEF"

  /// Whether a line of a stream would read as a prompt, an error or a note: such a line is
  /// printed after a backslash, in every stream, so that no output passes for another part.
  static func readsAsMark(_ line: String) -> Bool {
    let scalars = line.unicodeScalars
    return scalars.starts(with: prompt.unicodeScalars)
      || scalars.starts(with: errorMark.unicodeScalars) || isNote(line)
  }

  /// Whether a line reads as one of the notes below: in square brackets, and starting as one
  /// does (`[exit `, `[12 more `…).
  static func isNote(_ line: String) -> Bool {
    let scalars = line.unicodeScalars
    guard scalars.first == "[", scalars.last == "]" else { return false }
    if noteHeads.contains(where: { scalars.starts(with: $0.unicodeScalars) }) { return true }
    var count = scalars.dropFirst()
    if count.first == "-" { count = count.dropFirst() }
    let digits = count.prefix { ("0"..."9").contains($0) }
    return !digits.isEmpty && count.dropFirst(digits.count).starts(with: " more ".unicodeScalars)
  }

  /// How the notes below begin, for ``isNote(_:)``, but those that begin with a count. A new
  /// note goes here (and, if it says how a command ended, in ``terminationHeads``), so that
  /// output that reads as it is escaped.
  static let noteHeads = [noNewlineNote, outputLeftOpenNote] + terminationHeads

  /// How the notes that say how a command ended begin.
  static let terminationHeads = [exitHead, signalHead, timedOutHead, endedHead]

  // MARK: Notes

  /// Said after the last line of a stream that did not end with a newline.
  static let noNewlineNote = "[no newline at end]"

  /// Said after the streams when a process the command left running still held them open.
  static let outputLeftOpenNote = "[output held open by a background process, not waited for]"

  /// Said where a stream's kept bytes end: how many more came.
  static func droppedNote(_ count: Int) -> String {
    "[\(count)\(droppedNoteTail)"
  }

  static let droppedNoteTail = " more bytes not kept]"

  /// Said where a command's input stops showing: how many lines and bytes are left out, and
  /// their checksum, so that a change in them changes the transcript too.
  static func inputNotShownNote(_ rest: ArraySlice<UInt8>) -> String {
    let lineCount = rest.count(where: { $0 == 0x0A }) + (rest.last == 0x0A ? 0 : 1)
    return "[\(lineCount) more \(lineCount == 1 ? "line" : "lines")\(inputNotShownMiddle)"
      + "\(rest.count) bytes, checksum \(checksum(rest))]"
  }

  static let inputNotShownMiddle = " not shown: "

  /// FNV-1a, 64 bits, in hexadecimal: the same on every platform and run.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16, uppercase: true)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static let exitHead = "[exit "
  static let signalHead = "[signal "
  static let timedOutHead = "[timed out after "
  static let timedOutTail = " s, killed]"
  static let endedHead = "[ended: "

  /// How a command ended, unless it exited with 0.
  static func note(for termination: Transcript.Termination) -> String? {
    switch termination {
    case .exited(0): nil
    case .exited(let status): "\(exitHead)\(status)]"
    case .signalled(let signal):
      "\(signalHead)\(signal)\(signalName(signal).map { " " + $0 } ?? "")]"
    case .timedOut(let seconds): timedOutHead + formatted(seconds) + timedOutTail
    case .other(let description): endedHead + escapedDescription(description) + "]"
    }
  }

  /// An end's description on one line: backslashes doubled, line breaks as `\n` and `\r`.
  static func escapedDescription(_ description: String) -> String {
    var text = String.UnicodeScalarView()
    for scalar in description.unicodeScalars {
      switch scalar {
      case "\\": text += [escape, escape]
      case "\n": text += [escape, "n"]
      case "\r": text += [escape, "r"]
      default: text.append(scalar)
      }
    }
    return String(text)
  }

  /// The name of the signals a test is likely to meet, which are numbered alike on every
  /// platform we run on.
  static func signalName(_ signal: Int32) -> String? {
    switch signal {
    case 1: "SIGHUP"
    case 2: "SIGINT"
    case 3: "SIGQUIT"
    case 4: "SIGILL"
    case 5: "SIGTRAP"
    case 6: "SIGABRT"
    case 8: "SIGFPE"
    case 9: "SIGKILL"
    case 11: "SIGSEGV"
    case 13: "SIGPIPE"
    case 14: "SIGALRM"
    case 15: "SIGTERM"
    default: nil
    }
  }

  /// Whole seconds without a fraction (`30`), others as Swift prints them (`0.5`, `inf`).
  static func formatted(_ seconds: Double) -> String {
    Int(exactly: seconds).map(String.init) ?? String(seconds)
  }

  // MARK: Markdown

  /// `text` in a fenced `console` block, which renders as a terminal session; the fence is
  /// longer than any run of backticks inside.
  static func markdown(_ text: String) -> String {
    var longest = 0
    var run = 0
    for scalar in text.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + "console\n" + text + "\n" + fence + "\n"
  }
}
