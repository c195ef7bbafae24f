/// Spells a string as the Swift literal a reader would write: `"plain"`, `#"with "quotes""#`,
/// or a `"""` block for multi-line text, with as many `#` as its contents need.
enum StringLiteral {
  /// The one-line literal for `string`: raw when it holds `"` or `\`, escaped otherwise.
  static func singleLine(_ string: String) -> String {
    var needsRaw = false
    var needsEscapes = false
    for byte in string.utf8 {
      if byte == quote || byte == backslash {
        needsRaw = true
      } else if isEscaped(byte) {
        needsEscapes = true
      }
    }
    guard needsRaw else {
      // As swift-custom-dump prints it: `debugDescription`, which most text needs no call to.
      return needsEscapes ? string.debugDescription : "\"" + string + "\""
    }
    let hashes = String(repeating: "#", count: max(hashCount(in: string, quotes: 1), 1))
    return "\(hashes)\"\(string)\"\(hashes)"
  }

  /// Whether `string` prints between plain quotes as it is: printable ASCII without `"`, `\`
  /// or `'`.
  static func isPlain(_ string: String) -> Bool {
    !string.containsUTF8 { byte in
      isEscaped(byte) || byte == quote || byte == backslash
    }
  }

  // Whether `debugDescription` may write this byte otherwise: controls, `'` (as `\'`), and the
  // bytes of every scalar beyond ASCII, which it leaves as they are or escapes.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte >= 0x7F || byte == apostrophe
  }

  /// The `#`s a multi-line literal needs so that no `"""` inside it closes it early.
  static func multiLineHashes(_ string: String) -> String {
    String(repeating: "#", count: hashCount(in: string, quotes: 3))
  }

  /// Whether `string` prints as a `"""` block: it holds any kind of line break.
  static func isMultiLine(_ string: String) -> Bool {
    // Plain ASCII without control line breaks is the common case; skip grapheme breaking.
    let mayBreak = string.containsUTF8 { byte in
      (0x0A...0x0D).contains(byte) || byte >= 0x80
    }
    return mayBreak && string.contains(where: \.isNewline)
  }

  /// The lines of a multi-line string, split on `\n` only (a trailing newline gives a final
  /// empty line, so the text round-trips).
  static func lines(of string: String) -> [String] {
    string.utf8
      .split(separator: newline, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  // One more than the longest run of `#` after a run of `quotes` quotation marks.
  private static func hashCount(in string: String, quotes: Int) -> Int {
    // Most strings hold no quotation mark, and need no copy of their bytes to say so.
    guard string.containsUTF8(where: { $0 == quote }) else { return 0 }
    let bytes = Array(string.utf8)
    var count = 0
    var index = 0
    while index < bytes.count {
      var end = index
      while end < bytes.count, end - index < quotes, bytes[end] == quote {
        end += 1
      }
      guard end - index == quotes else {
        index = max(end, index + 1)
        continue
      }
      var hashes = 0
      while end < bytes.count, bytes[end] == hash {
        hashes += 1
        end += 1
      }
      count = max(count, hashes + 1)
      index = end
    }
    return count
  }

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  private static let apostrophe = UInt8(ascii: "'")
  private static let hash = UInt8(ascii: "#")
  private static let newline = UInt8(ascii: "\n")
}
