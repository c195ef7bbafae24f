/// Receives rendered dump text piece by piece, line by line.
///
/// The renderer writes each piece once, straight into the sink, so dumping a large value
/// builds its text without intermediate line strings when only the text is wanted.
protocol DumpTextSink {
  /// Appends `text` to the current line.
  mutating func write(_ text: String)
  /// Ends the current line.
  mutating func endLine()
}

/// Collects rendered lines, for callers that prefix or compare lines (the differ).
struct DumpLineCollector: DumpTextSink {
  var lines: [String] = []
  private var current = ""

  mutating func write(_ text: String) {
    current += text
  }

  mutating func endLine() {
    lines.append(current)
    current = ""
  }
}

/// Collects rendered lines into one string joined by newlines, without a trailing newline.
///
/// Pieces are appended as UTF-8 bytes and decoded once at the end: appending to a `String`
/// piece by piece costs several times more in dumps of thousands of lines.
struct DumpTextCollector: DumpTextSink {
  private var bytes: [UInt8] = []
  private var isLineEnded = false

  /// The text collected so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Makes room for about `count` bytes of text.
  mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  mutating func write(_ piece: String) {
    if isLineEnded {
      bytes.append(UInt8(ascii: "\n"))
      isLineEnded = false
    }
    bytes.append(contentsOf: piece.utf8)
  }

  mutating func endLine() {
    if isLineEnded {
      bytes.append(UInt8(ascii: "\n"))
    }
    isLineEnded = true
  }
}
