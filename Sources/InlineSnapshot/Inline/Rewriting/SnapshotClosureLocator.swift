import SwiftParser
import SwiftSyntax

extension ParsedSource {
  /// What a source file holds where a snapshot closure goes.
  enum SnapshotInSource: Equatable, Sendable {
    /// No closure with the snapshot's label at the snapshot's position.
    case absent
    /// A closure returning a plain string literal with this value.
    case text(String)
    /// A closure returning one snapshot per key, these (see ``KeyedSnapshotLiteral``).
    case entries([KeyedSnapshotEntry])
    /// A closure whose value cannot be read without running it (interpolation, code).
    case opaque
  }

  /// The line where `key`'s entry starts in the keyed snapshot closure of the call at
  /// `location`, if the closure has that entry.
  func snapshotEntryLine(
    at location: CallLocation,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor,
    key: String
  ) -> Int? {
    guard let closure = snapshotClosure(at: location, syntaxDescriptor: syntaxDescriptor),
      let entry = KeyedSnapshotLiteral.element(of: closure, key: key)
    else { return nil }
    return line(of: entry.positionAfterSkippingLeadingTrivia)
  }

  /// Whether the call at `location` is `assertInlineSnapshot` itself, not a helper that wraps
  /// it: only it compiles with a closure holding one snapshot per argument.
  func callsAssertInlineSnapshot(at location: CallLocation) -> Bool {
    guard let called = call(at: location)?.calledExpression else { return false }
    let name =
      called.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return name == "assertInlineSnapshot"
  }

  /// The line where the snapshot closure of the call at `location` starts, if it has one.
  ///
  /// Failures point there, next to the text that did not match.
  func snapshotClosureLine(
    at location: CallLocation,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  ) -> Int? {
    snapshotClosure(at: location, syntaxDescriptor: syntaxDescriptor)
      .map { line(of: $0.positionAfterSkippingLeadingTrivia) }
  }

  /// The snapshot the file holds for the call at `location`, or `nil` when there is no call.
  ///
  /// Recording compares it with the snapshot the test ran with: a difference means the file
  /// changed since it was compiled, and writing by line and column would hit the wrong place.
  func snapshotInSource(
    at location: CallLocation,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  ) -> SnapshotInSource? {
    guard call(at: location) != nil else { return nil }
    guard let closure = snapshotClosure(at: location, syntaxDescriptor: syntaxDescriptor) else {
      return .absent
    }
    if let entries = KeyedSnapshotLiteral.entries(of: closure) { return .entries(entries) }
    guard closure.statements.count == 1, let item = closure.statements.first?.item else {
      return .opaque
    }
    let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    guard let value = expression?.as(StringLiteralExprSyntax.self)?.compiledValue else {
      return .opaque
    }
    return .text(value)
  }

  /// Why `syntaxDescriptor` cannot describe a closure of the call at `location`, if it cannot:
  /// its offset is past the call's last closure, or the closure there has another label.
  ///
  /// A helper's descriptor that counts more closures than its callers write, for example, would
  /// otherwise look like a file that changed since it was compiled.
  func syntaxDescriptorMismatch(
    at location: CallLocation,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  ) -> String? {
    guard let call = call(at: location) else { return nil }
    let resolver = call.snapshotClosureResolver
    let offset = syntaxDescriptor.trailingClosureOffset
    let label = syntaxDescriptor.trailingClosureLabel
    let descriptor = """
      InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "\(label)", \
      trailingClosureOffset: \(offset))
      """
    switch resolver.resolve(syntaxDescriptor) {
    // At offset 0 a missing closure was removed from the file: the descriptor cannot be wrong.
    case .missing where offset > 0:
      let count = resolver.closureCount
      let closures = count == 1 ? "1 closure" : "\(count) closures"
      return """
        The syntax descriptor \(descriptor) points at closure number \(offset + 1) of the call, \
        but the call ends with \(closures), and the test ran with a snapshot: the helper that \
        passes this descriptor counts more closures than this call writes. Fix the \
        trailingClosureOffset in the helper (0 is the first closure).
        """
    case .otherLabel(_, let found):
      return """
        The syntax descriptor \(descriptor) points at the call's closure labelled "\(found)": \
        fix the trailingClosureLabel or trailingClosureOffset in the helper that passes it.
        """
    case .argument, .trailing, .missing:
      return nil
    }
  }

  private func snapshotClosure(
    at location: CallLocation,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor
  ) -> ClosureExprSyntax? {
    guard let call = call(at: location) else { return nil }
    switch call.snapshotClosureResolver.resolve(syntaxDescriptor) {
    case .argument(let index):
      return Array(call.arguments)[index].expression.as(ClosureExprSyntax.self)
    case .trailing(let index):
      return call.trailingClosure(at: index)
    case .otherLabel, .missing:
      return nil
    }
  }
}

extension ParsedSource.SnapshotInSource {
  /// Whether this is what a test that ran with `expected` (`nil`: none) under `key` saw; an
  /// opaque closure cannot tell, and passes.
  func holds(_ expected: String?, under key: SnapshotKey?) -> Bool {
    switch (self, key) {
    case (.absent, _): expected == nil
    case (.text(let text), nil): text == expected
    case (.entries(let entries), let key?): entries.first { $0.key == key.text }?.text == expected
    case (.opaque, _): true
    case (.text, _?), (.entries, nil): false
    }
  }
}
