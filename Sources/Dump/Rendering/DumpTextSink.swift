import Foundation

/// Receives rendered dump text piece by piece, line by line.
///
/// The renderer writes each piece once, straight into the sink, so dumping a large value
/// builds its text without intermediate line strings when only the text is wanted.
protocol DumpTextSink: DumpLineWriter {
  /// Writes `text`, lines already rendered (UTF-8), each line after `indent` spaces and the
  /// last followed by `separator`, ending every line.
  mutating func writeLines(ofUTF8 text: ArraySlice<UInt8>, indent: Int, separator: String)
  /// Writes every member of a set as its text (``SetMemberTexts/coversEveryMember``), in
  /// order, as ``writeLines(ofUTF8:indent:separator:)`` would one by one, a comma after each
  /// but the last.
  mutating func writeMembers(_ texts: SetMemberTexts, indent: Int)
  /// Ends the current line.
  mutating func endLine()
}

extension DumpTextSink {
  mutating func writeMembers(_ texts: SetMemberTexts, indent: Int) {
    writeEachMember(texts, indent: indent)
  }

  /// Writes a set's members one by one through ``writeLines(ofUTF8:indent:separator:)``, as
  /// ``writeMembers(_:indent:)`` must.
  mutating func writeEachMember(_ texts: SetMemberTexts, indent: Int) {
    for (offset, range) in texts.ranges.enumerated() {
      writeLines(
        ofUTF8: texts.utf8[range ?? 0..<0], indent: indent,
        separator: offset == texts.ranges.count - 1 ? "" : DumpGrammar.separator)
    }
  }

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
    guard beginPiece() else { return }
    // Through the view: `appendUTF8`, generic, costs more in debug builds, where tests run.
    bytes.append(contentsOf: piece.utf8)
  }

  mutating func write(literal piece: StaticString) {
    guard piece.hasPointerRepresentation else { return write(piece.description) }
    guard beginPiece() else { return }
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
  }

  mutating func write(ascii byte: UInt8) {
    guard beginPiece() else { return }
    bytes.append(byte)
  }

  /// Ends the line left open before the next piece; returns `false` once the text was cut.
  private mutating func beginPiece() -> Bool {
    guard !isTruncated else { return false }
    if isLineEnded {
      bytes.append(UInt8(ascii: "\n"))
      isLineEnded = false
    }
    return true
  }

  mutating func writeLines(ofUTF8 text: ArraySlice<UInt8>, indent: Int, separator: String) {
    let lineCount = 1 + text.withUnsafeBufferPointer(Self.lineFeedCount)
    let count = text.count + lineCount * max(indent, 0) + separator.utf8.count
    guard fits(count) else {
      return writeEachLine(ofUTF8: text, indent: indent, separator: separator)
    }
    appendLines(count: count) { writer in
      text.withUnsafeBufferPointer { Self.write($0, indent: indent, to: &writer) }
      writer.write(separator)
    }
  }

  mutating func writeMembers(_ texts: SetMemberTexts, indent: Int) {
    // The texts are the buffer's parts, each once: its line feeds are all of theirs.
    let lineCount = texts.utf8.withUnsafeBufferPointer(Self.lineFeedCount) + texts.ranges.count
    // Members are separated by a comma and a line feed.
    let count = texts.utf8.count + lineCount * max(indent, 0) + 2 * (texts.ranges.count - 1)
    guard texts.coversEveryMember, !texts.ranges.isEmpty, fits(count) else {
      return writeEachMember(texts, indent: indent)
    }
    appendLines(count: count) { writer in
      texts.utf8.withUnsafeBufferPointer { utf8 in
        for (offset, range) in texts.ranges.enumerated() {
          if offset > 0 {
            DumpGrammar.writeSeparator(into: &writer)
            writer.write(UInt8(ascii: "\n"))
          }
          let text = UnsafeBufferPointer(rebasing: utf8[range ?? 0..<0])
          Self.write(text, indent: indent, to: &writer)
        }
      }
    }
  }

  /// Whether `count` more bytes of whole lines (and the line feed before them) can be written
  /// at once: near the limit, text is written line by line, so that it is cut where it must be.
  private func fits(_ count: Int) -> Bool {
    !isTruncated && bytes.count + (isLineEnded ? 1 : 0) + count <= OutputLimit.bytes
  }

  /// Appends `count` bytes of whole lines at once, after the line feed that ends the current
  /// line: `write` copies them into a block of that size, appended whole (filling room in the
  /// array first would go byte by byte in debug builds).
  private mutating func appendLines(count: Int, _ write: (inout ByteWriter) -> Void) {
    let breaksLine = isLineEnded
    let block = [UInt8](unsafeUninitializedCapacity: count + (breaksLine ? 1 : 0)) {
      buffer, initialized in
      var writer = ByteWriter(buffer)
      if breaksLine { writer.write(UInt8(ascii: "\n")) }
      write(&writer)
      initialized = writer.count
    }
    bytes.append(contentsOf: block)
    isLineEnded = true
  }

  /// How many line feeds `text` holds, found with `memchr`: a loop over its bytes is several
  /// times slower in debug builds.
  private static func lineFeedCount(in text: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    var position = lineEnd(in: text, from: 0)
    while position < text.count {
      count += 1
      position = lineEnd(in: text, from: position + 1)
    }
    return count
  }

  /// Writes the lines of `text`, each after `indent` spaces, with line feeds between them.
  private static func write(
    _ text: UnsafeBufferPointer<UInt8>, indent: Int, to writer: inout ByteWriter
  ) {
    var lineStart = 0
    while true {
      writer.write(repeating: UInt8(ascii: " "), count: indent)
      let lineEnd = Self.lineEnd(in: text, from: lineStart)
      writer.write(UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
      guard lineEnd < text.count else { break }
      writer.write(UInt8(ascii: "\n"))
      lineStart = lineEnd + 1
    }
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
