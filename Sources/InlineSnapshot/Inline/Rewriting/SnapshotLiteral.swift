/// Encodes snapshot text as a Swift multiline string literal that reads back as the same text.
///
/// Pure: text in, source text out. The raw delimiter (`#`…) is the smallest one that keeps every
/// backslash and `"""` in the text literal; characters a source file cannot hold verbatim
/// (carriage returns, other control characters) are written as escapes.
enum SnapshotLiteral {
  /// The number of `#` the raw string delimiter needs so that `text` reads back unchanged.
  static func delimiterLength(for text: String) -> Int {
    let bytes = Array(text.utf8)
    var length = 0
    var index = 0
    while index < bytes.count {
      let isBackslash = bytes[index] == UInt8(ascii: "\\")
      let isTripleQuote =
        index + 2 < bytes.count
        && bytes[index] == UInt8(ascii: "\"")
        && bytes[index + 1] == UInt8(ascii: "\"")
        && bytes[index + 2] == UInt8(ascii: "\"")
      if isBackslash || isTripleQuote {
        var hashes = 0
        var cursor = index + (isBackslash ? 1 : 3)
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
          hashes += 1
          cursor += 1
        }
        length = max(length, hashes + 1)
      }
      index += 1
    }
    return length
  }

  /// A multiline string literal holding `text`, each line indented by `indentation`.
  ///
  /// - Parameters:
  ///   - text: The snapshot text.
  ///   - indentation: The whitespace that starts every line of the literal.
  ///   - newline: The line ending of the file the literal is written into.
  static func multilineLiteral(
    for text: String,
    indentation: String,
    newline: String
  ) -> String {
    let hashes = String(repeating: "#", count: delimiterLength(for: text))
    var literal = indentation + hashes + "\"\"\"" + newline
    if !text.isEmpty {
      let lines = escaped(text, hashes: hashes)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines {
        if !line.isEmpty { literal += indentation + line }
        literal += newline
      }
    }
    literal += indentation + "\"\"\"" + hashes
    return literal
  }

  /// A closure returning `text`, laid out for a call indented by `indentation`.
  static func closure(
    for text: String,
    indentation: String,
    indentationUnit: String,
    newline: String
  ) -> String {
    let body = multilineLiteral(
      for: text,
      indentation: indentation + indentationUnit,
      newline: newline
    )
    return "{" + newline + body + newline + indentation + "}"
  }

  /// Replaces the characters a multiline literal cannot hold verbatim with escapes.
  private static func escaped(_ text: String, hashes: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x09:
        result.unicodeScalars.append(scalar)
      case 0x0D:
        result += "\\" + hashes + "r"
      case 0x00..<0x20, 0x7F:
        result += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
