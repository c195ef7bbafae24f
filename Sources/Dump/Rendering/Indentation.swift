/// Runs of spaces that indent dump and diff lines.
enum Indentation {
  // Built once: `String(repeating:count:)` costs more than the short lines it indents.
  private static let common: [String] = (0..<64).map { String(repeating: " ", count: $0) }

  /// `count` spaces (none when `count` is negative).
  static func spaces(_ count: Int) -> String {
    count < common.count ? common[max(count, 0)] : String(repeating: " ", count: count)
  }
}
