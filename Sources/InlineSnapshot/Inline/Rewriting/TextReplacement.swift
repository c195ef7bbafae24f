/// Replaces one UTF-8 byte range of a source text; the unit every rewrite is made of.
struct TextReplacement: Equatable, Sendable {
  /// The first replaced byte.
  var start: Int
  /// One past the last replaced byte; equal to `start` for an insertion.
  var end: Int
  /// The new text.
  var text: String

  init(start: Int, end: Int, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }

  /// Applies non-overlapping replacements to `source`; bytes outside them are kept as they are.
  ///
  /// Cost: one pass over the source, whatever the number of replacements.
  static func apply(_ replacements: [TextReplacement], to source: String) -> String {
    let sorted = replacements.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    let original = Array(source.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(original.count + replacements.reduce(0) { $0 + $1.text.utf8.count })
    var cursor = 0
    for (_, replacement) in sorted {
      bytes.append(contentsOf: original[cursor..<replacement.start])
      bytes.append(contentsOf: replacement.text.utf8)
      cursor = replacement.end
    }
    bytes.append(contentsOf: original[cursor...])
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether two replacements touch the same bytes (two insertions at one point do not).
  func overlaps(_ other: TextReplacement) -> Bool {
    start < other.end && other.start < end
  }
}
