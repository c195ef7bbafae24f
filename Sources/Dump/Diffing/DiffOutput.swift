/// The text of a diff as it is built: lines, each begun by a format's marker and a space.
struct DiffOutput {
  /// Which value a line belongs to.
  enum Side {
    case first, second, both
  }

  let format: DiffFormat
  private(set) var lineCount = 0
  private var buffer = ""

  init(format: DiffFormat) {
    self.format = format
  }

  /// The diff, without a trailing newline.
  var text: String { buffer }

  mutating func append(_ line: String, side: Side) {
    if lineCount > 0 { buffer.append("\n") }
    switch side {
    case .first: buffer.append(format.first)
    case .second: buffer.append(format.second)
    case .both: buffer.append(format.both)
    }
    buffer.append(" ")
    buffer.append(line)
    lineCount += 1
  }

  mutating func append(_ lines: [String], side: Side) {
    for line in lines { append(line, side: side) }
  }
}
