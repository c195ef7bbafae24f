import Foundation

/// Receives rendered dump text piece by piece, line by line.
///
/// The renderer writes each piece once, straight into the sink, so dumping a large value
/// builds its text without intermediate line strings when only the text is wanted.
protocol DumpTextSink {
  /// Appends `text` to the current line.
  mutating func write(_ text: String)
  /// Writes `text`, lines already rendered (UTF-8), each line after `indent` spaces and the
  /// last followed by `separator`, ending every line.
  mutating func writeLines(ofUTF8 text: ArraySlice<UInt8>, indent: Int, separator: String)
  /// Ends the current line.
  mutating func endLine()
}

extension DumpTextSink {
  /// Writes `text` line by line through ``write(_:)`` and ``endLine()``, as
  /// ``writeLines(ofUTF8:indent:separator:)`` must.
  mutating func writeEachLine(ofUTF8 text: ArraySlice<UInt8>, indent: Int, separator: String) {
    let pad = Indentation.spaces(indent)
    let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      write(pad)
      write(String(decoding: line, as: UTF8.self))
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

  mutating func writeLines(ofUTF8 text: ArraySlice<UInt8>, indent: Int, separator: String) {
    writeEachLine(ofUTF8: text, indent: indent, separator: separator)
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
    bytes.appendUTF8(piece)
  }

  mutating func writeLines(ofUTF8 text: ArraySlice<UInt8>, indent: Int, separator: String) {
    let breaksLine = isLineEnded
    let written = text.withUnsafeBufferPointer { text -> Bool in
      var lineCount = 1
      var lineEnd = Self.lineEnd(in: text, from: 0)
      while lineEnd < text.count {
        lineCount += 1
        lineEnd = Self.lineEnd(in: text, from: lineEnd + 1)
      }
      let count =
        (breaksLine ? 1 : 0) + text.count + lineCount * max(indent, 0) + separator.utf8.count
      // Near the limit, line by line, so that the text is cut where it must be.
      guard !isTruncated, bytes.count + count <= OutputLimit.bytes else { return false }
      // Room is made for the whole text at once, then lines and indents are copied into it.
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: count))
      bytes.withUnsafeMutableBufferPointer { buffer in
        var writer = ByteWriter(UnsafeMutableBufferPointer(rebasing: buffer[start...]))
        if breaksLine { writer.write(UInt8(ascii: "\n")) }
        var lineStart = 0
        while true {
          writer.write(repeating: UInt8(ascii: " "), count: indent)
          let lineEnd = Self.lineEnd(in: text, from: lineStart)
          writer.write(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
          guard lineEnd < text.count else { break }
          writer.write(UInt8(ascii: "\n"))
          lineStart = lineEnd + 1
        }
        writer.write(separator)
      }
      return true
    }
    guard written else {
      return writeEachLine(ofUTF8: text, indent: indent, separator: separator)
    }
    isLineEnded = true
  }

  /// Where the line that starts at `start` ends: at the next line feed, or the text's end.
  private static func lineEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = text.baseAddress, start < text.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start)
    else { return text.count }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
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
