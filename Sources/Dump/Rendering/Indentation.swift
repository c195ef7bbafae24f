/// Runs of spaces that indent dump and diff lines.
enum Indentation {
  // Built once: `String(repeating:count:)` costs more than the short lines it indents.
  private static let common: [String] = (0..<64).map { String(repeating: " ", count: $0) }

  /// `count` spaces (none when `count` is negative).
  static func spaces(_ count: Int) -> String {
    count < common.count ? common[max(count, 0)] : String(repeating: " ", count: count)
  }

  /// Appends `count` spaces (none when `count` is negative) to UTF-8 text being built.
  static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(count, 0)))
  }
}
