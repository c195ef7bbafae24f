import SwiftParser
import SwiftSyntax

extension StringLiteralExprSyntax {
  /// The string the compiler makes of this literal, or `nil` when it interpolates or is malformed.
  ///
  /// This is `representedLiteralValue`, except that swift-syntax before 602 keeps the CRLF and CR
  /// line breaks of a multi-line literal where the compiler reads `"\n"`. Folding them first gives
  /// the compiler's value with every swift-syntax the package supports.
  var compiledValue: String? {
    guard segments.contains(where: { $0.holdsCarriageReturn }) else {
      return representedLiteralValue
    }
    let folded = segments.map { element -> StringLiteralSegmentListSyntax.Element in
      guard case .stringSegment(let segment) = element, element.holdsCarriageReturn else {
        return element
      }
      // A raw carriage return in a literal's source is always a line break: an escaped one is
      // written `\r`.
      let text = Self.foldingLineBreaks(in: segment.content.text)
      return .stringSegment(segment.with(\.content, .stringSegment(text)))
    }
    return with(\.segments, StringLiteralSegmentListSyntax(folded)).representedLiteralValue
  }

  private static func foldingLineBreaks(in text: String) -> String {
    var folded = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && afterCarriageReturn {
        afterCarriageReturn = false
        continue
      }
      afterCarriageReturn = scalar == "\r"
      folded.append(afterCarriageReturn ? "\n" : scalar)
    }
    return String(folded)
  }
}

extension StringLiteralSegmentListSyntax.Element {
  fileprivate var holdsCarriageReturn: Bool {
    guard case .stringSegment(let segment) = self else { return false }
    return segment.content.text.utf8.contains(UInt8(ascii: "\r"))
  }
}
