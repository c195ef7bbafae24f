/// The text of a diff as it is built: lines, each begun by a format's marker and a space.
///
/// A line is written either whole (``append(_:side:)``) or in pieces: ``beginLine(_:indent:)``,
/// then ``write(_:)`` and its siblings for the rest of that line. Pieces go straight into one
/// buffer of UTF-8 bytes, so most lines of a large diff build no string of their own.
struct DiffOutput: ~Copyable, DumpLineWriter {
  /// Which value a line belongs to.
  enum Side {
    case first, second, both
  }

  let format: DiffFormat
  private(set) var lineCount = 0
  private var hasChanges = false
  private var bytes = UTF8Buffer()
  // Once set, nothing more is written: not even the rest of a line already begun.
  private var isTruncated = false
  /// Each side's marker and the space after it, when they fit in 8 bytes (as all of
  /// ``DiffFormat``'s own do).
  private let firstPrefix: PackedPrefix?
  private let secondPrefix: PackedPrefix?
  private let bothPrefix: PackedPrefix?

  private struct PackedPrefix {
    var bytes: UInt64 = 0
    var count = 0

    init?(marker: String) {
      let utf8 = Array(marker.utf8) + [UInt8(ascii: " ")]
      guard utf8.count <= 8 else { return nil }
      for (offset, byte) in utf8.enumerated() { bytes |= UInt64(byte) << (8 * offset) }
      count = utf8.count
    }
  }

  init(format: DiffFormat) {
    self.format = format
    firstPrefix = PackedPrefix(marker: format.first)
    secondPrefix = PackedPrefix(marker: format.second)
    bothPrefix = PackedPrefix(marker: format.both)
  }

  /// Makes room for about `count` bytes, sparing a large diff's buffer repeated regrowth.
  mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  /// Whether a line belongs to one value only, or the text was cut before one could: text
  /// without such a line shows no difference.
  var showsDifference: Bool {
    hasChanges || isTruncated
  }

  /// The diff, without a trailing newline.
  var text: String {
    // Appended to in place: `+` would copy the whole text even to add nothing.
    var text = bytes.text
    if isTruncated { text += "\n" + OutputLimit.marker }
    return text
  }

  // MARK: Lines in pieces

  /// Begins a line: the side's marker, a space and `indent` spaces. Returns `false` once the
  /// output is past its limit, when nothing more is written.
  @discardableResult
  mutating func beginLine(_ side: Side, indent: Int = 0) -> Bool {
    guard !isTruncated else { return false }
    if bytes.count > OutputLimit.bytes {
      isTruncated = true
      return false
    }
    if lineCount > 0 { bytes.append(UInt8(ascii: "\n")) }
    let prefix: PackedPrefix?
    let marker: String
    switch side {
    case .first:
      (prefix, marker) = (firstPrefix, format.first)
      hasChanges = true
    case .second:
      (prefix, marker) = (secondPrefix, format.second)
      hasChanges = true
    case .both:
      (prefix, marker) = (bothPrefix, format.both)
    }
    if let prefix {
      bytes.append(packed: prefix.bytes, count: prefix.count)
    } else {
      bytes.append(marker)
      bytes.append(UInt8(ascii: " "))
    }
    bytes.appendSpaces(indent)
    lineCount += 1
    return true
  }

  /// Continues the current line with `text`.
  mutating func write(_ text: String) {
    guard !isTruncated else { return }
    bytes.append(text)
  }

  /// Continues the current line with a fixed piece, such as `": "`.
  mutating func write(literal text: StaticString) {
    guard !isTruncated else { return }
    bytes.append(literal: text)
  }

  /// Continues the current line with one ASCII character.
  mutating func write(ascii byte: UInt8) {
    guard !isTruncated else { return }
    bytes.append(byte)
  }

  /// Continues the current line with `value` in decimal digits.
  mutating func writeDecimal(_ value: Int) {
    guard !isTruncated else { return }
    bytes.appendDecimal(value)
  }

  /// Continues the current line with a leaf's label and value (its indent is the line's).
  mutating func write(_ leaf: LeafLine) {
    guard !isTruncated else { return }
    leaf.writeContent(to: &bytes)
  }

  // MARK: Whole lines

  mutating func append(_ line: String, side: Side) {
    guard beginLine(side) else { return }
    bytes.append(line)
  }

  /// Appends one line made of `line` followed by `suffix` (such as a separator).
  mutating func append(_ line: String, then suffix: String, side: Side) {
    guard beginLine(side) else { return }
    bytes.append(line)
    bytes.append(suffix)
  }

  /// Appends one line made of `indent` spaces followed by `text`.
  mutating func append<Text: StringProtocol>(_ text: Text, indent: Int, side: Side) {
    guard beginLine(side, indent: indent) else { return }
    bytes.append(text)
  }

  /// Appends a leaf's line followed by `suffix`, written straight into the output.
  mutating func append(_ leaf: LeafLine, then suffix: String, side: Side) {
    guard beginLine(side, indent: leaf.indent) else { return }
    leaf.writeContent(to: &bytes)
    bytes.append(suffix)
  }

  mutating func append(_ lines: [String], side: Side) {
    for line in lines { append(line, side: side) }
  }
}
