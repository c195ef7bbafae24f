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
struct DumpTextCollector: DumpTextSink {
  var text = ""
  private var isLineEnded = false

  mutating func write(_ piece: String) {
    if isLineEnded {
      text += "\n"
      isLineEnded = false
    }
    text += piece
  }

  mutating func endLine() {
    if isLineEnded {
      text += "\n"
    }
    isLineEnded = true
  }
}
