/// Runs of spaces that indent dump and diff lines.
enum Indentation {
  // Built once: `String(repeating:count:)` costs more than the short lines it indents. Deeper
  // indents are rare; caching every width of a 10,000-deep dump would cost O(n²).
  private static let common: [String] = (0..<256).map(spacesFromBytes)

  // Repeating a one-space string goes character by character; bytes are copied at once.
  private static func spacesFromBytes(_ count: Int) -> String {
    String(decoding: repeatElement(UInt8(ascii: " "), count: count), as: UTF8.self)
  }

  /// `count` spaces (none when `count` is negative).
  static func spaces(_ count: Int) -> String {
    guard count >= common.count else { return common[max(count, 0)] }
    // Whole blocks are copied at once, quicker than building a deep indent byte by byte.
    let block = common[common.count - 1] + " "
    return String(repeating: block, count: count / common.count) + common[count % common.count]
  }

  /// Appends `count` spaces (none when `count` is negative) to UTF-8 text being built.
  static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: spaces(count).utf8)
  }
}
