/// Receives rendered dump text piece by piece, line by line.
///
/// The renderer writes each piece once, straight into the sink, so dumping a large value
/// builds its text without intermediate line strings when only the text is wanted.
protocol DumpTextSink {
  /// Appends `text` to the current line.
  mutating func write(_ text: String)
  /// Writes `text`, lines already rendered, each line after `pad` and the last followed by
  /// `separator`, ending every line.
  mutating func writeLines(of text: String, pad: String, separator: String)
  /// Ends the current line.
  mutating func endLine()
}

extension DumpTextSink {
  /// Writes `text` line by line through ``write(_:)`` and ``endLine()``, as
  /// ``writeLines(of:pad:separator:)`` must.
  mutating func writeEachLine(of text: String, pad: String, separator: String) {
    let lines = StringLiteral.lines(of: text)
    for (offset, line) in lines.enumerated() {
      write(pad)
      write(line)
      if offset == lines.count - 1 { write(separator) }
      endLine()
    }
  }
}

/// Collects rendered lines, for callers that prefix or compare lines (the differ).
struct DumpLineCollector: DumpTextSink {
  var lines: [String] = []
  private var current = ""
  private var byteCount = 0
  private var isTruncated = false

  mutating func write(_ text: String) {
    guard !isTruncated else { return }
    current += text
  }

  mutating func writeLines(of text: String, pad: String, separator: String) {
    writeEachLine(of: text, pad: pad, separator: separator)
  }

  mutating func endLine() {
    guard !isTruncated else { return }
    byteCount += current.utf8.count + 1
    if byteCount > OutputLimit.bytes {
      isTruncated = true
      lines.append(OutputLimit.marker)
    } else {
      lines.append(current)
    }
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
  private var isTruncated = false

  /// The text collected so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The UTF-8 bytes collected so far, or `nil` once the text was cut at the output limit.
  var utf8: [UInt8]? { isTruncated ? nil : bytes }

  /// How many bytes were collected.
  var byteCount: Int { bytes.count }

  /// Ends one text of several collected end to end: the next piece starts the next text,
  /// without a line break before it.
  mutating func endText() {
    isLineEnded = false
  }

  /// Makes room for about `count` bytes of text.
  mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  mutating func write(_ piece: String) {
    guard !isTruncated else { return }
    if isLineEnded {
      bytes.append(UInt8(ascii: "\n"))
      isLineEnded = false
    }
    bytes.append(contentsOf: piece.utf8)
  }

  mutating func writeLines(of text: String, pad: String, separator: String) {
    // Copied a line at a time from the text's bytes, with no string per line.
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { text in
      var start = 0
      while start <= text.count, !isTruncated {
        let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        write(pad)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
        if end == text.count { write(separator) }
        endLine()
        start = end + 1
      }
    }
    if copied == nil {
      writeEachLine(of: text, pad: pad, separator: separator)
    }
  }

  mutating func endLine() {
    guard !isTruncated else { return }
    if bytes.count > OutputLimit.bytes {
      // Cut at the last whole line, then say so.
      if let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) {
        bytes.removeSubrange(lastBreak...)
        bytes.append(UInt8(ascii: "\n"))
      } else {
        bytes.removeAll()
      }
      bytes.append(contentsOf: OutputLimit.marker.utf8)
      isTruncated = true
      return
    }
    if isLineEnded {
      bytes.append(UInt8(ascii: "\n"))
    }
    isLineEnded = true
  }
}
