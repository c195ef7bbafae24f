// Inline/Rewriting/: source text and edits in, source text out: finding snapshot closures and
// writing snapshots as Swift literals.

import SwiftSyntax

/// Finds the calls of one text in a later text that differs only in some calls' closures.
///
/// Several test processes record into one file: each located its calls in the text it was
/// built from, and another process may have written snapshots into the file since. A call is
/// the same call in the later text when it has the same place in the sequence of calls, the
/// sequences name the same functions, and the call itself (its closures included) and the
/// declarations around it read the same. Anything else is not provably the same call.
///
/// Cost: one pass over both texts' calls to compare the sequences, then, per call, a
/// comparison of its text.
package struct CallRelocation {
  let original: ParsedSource
  let current: ParsedSource
  /// Where each call of `original` is in the sequence; `nil` when the sequences differ.
  private let ordinals: [ParsedSource.CallLocation: Int]?

  package init(from original: ParsedSource, to current: ParsedSource) {
    self.original = original
    self.current = current
    let sameSequence =
      original.callOrder.count == current.callOrder.count
      && zip(original.callOrder, current.callOrder).allSatisfy { before, after in
        Self.calledName(original, before) == Self.calledName(current, after)
      }
    ordinals =
      sameSequence
      ? Dictionary(
        original.callOrder.enumerated().map { ($0.element, $0.offset) },
        uniquingKeysWith: { first, _ in first }
      )
      : nil
  }

  /// The location in the current text of the call at `location` in the original text, when
  /// it is provably the same call with the same closures.
  ///
  /// With `ignoringClosures`, the calls' trailing closures may differ: for an entry of a keyed
  /// closure, which other processes may have written other entries into.
  package func location(
    of location: ParsedSource.CallLocation,
    ignoringClosures: Bool = false
  ) -> ParsedSource.CallLocation? {
    guard
      let ordinal = ordinals?[location],
      let before = original.call(at: location)
    else { return nil }
    let moved = current.callOrder[ordinal]
    guard
      let after = current.call(at: moved),
      ignoringClosures
        ? Self.withoutTrailingClosures(before) == Self.withoutTrailingClosures(after)
        : before.trimmedDescription == after.trimmedDescription,
      Self.enclosingNames(before) == Self.enclosingNames(after)
    else { return nil }
    return moved
  }

  private static func withoutTrailingClosures(_ call: FunctionCallExprSyntax) -> String {
    call.with(\.trailingClosure, nil).with(\.additionalTrailingClosures, [])
      .trimmedDescription
  }

  private static func calledName(
    _ source: ParsedSource,
    _ location: ParsedSource.CallLocation
  ) -> String? {
    source.call(at: location)?.calledExpression.trimmedDescription
  }

  /// The names of the functions and types around a call, innermost first.
  private static func enclosingNames(_ node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var parent = node.parent
    while let current = parent {
      if let function = current.as(FunctionDeclSyntax.self) {
        names.append(function.name.text)
      } else if let type = current.asProtocol(NamedDeclSyntax.self) {
        names.append(type.name.text)
      } else if let initializer = current.as(InitializerDeclSyntax.self) {
        names.append(initializer.initKeyword.text)
      } else if let variable = current.as(PatternBindingSyntax.self) {
        names.append(variable.pattern.trimmedDescription)
      }
      parent = current.parent
    }
    return names
  }
}
