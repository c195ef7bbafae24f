/// Writes bytes into a buffer already sized for them, such as an array's uninitialized
/// capacity: no capacity check or metadata lookup per piece, as appending to an array has.
struct ByteWriter {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes were written.
  private(set) var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  // Bytes past the end are dropped (callers measure first): never written out of bounds.
  mutating func write(_ byte: UInt8) {
    guard count < buffer.count else { return }
    buffer[count] = byte
    count += 1
  }

  /// Writes `byte` `count` times (none when `count` is negative).
  mutating func write(repeating byte: UInt8, count repeats: Int) {
    guard let target = buffer.baseAddress, repeats > 0, repeats <= buffer.count - count
    else { return }
    (target + count).update(repeating: byte, count: repeats)
    count += repeats
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, let target = buffer.baseAddress,
      bytes.count <= buffer.count - count
    else { return }
    (target + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func write(_ text: String) {
    // The view copies its bytes itself, small strings straight from their bits, with no
    // closure; bytes that do not fit are left out.
    let room = UnsafeMutableBufferPointer(rebasing: buffer[count...])
    count += room.initialize(from: text.utf8).1
  }
}
