/// The text of a diff as it is built: lines, each begun by a format's marker and a space.
struct DiffOutput {
  /// Which value a line belongs to.
  enum Side {
    case first, second, both
  }

  let format: DiffFormat
  private(set) var lineCount = 0
  private var hasChanges = false
  // UTF-8 bytes, decoded once: appending to a `String` line by line costs several times more.
  private var buffer: [UInt8] = []
  private var isTruncated = false

  init(format: DiffFormat) {
    self.format = format
  }

  /// Makes room for about `count` bytes, sparing a large diff's buffer repeated regrowth.
  mutating func reserveCapacity(_ count: Int) {
    buffer.reserveCapacity(count)
  }

  /// Whether a line belongs to one value only, or the text was cut before one could: text
  /// without such a line shows no difference.
  var showsDifference: Bool {
    hasChanges || isTruncated
  }

  /// The diff, without a trailing newline.
  var text: String {
    String(decoding: buffer, as: UTF8.self) + (isTruncated ? "\n" + OutputLimit.marker : "")
  }

  mutating func append(_ line: String, side: Side) {
    append(line, then: "", side: side)
  }

  /// Appends one line made of `line` followed by `suffix` (such as a separator).
  mutating func append(_ line: String, then suffix: String, side: Side) {
    guard startLine(side: side) else { return }
    buffer.appendUTF8(line)
    buffer.appendUTF8(suffix)
  }

  /// Appends one line made of `indent` spaces followed by `text`.
  mutating func append<Text: StringProtocol>(_ text: Text, indent: Int, side: Side) {
    guard startLine(side: side) else { return }
    Indentation.appendSpaces(indent, to: &buffer)
    buffer.appendUTF8(text)
  }

  // A new line, begun by the side's marker and a space; false once the output is past its
  // limit, when nothing more is written.
  private mutating func startLine(side: Side) -> Bool {
    guard !isTruncated else { return false }
    if buffer.count > OutputLimit.bytes {
      isTruncated = true
      return false
    }
    if lineCount > 0 { buffer.append(UInt8(ascii: "\n")) }
    switch side {
    case .first:
      buffer.appendUTF8(format.first)
      hasChanges = true
    case .second:
      buffer.appendUTF8(format.second)
      hasChanges = true
    case .both: buffer.appendUTF8(format.both)
    }
    buffer.append(UInt8(ascii: " "))
    lineCount += 1
    return true
  }

  /// Appends a leaf's line followed by `suffix`, written straight into the output.
  mutating func append(_ leaf: LeafLine, then suffix: String, side: Side) {
    guard startLine(side: side) else { return }
    leaf.write(to: &buffer)
    buffer.appendUTF8(suffix)
  }

  mutating func append(_ lines: [String], side: Side) {
    for line in lines { append(line, side: side) }
  }
}
