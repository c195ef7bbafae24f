extension String {
  /// Whether any of the string's UTF-8 bytes satisfies `predicate`.
  ///
  /// The bytes are read in place: stepping through the `utf8` view one byte at a time costs
  /// several times more, which shows on the texts of the dates and ids in large dumps.
  func containsUTF8(where predicate: (UInt8) -> Bool) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) {
      return found
    }
    return utf8.contains(where: predicate)
  }

  /// Whether the string holds a line feed.
  var containsLineFeed: Bool {
    containsUTF8 { $0 == UInt8(ascii: "\n") }
  }
}
