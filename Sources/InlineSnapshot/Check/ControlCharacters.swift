/// Control characters in a failure's text, shown as escapes.
package enum ControlCharacters {
  /// `text` with its control characters (but line feeds and tabs) written as a Swift literal
  /// writes them, so that a carriage return cannot hide text and an escape cannot drive the
  /// terminal that shows the failure.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case _ where isEscaped(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t"
      && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar == "\u{2028}" || scalar == "\u{2029}")
  }
}
