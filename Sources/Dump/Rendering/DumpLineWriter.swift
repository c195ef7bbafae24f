/// Receives the pieces of a line of dump text: a dump being rendered, a diff's output, a
/// buffer of bytes, or a count of them.
protocol DumpLineWriter: ~Copyable {
  /// Continues the current line with `text`.
  mutating func write(_ text: String)
  /// Continues the current line with a fixed piece, such as `": "`.
  mutating func write(literal text: StaticString)
  /// Continues the current line with one ASCII character.
  mutating func write(ascii byte: UInt8)
  /// Continues the current line with `value` in decimal digits.
  mutating func writeDecimal(_ value: Int)
}

// Every piece spelled as text: writers of bytes write them more directly.
extension DumpLineWriter where Self: ~Copyable {
  mutating func write(literal text: StaticString) {
    write(text.description)
  }

  mutating func write(ascii byte: UInt8) {
    write(String(Unicode.Scalar(byte)))
  }

  mutating func writeDecimal(_ value: Int) {
    write(String(value))
  }
}

extension String: DumpLineWriter {}

extension UTF8Buffer: DumpLineWriter {
  mutating func write(_ text: String) {
    append(text)
  }

  mutating func write(literal text: StaticString) {
    append(literal: text)
  }

  mutating func write(ascii byte: UInt8) {
    append(byte)
  }

  mutating func writeDecimal(_ value: Int) {
    appendDecimal(value)
  }
}

extension ByteWriter: DumpLineWriter {
  mutating func write(literal text: StaticString) {
    guard text.hasPointerRepresentation else { return write(text.description) }
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func write(ascii byte: UInt8) {
    write(byte)
  }
}

/// Counts the bytes of the pieces written to it, to size a buffer before writing them.
struct ByteCounter: DumpLineWriter {
  private(set) var count = 0

  mutating func write(_ text: String) {
    count += text.utf8.count
  }

  mutating func write(literal text: StaticString) {
    count += text.hasPointerRepresentation ? text.utf8CodeUnitCount : text.description.utf8.count
  }

  mutating func write(ascii byte: UInt8) {
    count += 1
  }

  mutating func writeDecimal(_ value: Int) {
    count += String(value).utf8.count
  }
}
