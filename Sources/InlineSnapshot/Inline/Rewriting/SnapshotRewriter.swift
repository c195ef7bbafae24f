import SwiftSyntax

/// Writes snapshots into source text: a pure function from text and edits to text.
///
/// Only the closures that change are touched; every other byte (comments, tabs, CRLF line
/// endings) stays as it was. Cost: one parse (skipped when given a ``ParsedSource``), constant
/// time per edit to find its call, and one pass over the text to apply all edits.
enum SnapshotRewriter {
  /// An edit that could not be applied, and why.
  struct Failure: Error, Hashable, Sendable {
    var edit: SnapshotEdit
    var reason: String

    init(edit: SnapshotEdit, reason: String) {
      self.edit = edit
      self.reason = reason
    }
  }

  /// The rewritten text and the edits that could not be applied.
  struct Rewrite: Sendable {
    var text: String
    var failures: [Failure]
  }

  /// Parses `text` and applies `edits` to it.
  static func apply(_ edits: [SnapshotEdit], to text: String) -> Rewrite {
    apply(edits, to: ParsedSource(text))
  }

  /// Applies `edits` to an already parsed source.
  static func apply(_ edits: [SnapshotEdit], to source: ParsedSource) -> Rewrite {
    let (replacements, failures) = plan(edits, in: source)
    return Rewrite(text: TextReplacement.apply(replacements, to: source.text), failures: failures)
  }

  /// The text replacements that perform `edits`, without applying them.
  ///
  /// Edits of one call are applied in order of their closure offset, as if one after another.
  static func plan(
    _ edits: [SnapshotEdit],
    in source: ParsedSource
  ) -> (replacements: [TextReplacement], failures: [Failure]) {
    var editsByCall: [ParsedSource.CallLocation: [SnapshotEdit]] = [:]
    for edit in edits {
      editsByCall[.init(line: edit.line, column: edit.column), default: []].append(edit)
    }
    var replacements: [TextReplacement] = []
    var failures: [Failure] = []
    let locations = editsByCall.keys.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    for location in locations {
      let callEdits = (editsByCall[location] ?? []).enumerated().sorted {
        let (lhs, rhs) = ($0.element.syntaxDescriptor, $1.element.syntaxDescriptor)
        // Entries whose place no argument order gives are appended in the order of their keys.
        let (lhsKey, rhsKey) = ($0.element.key?.text ?? "", $1.element.key?.text ?? "")
        return (lhs.trailingClosureOffset, lhs.trailingClosureLabel, lhsKey, $0.offset)
          < (rhs.trailingClosureOffset, rhs.trailingClosureLabel, rhsKey, $1.offset)
      }.map(\.element)
      guard let call = source.call(at: location) else {
        failures += callEdits.map {
          Failure(
            edit: $0,
            reason: """
              No call found at line \(location.line), column \(location.column). Either the file \
              changed since the test was compiled, or a helper that wraps the assertion forwards \
              `line:` but not `column:`.
              """
          )
        }
        continue
      }
      var closures = CallClosures(call: call, source: source, line: location.line)
      for edit in callEdits {
        if let reason = closures.apply(edit) {
          failures.append(Failure(edit: edit, reason: reason))
        }
      }
      let callReplacements = closures.replacements()
      let overlaps = callReplacements.contains { replacement in
        replacements.contains { $0.overlaps(replacement) }
      }
      if overlaps {
        failures += callEdits.map {
          Failure(edit: $0, reason: "Another snapshot edit overlaps this call.")
        }
      } else {
        replacements += callReplacements
      }
    }
    return (replacements, failures)
  }
}

/// The snapshot closures of one call, edited as a list and written back as text replacements.
private struct CallClosures {
  /// A closure after the parentheses, either still in the source or newly recorded.
  struct Slot: Equatable {
    enum Content: Equatable {
      case original(Int)
      case recorded(String)
      /// A keyed closure's entries after this call's keyed edits so far.
      case keyed([KeyedSnapshotEntry])
    }
    var label: String?
    var content: Content
  }

  let call: FunctionCallExprSyntax
  let source: ParsedSource
  let indentation: String
  /// The call's closures as written, before any edit.
  let resolver: SnapshotClosureResolver
  let originalSlots: [Slot]
  var slots: [Slot]
  var argumentReplacements: [TextReplacement] = []

  init(call: FunctionCallExprSyntax, source: ParsedSource, line: Int) {
    self.call = call
    self.source = source
    self.indentation = source.indentation(ofLine: line)
    self.resolver = call.snapshotClosureResolver
    let slots = resolver.trailingLabels.enumerated().map {
      Slot(label: $0.element, content: .original($0.offset))
    }
    self.originalSlots = slots
    self.slots = slots
  }

  /// Applies one edit to the list; returns why it cannot be applied, if it cannot.
  mutating func apply(_ edit: SnapshotEdit) -> String? {
    let descriptor = edit.syntaxDescriptor
    let label = descriptor.trailingClosureLabel
    // Earlier edits of this call may have added or removed trailing closures.
    var resolver = self.resolver
    resolver.trailingLabels = slots.map(\.label)
    // A closure that replaces another keeps the comments written in it.
    func recorded(_ snapshot: String, replacing slot: Slot? = nil) -> Slot.Content {
      .recorded(closure(snapshot, keepingCommentsOf: slot.flatMap(originalClosure)))
    }
    if let key = edit.key {
      return applyEntry(key, edit.snapshot, at: resolver.resolve(descriptor), label: label)
    }
    switch (resolver.resolve(descriptor), edit.snapshot) {
    case (.argument(let index), let snapshot):
      editArgument(Array(call.arguments), at: index, label: label, snapshot: snapshot)
    case (.trailing(0), let snapshot?):
      slots[0].content = recorded(snapshot, replacing: slots[0])
    case (.trailing(0), nil) where slots.count > 1:
      // The next closure would lose its label and bind to another parameter.
      return """
        Cannot remove the first trailing closure while "\(slots[1].label ?? "")" follows it; \
        remove it by hand.
        """
    case (.trailing(0), nil):
      slots.removeFirst()
    case (.trailing(let index), let snapshot?):
      slots[index] = Slot(label: label, content: recorded(snapshot, replacing: slots[index]))
    case (.trailing(let index), nil):
      slots.remove(at: index)
    case (.otherLabel(let index, _), let snapshot?):
      slots.insert(Slot(label: label, content: recorded(snapshot)), at: index)
    case (.otherLabel, nil), (.missing, nil):
      break
    case (.missing(0), let snapshot?):
      slots.append(Slot(label: nil, content: recorded(snapshot)))
    case (.missing(let index), let snapshot?):
      guard index == slots.count else {
        return """
          Cannot write the "\(label)" closure: the trailing closure before it (offset \
          \(descriptor.trailingClosureOffset - 1)) is missing.
          """
      }
      slots.append(Slot(label: label, content: recorded(snapshot)))
    }
    return nil
  }

  /// Sets or removes one entry of a keyed closure, creating the closure when it is missing.
  private mutating func applyEntry(
    _ key: SnapshotKey,
    _ snapshot: String?,
    at resolution: SnapshotClosureResolver.Resolution,
    label: String
  ) -> String? {
    func entries(in slot: Slot) -> [KeyedSnapshotEntry]? {
      switch slot.content {
      case .keyed(let entries): entries
      case .original: originalClosure(slot).flatMap(KeyedSnapshotLiteral.entries(of:))
      case .recorded: nil
      }
    }
    func newClosure() -> Slot.Content {
      .keyed(KeyedSnapshotLiteral.setting(key, to: snapshot, in: []))
    }
    switch resolution {
    case .argument:
      return """
        Cannot write a snapshot per argument into a closure inside the parentheses; move the \
        closure after them.
        """
    case .trailing(let index):
      guard let existing = entries(in: slots[index]) else {
        return """
          The snapshot closure holds one snapshot, not one per argument; delete the closure and \
          run the test again to record one snapshot per argument.
          """
      }
      slots[index].content = .keyed(KeyedSnapshotLiteral.setting(key, to: snapshot, in: existing))
    case .otherLabel(let index, _):
      if snapshot != nil { slots.insert(Slot(label: label, content: newClosure()), at: index) }
    case .missing(let index):
      guard snapshot != nil else { return nil }
      guard index == slots.count else {
        return "Cannot write the \"\(label)\" closure: the trailing closure before it is missing."
      }
      slots.append(Slot(label: index == 0 ? nil : label, content: newClosure()))
    }
    return nil
  }

  /// All text replacements the edits so far amount to.
  func replacements() -> [TextReplacement] {
    var result = argumentReplacements
    if slots != originalSlots {
      result.append(trailingClosuresReplacement())
    }
    return result
  }

  private func closure(_ snapshot: String, keepingCommentsOf original: ClosureExprSyntax? = nil)
    -> String
  {
    guard let original else {
      return SnapshotLiteral.closure(
        for: snapshot,
        indentation: indentation,
        indentationUnit: source.layout.indentationUnit,
        newline: source.layout.newline
      )
    }
    let inner = indentation + source.layout.indentationUnit
    let newline = source.layout.newline
    let comments = SnapshotClosureComments(original)
    let literal = SnapshotLiteral.multilineLiteral(
      for: snapshot,
      indentation: inner,
      newline: newline
    )
    let lines =
      comments.leading.map { inner + $0 } + [literal] + comments.trailing.map { inner + $0 }
    return "{" + newline + lines.joined(separator: newline) + newline + indentation + "}"
  }

  /// The closure an original slot holds in the source.
  private func originalClosure(_ slot: Slot) -> ClosureExprSyntax? {
    guard case .original(let index) = slot.content else { return nil }
    return call.trailingClosure(at: index)
  }

  /// Replaces or removes a closure written inside the parentheses (`matches: { … }`).
  private mutating func editArgument(
    _ arguments: [LabeledExprSyntax],
    at index: Int,
    label: String,
    snapshot: String?
  ) {
    let argument = arguments[index]
    guard let snapshot else {
      let start: AbsolutePosition
      let end: AbsolutePosition
      if argument.trailingComma != nil, index + 1 < arguments.count {
        start = argument.positionAfterSkippingLeadingTrivia
        end = arguments[index + 1].positionAfterSkippingLeadingTrivia
      } else if index > 0 {
        start = arguments[index - 1].expression.endPositionBeforeTrailingTrivia
        end = argument.endPositionBeforeTrailingTrivia
      } else {
        start = argument.positionAfterSkippingLeadingTrivia
        end = argument.endPositionBeforeTrailingTrivia
      }
      argumentReplacements.append(replacement(from: start, to: end, with: ""))
      return
    }
    let expression = argument.expression
    var text = closure(snapshot, keepingCommentsOf: expression.as(ClosureExprSyntax.self))
    var start = expression.positionAfterSkippingLeadingTrivia
    if let existing = argument.label {
      if existing.text != label {
        argumentReplacements.append(
          replacement(
            from: existing.positionAfterSkippingLeadingTrivia,
            to: existing.endPositionBeforeTrailingTrivia,
            with: label
          )
        )
      }
    } else {
      text = label + ": " + text
      start = argument.positionAfterSkippingLeadingTrivia
    }
    argumentReplacements.append(
      replacement(from: start, to: expression.endPositionBeforeTrailingTrivia, with: text)
    )
  }

  /// Rewrites the text from the closing parenthesis to the end of the last trailing closure.
  private func trailingClosuresReplacement() -> TextReplacement {
    let elements = Array(call.additionalTrailingClosures)
    let regionStart =
      call.rightParen?.endPositionBeforeTrailingTrivia
      ?? call.calledExpression.endPositionBeforeTrailingTrivia
    func closureNode(_ index: Int) -> ClosureExprSyntax? {
      call.trailingClosure(at: index)
    }
    func start(_ index: Int) -> AbsolutePosition {
      index == 0
        ? call.trailingClosure?.positionAfterSkippingLeadingTrivia ?? regionStart
        : elements[index - 1].positionAfterSkippingLeadingTrivia
    }
    func end(_ index: Int) -> AbsolutePosition {
      closureNode(index)?.endPositionBeforeTrailingTrivia ?? regionStart
    }
    let regionEnd = originalSlots.isEmpty ? regionStart : end(originalSlots.count - 1)

    var text = ""
    for (position, slot) in slots.enumerated() {
      var previousOriginal: Int?
      if position > 0, case .original(let index) = slots[position - 1].content {
        previousOriginal = index
      }
      switch slot.content {
      case .original(let index):
        let keepsGap = position == 0 ? index == 0 : previousOriginal == index - 1
        text += keepsGap
          ? String(source.text(from: index == 0 ? regionStart : end(index - 1), to: start(index)))
          : " "
        if position > 0, index > 0, slot.label == originalSlots[index].label {
          text += source.text(from: start(index), to: end(index))
        } else {
          if let label = slot.label, position > 0 { text += label + ": " }
          if let node = closureNode(index) {
            text += source.text(from: node.positionAfterSkippingLeadingTrivia, to: end(index))
          }
        }
      case .recorded(let closure):
        text += " "
        if let label = slot.label, position > 0 { text += label + ": " }
        text += closure
      case .keyed(let entries):
        text += " "
        if let label = slot.label, position > 0 { text += label + ": " }
        text += KeyedSnapshotLiteral.closure(
          for: entries,
          indentation: indentation,
          indentationUnit: source.layout.indentationUnit,
          newline: source.layout.newline)
      }
    }
    return replacement(from: regionStart, to: regionEnd, with: text)
  }

  private func replacement(
    from start: AbsolutePosition,
    to end: AbsolutePosition,
    with text: String
  ) -> TextReplacement {
    TextReplacement(start: start.utf8Offset, end: end.utf8Offset, text: text)
  }
}
