/// The transcript format, piece by piece: every prompt, mark and note a transcript prints is
/// spelled here, and nowhere else (the format is described in <doc:Transcripts>).
///
/// ```
/// $ NO_COLOR=1 greet --name 'Ada L' <<EOF
/// > some input
/// > EOF
/// Hello, Ada L!
/// ! warning: greeting is loud
/// [exit 3]
/// ```
enum TranscriptGrammar {
  /// What starts a command line.
  static let prompt = "$ "
  /// What starts each line of standard input, as a shell prompts for a here-document.
  static let inputPrompt = "> "
  /// What starts each line of standard error.
  static let errorMark = "! "
  /// What starts a line of standard output that would otherwise read as one of the marks.
  static let escape = "\\"

  /// The text of a whole transcript: each step after the other.
  static func text(of transcript: Transcript) -> String {
    transcript.steps.map(text(of:)).joined(separator: "\n")
  }

  /// One step: its command line, its input, its output, its errors, its status if not 0.
  static func text(of step: Transcript.Step) -> String {
    var lines = [commandLine(of: step)]
    if let input = step.input {
      let delimiter = hereDocumentDelimiter(avoiding: input)
      lines[0] += " <<\(delimiter)"
      lines += self.lines(of: CapturedBytes(input), prefix: inputPrompt)
      lines.append(inputPrompt + delimiter)
    }
    lines += self.lines(of: step.output, prefix: "")
    lines += self.lines(of: step.errors, prefix: errorMark)
    if step.outputLeftOpen { lines.append(outputLeftOpenNote) }
    if let status = note(for: step.termination) { lines.append(status) }
    return lines.joined(separator: "\n")
  }

  // MARK: Command lines

  /// `NAME=value name argument…`, each word quoted as a POSIX shell would need it.
  static func commandLine(of step: Transcript.Step) -> String {
    let assignments = step.environment.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(shellWord($0.value))" }
    return prompt + (assignments + step.commandLine.map(shellWord)).joined(separator: " ")
  }

  /// `word` as a shell reads it back: bare when it holds only characters no shell treats
  /// specially, else in single quotes (a quote inside written `'\''`).
  static func shellWord(_ word: String) -> String {
    // zsh expands a word that starts with `=` to a command's path (`=ls`).
    let plain =
      !word.isEmpty && !word.hasPrefix("=")
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "_", "@", "%", "+", "=", ":", ",", ".", "/", "-": true
        default: false
        }
      }
    if plain { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// `EOF`, or `EOF2`, `EOF3`… when the input holds a line that would end the document early.
  static func hereDocumentDelimiter(avoiding input: [UInt8]) -> String {
    let lines = Set(input.split(separator: 0x0A, omittingEmptySubsequences: false).map(decode))
    var delimiter = "EOF"
    var number = 1
    while lines.contains(delimiter) {
      number += 1
      delimiter = "EOF\(number)"
    }
    return delimiter
  }

  // MARK: Streams

  /// The lines of a stream, each after `prefix`; then a note when the last line had no newline
  /// or when bytes were dropped.
  static func lines(of stream: CapturedBytes, prefix: String) -> [String] {
    guard !stream.bytes.isEmpty || stream.droppedCount > 0 else { return [] }
    var lines = stream.bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let endsWithNewline = lines.last?.isEmpty == true
    if endsWithNewline || stream.bytes.isEmpty { lines.removeLast() }
    var result = lines.map { line in
      // Judged on the line as read, so that an invalid first byte (`\xFF`) is not escaped.
      let escaped = prefix.isEmpty && readsAsMark(String(decoding: line, as: UTF8.self))
      return prefix + (escaped ? escape : "") + decode(line)
    }
    if !endsWithNewline, !stream.bytes.isEmpty { result.append(prefix + noNewlineNote) }
    if stream.droppedCount > 0 { result.append(prefix + droppedNote(stream.droppedCount)) }
    return result
  }

  /// Whether a line of standard output would read as a prompt, an error or a note: such a line
  /// is printed after a backslash, so that no output can pass for another part.
  static func readsAsMark(_ line: String) -> Bool {
    line.hasPrefix(prompt) || line.hasPrefix(errorMark) || line.hasPrefix(escape)
      || (line.hasPrefix("[") && line.hasSuffix("]")
        && (noteHeads.contains { line.hasPrefix($0) } || line.hasSuffix(droppedNoteTail)))
  }

  /// How the notes below begin, for ``readsAsMark(_:)``.
  private static let noteHeads = [
    "[exit ", "[signal ", "[timed out ", "[ended: ", noNewlineNote, outputLeftOpenNote,
  ]

  /// A line's bytes as text; a byte that is not part of valid UTF-8 prints as `\xFF`.
  static func decode(_ line: ArraySlice<UInt8>) -> String {
    if let text = String(validating: line, as: UTF8.self) { return text }
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = line.makeIterator()
    var position = line.startIndex
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        position += encoded.count
      case .error(let length):
        for byte in line[position..<position + length] {
          text += "\\x" + hexDigits(byte)
        }
        position += length
      case .emptyInput:
        return text
      }
    }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  // MARK: Notes

  /// Said after the last line of a stream that did not end with a newline.
  static let noNewlineNote = "[no newline at end]"

  /// Said after the streams when a process the command left running still held them open.
  static let outputLeftOpenNote = "[output held open by a background process, not waited for]"

  /// Said where a stream's kept bytes end: how many more came.
  static func droppedNote(_ count: Int) -> String {
    "[\(count)\(droppedNoteTail)"
  }

  private static let droppedNoteTail = " more bytes not kept]"

  /// How a command ended, unless it exited with 0.
  static func note(for termination: Transcript.Termination) -> String? {
    switch termination {
    case .exited(0): nil
    case .exited(let status): "[exit \(status)]"
    case .signalled(let signal): "[signal \(signal)\(signalName(signal).map { " " + $0 } ?? "")]"
    case .timedOut(let seconds): "[timed out after \(formatted(seconds)) s, killed]"
    case .other(let description): "[ended: \(description)]"
    }
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

  private static func formatted(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }

  // MARK: Markdown

  /// `text` in a fenced `console` block, which renders as a terminal session; the fence is
  /// longer than any run of backticks inside.
  static func markdown(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + "console\n" + text + "\n" + fence + "\n"
  }
}
