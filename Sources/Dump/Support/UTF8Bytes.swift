extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of `text`, copied at once where they are contiguous.
  ///
  /// `append(contentsOf: text.utf8)` walks the view through generic code that looks up
  /// metadata on every call; a diff writes a few pieces per line, hundreds of thousands of
  /// times.
  mutating func appendUTF8<Text: StringProtocol>(_ text: Text) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    if copied == nil { append(contentsOf: text.utf8) }
  }

  /// Whether every byte is ASCII (below 0x80), read eight at a time: a loop byte by byte, or a
  /// closure per byte, is slow in debug builds, where tests run.
  var isASCII: Bool {
    withUnsafeBytes { $0.firstNonASCII(from: 0) == $0.count }
  }
}

extension UnsafeRawBufferPointer {
  /// The offset of the first byte at or after `start` that is not ASCII (0x80 or above), or
  /// `count` when there is none; whole words are checked eight bytes at a time.
  func firstNonASCII(from start: Int) -> Int {
    var offset = start
    while offset + 8 <= count,
      loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      offset += 8
    }
    while offset < count, self[offset] < 0x80 { offset += 1 }
    return offset
  }
}
