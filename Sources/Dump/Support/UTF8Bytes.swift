extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of `text`, copied at once where they are contiguous.
  ///
  /// `append(contentsOf: text.utf8)` walks the view through generic code that looks up
  /// metadata on every call; a diff writes a few pieces per line, hundreds of thousands of
  /// times.
  mutating func appendUTF8<Text: StringProtocol>(_ text: Text) {
    let copied = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    if copied == nil { append(contentsOf: text.utf8) }
  }
}
