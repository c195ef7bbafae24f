/// The redactions in effect for one snapshot's text, and the numbers its placeholders got: the
/// one numbering that value redactions (in a dump, a JSON encoding, a reflection dump) and text
/// scrubbers share.
///
/// A strategy asks ``RedactionsInEffect/text()`` for one per snapshot; `nil` means there is
/// nothing to redact, and the strategy prints as it always did. Walkers other than Dump's (a JSON
/// encoder, swift-snapshot-testing's dump format) ask ``text(for:at:)`` for each value and
/// print the token it returns; ``finish(_:)`` numbers the tokens in printed order and then
/// runs the scrubbers.
package final class SnapshotRedaction {
  /// The redactions in effect, the call's then the scope's.
  package let redactions: [DumpRedaction]
  private let redactor: DumpRedactor
  private let scrubbers: [TextScrubber]
  private var numbering = PlaceholderNumbering()
  /// The values behind the tokens handed out, by token number.
  private var tokens: [(typeName: String, key: String)] = []

  /// Made by ``RedactionsInEffect/text()``.
  init(_ redactions: [DumpRedaction]) {
    self.redactions = redactions
    redactor = DumpRedactor(redactions)
    scrubbers = redactions.flatMap { redaction -> [TextScrubber] in
      guard case .scrub(let scrubbers) = redaction.rule else { return [] }
      return scrubbers
    }.enumerated().sorted { ($0.element.runsFirst, $0.offset) < ($1.element.runsFirst, $1.offset) }
      .map(\.element)
  }

  /// Whether value redactions were asked for (else only scrubbers).
  package var redactsValues: Bool {
    redactions.contains { if case .scrub = $0.rule { false } else { true } }
  }

  // MARK: Values

  /// Where a value is, for path redactions: `nil` when no pattern can match there or below.
  package struct Path {
    fileprivate var state: [UInt64]?
  }

  /// What to print for a value.
  package enum ValueText: Equatable {
    /// The value, as the walker prints it.
    case asUsual
    /// Nothing: a path redaction omits it.
    case omitted
    /// This text instead: a placeholder's token, or a custom redaction's text.
    case text(String)
  }

  /// The path of the value the snapshot is of.
  package var root: Path { Path(state: redactor.rootState) }

  /// A path no pattern matches, such as a dictionary key's: only types match there.
  package var nowhere: Path { Path(state: nil) }

  /// The path of a field, a labelled tuple element or payload, or an enum case.
  package func path(_ parent: Path, field name: String) -> Path {
    Path(state: redactor.state(after: .field(name), from: parent.state))
  }

  /// The path of an element by its index.
  package func path(_ parent: Path, index: Int) -> Path {
    Path(state: redactor.state(after: .index(index), from: parent.state))
  }

  /// The path of a set member.
  package func member(of parent: Path) -> Path {
    Path(state: redactor.state(after: .member, from: parent.state))
  }

  /// The path of a dictionary value whose key is `key`.
  package func path(_ parent: Path, keyedBy key: Any) -> Path {
    guard parent.state != nil else { return parent }
    let keyText = DumpRedactor.placeholderKey(of: key)
    return Path(state: redactor.state(after: .key(keyText), from: parent.state))
  }

  /// The path of a JSON object's member, a struct's field or a dictionary's value alike.
  package func path(_ parent: Path, objectKey key: String) -> Path {
    Path(state: redactor.state(after: .objectKey(key), from: parent.state))
  }

  /// Whether a path redaction leaves out what is at `path`.
  package func omits(_ path: Path) -> Bool {
    redactor.omits(path.state)
  }

  /// What to print for `value` at `path`: a custom redaction's text, a placeholder's token
  /// (numbered by ``finish(_:)``), nothing, or the value as usual.
  package func text(for value: Any, at path: Path) -> ValueText {
    if redactor.omits(path.state) { return .omitted }
    let type = ObjectIdentifier(Swift.type(of: value))
    if let text = redactor.customText(of: value, type: type, state: path.state) {
      return .text(text)
    }
    guard redactor.redacts(type) || redactor.placeholds(path.state) else { return .asUsual }
    return .text(token(typeName: TypeNameFormatter.name(of: Swift.type(of: value)), value: value))
  }

  /// The unnumbered placeholder a token stands for, as `UUID(<>)`, for texts that only order
  /// values, so that hidden values do not decide the order.
  package func unnumbered(_ token: String) -> String {
    guard let index = Self.tokenIndex(token.unicodeScalars.dropFirst()) else { return token }
    return DumpRedactor.placeholder(tokens[index].typeName, number: nil)
  }

  private func token(typeName: String, value: Any) -> String {
    tokens.append((typeName, DumpRedactor.placeholderKey(of: value)))
    return "\(Self.tokenStart)\(tokens.count - 1)\(Self.tokenEnd)"
  }

  // Private-use scalars, which no text a snapshot prints is expected to hold.
  private static let tokenStart: Unicode.Scalar = "\u{E000}"
  private static let tokenEnd: Unicode.Scalar = "\u{E001}"

  private static func tokenIndex(_ digits: some Sequence<Unicode.Scalar>) -> Int? {
    var index = 0
    var sawDigit = false
    for scalar in digits {
      if scalar == tokenEnd { return sawDigit ? index : nil }
      guard scalar.value >= 48, scalar.value <= 57 else { return nil }
      index = index * 10 + Int(scalar.value - 48)
      sawDigit = true
    }
    return nil
  }

  // MARK: Text

  /// The Dump of `value` with the value redactions applied, numbered on in this snapshot.
  package func dump(_ value: Any) -> String {
    DumpTree.text(of: value, redactor: redactor, numbering: &numbering)
  }

  /// What ``customDump(_:to:name:indent:maxDepth:redacting:)`` writes: the dump of `value`,
  /// scrubbed.
  func printedDump(
    _ value: Any, maxDepth: Int, indent: Int, label: DumpRenderer.Label
  ) -> String {
    scrub(
      DumpTree.text(
        of: value, maxDepth: maxDepth, redactor: redactor, numbering: &numbering,
        indent: indent, label: label))
  }

  /// `text` with its tokens numbered in printed order, then the scrubbers applied.
  package func finish(_ text: String) -> String {
    scrub(numberingTokens(in: text))
  }

  /// `text` with the scrubbers applied, numbered on in this snapshot.
  package func scrub(_ text: String) -> String {
    scrubbers.reduce(text) { text, scrubber in scrubber.scrub(text, numbering: &numbering) }
  }

  private func numberingTokens(in text: String) -> String {
    guard !tokens.isEmpty else { return text }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let start = scalars.firstIndex(of: Self.tokenStart) {
      result.append(contentsOf: scalars[..<start])
      let rest = scalars[scalars.index(after: start)...]
      guard let index = Self.tokenIndex(rest), let end = rest.firstIndex(of: Self.tokenEnd),
        tokens.indices.contains(index)
      else {
        result.append(scalars[start])
        scalars = rest
        continue
      }
      let token = tokens[index]
      result.append(
        contentsOf: numbering.placeholder(typeName: token.typeName, key: token.key).unicodeScalars)
      scalars = rest[rest.index(after: end)...]
    }
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// How a failure's legend names what was redacted: `UUID, Date, UUIDs in text`.
  package var legend: String {
    Self.legend(redactions)
  }

  package static func legend(_ redactions: [DumpRedaction]) -> String {
    var seen: Set<String> = []
    return redactions.map(\.description).filter { seen.insert($0).inserted }
      .joined(separator: ", ")
  }

  /// The line a failure prints after its difference to name what was redacted, as
  /// "(Redacted: UUID, .createdAt)", so that a reader knows why an id reads `UUID(<1>)`; `nil`
  /// without redactions.
  package static func legendLine(_ redactions: [DumpRedaction]) -> String? {
    redactions.isEmpty ? nil : "(Redacted: \(legend(redactions)))"
  }
}
