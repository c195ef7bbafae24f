import SwiftSyntax

/// The comments written inside a snapshot closure, which re-recording it must not lose.
struct SnapshotClosureComments {
  /// Comments before the snapshot (including one after the opening brace), in order.
  var leading: [String]
  /// Comments after the snapshot, before the closing brace, in order.
  var trailing: [String]

  init(_ closure: ClosureExprSyntax) {
    leading = Self.comments(in: closure.leftBrace.trailingTrivia)
    trailing = []
    if let first = closure.statements.first, let last = closure.statements.last {
      leading += Self.comments(in: first.leadingTrivia)
      trailing += Self.comments(in: last.trailingTrivia)
    }
    trailing += Self.comments(in: closure.rightBrace.leadingTrivia)
  }

  private static func comments(in trivia: Trivia) -> [String] {
    trivia.compactMap { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
        .docBlockComment(let text):
        return text
      default:
        return nil
      }
    }
  }
}
