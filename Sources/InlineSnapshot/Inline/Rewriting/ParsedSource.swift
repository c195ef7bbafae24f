import SwiftParser
import SwiftSyntax

/// A source file parsed once, with its calls indexed by the location `#line`/`#column` give.
///
/// Building it costs one parse and one walk of the tree; looking a call up is then constant time.
package struct ParsedSource: Sendable {
  /// A call's position as `#line` and `#column` report it at the call site.
  package struct CallLocation: Hashable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// The exact text that was parsed.
  package let text: String
  /// The whitespace conventions of the text.
  let layout: SourceLayout
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let calls: [CallLocation: FunctionCallExprSyntax]
  /// Every call's location, in the order the calls start in the text.
  let callOrder: [CallLocation]

  package init(_ text: String, fileName: String = "") {
    self.text = text
    self.layout = SourceLayout(detectingIn: text)
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let collector = CallCollector(converter: converter)
    collector.walk(tree)
    self.tree = tree
    self.converter = converter
    self.calls = collector.calls
    self.callOrder = collector.order
  }

  /// The call whose called name ends at `location`, if any.
  func call(at location: CallLocation) -> FunctionCallExprSyntax? {
    calls[location]
  }

  /// The 1-based line holding `position`.
  func line(of position: AbsolutePosition) -> Int {
    converter.location(for: position).line
  }

  /// The spaces and tabs that start the 1-based `line`.
  func indentation(ofLine line: Int) -> String {
    let start = converter.position(ofLine: line, column: 1).utf8Offset
    var indentation = ""
    let utf8 = text.utf8
    var index = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex)
    while let current = index, current < utf8.endIndex {
      let byte = utf8[current]
      guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
      indentation.unicodeScalars.append(Unicode.Scalar(byte))
      index = utf8.index(after: current)
    }
    return indentation
  }

  /// The source text between two positions of this file.
  func text(from start: AbsolutePosition, to end: AbsolutePosition) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start.utf8Offset)
    let upper = utf8.index(utf8.startIndex, offsetBy: end.utf8Offset)
    return Substring(utf8[lower..<upper])
  }
}

/// Collects every call of a tree, keyed by where its called expression ends.
private final class CallCollector: SyntaxVisitor {
  let converter: SourceLocationConverter
  var calls: [ParsedSource.CallLocation: FunctionCallExprSyntax] = [:]
  var order: [ParsedSource.CallLocation] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `#column` points just past the called name, trivia included (`f (` counts the space).
    let end = node.calledExpression.endLocation(converter: converter, afterTrailingTrivia: true)
    let location = ParsedSource.CallLocation(line: end.line, column: end.column)
    calls[location] = node
    order.append(location)
    return .visitChildren
  }
}
