import Dump
import Testing

/// Every Unicode scalar prints as swift-custom-dump prints it, so snapshots recorded with it keep
/// passing. Its rule, written out here: text with a line break is a `"""` block of the text as
/// it is; one line holding `"` or `\` is a raw literal with one `#` more than the longest run of
/// `#` after a `"`; any other line is Swift's `debugDescription`.
///
/// Each scalar is dumped alone, as a string and as a character. Inside other text (one line and
/// multi-line, strings, substrings, dictionary keys and diff lines), each ASCII scalar is tested
/// on its own and the others 64 to a text: beyond ASCII, which neither library escapes itself,
/// what a text prints as does not depend on its neighbours.
@Suite struct EveryScalarTests {
  /// Every scalar, in runs of a few thousand: the cases run in parallel, and a failure names
  /// its range.
  static let ranges: [ClosedRange<UInt32>] = stride(from: 0, through: 0x10_FFFF, by: 0x4000).map {
    $0...min($0 + 0x3FFF, 0x10_FFFF)
  }

  @Test(arguments: ranges) func aloneAsStringsAndCharacters(range: ClosedRange<UInt32>) {
    let scalars = range.compactMap(Unicode.Scalar.init)
    let strings = scalars.map(String.init)
    expectSameLines(String(customDumping: strings), Self.arrayText(strings.map(Self.peerText)))
    let characters = scalars.map(Character.init)
    expectSameLines(
      String(customDumping: characters), Self.arrayText(characters.map { Self.peerText("\($0)") }))
  }

  @Test(arguments: ranges) func insideOneLineText(range: ClosedRange<UInt32>) {
    let texts = Self.texts(in: range, oneLine: true) { "it\($0)s" }
    expectSameLines(String(customDumping: texts), Self.arrayText(texts.map(Self.peerText)))
    let substrings = texts.map { "(\($0))".dropFirst().dropLast() }
    expectSameLines(
      String(customDumping: substrings), Self.arrayText(substrings.map { Self.peerText("\($0)") }))
  }

  @Test(arguments: ranges) func insideMultiLineText(range: ClosedRange<UInt32>) {
    let texts = Self.texts(in: range, oneLine: false) { "one \($0)\ntwo" }
    expectSameLines(String(customDumping: texts), Self.arrayText(texts.map(Self.peerText)))
  }

  @Test(arguments: ranges) func inDictionaryKeys(range: ClosedRange<UInt32>) {
    // One key to a dictionary: the order of several keys is each library's own.
    let keys = Self.texts(in: range, oneLine: true) { "k\($0)" }
    let dictionaries = keys.map { [$0: 1] }
    expectSameLines(
      String(customDumping: dictionaries),
      Self.arrayText(keys.map { "[\n  \(Self.peerText($0)): 1\n]" }))
  }

  @Test(arguments: ranges) func inDiffLines(range: ClosedRange<UInt32>) {
    for text in Self.texts(in: range, oneLine: true, { $0 }) {
      let old = "was \(text)"
      let new = "is \(text)"
      let expected = "- \(Self.peerText(old))\n+ \(Self.peerText(new))"
      guard let difference = diff(old, new), difference == expected else {
        Issue.record("\(old.debugDescription): \(String(describing: diff(old, new)))")
        return
      }
    }
  }

  /// swift-custom-dump's text for a string value; `named` when it follows a label.
  static func peerText(_ text: String) -> String {
    if text.unicodeScalars.contains(where: { Character($0).isNewline }) {
      let hashes = String(repeating: "#", count: hashRun(in: text, after: "\"\"\""))
      return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }
    if text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      let hashes = String(repeating: "#", count: max(hashRun(in: text, after: "\""), 1))
      return "\(hashes)\"\(text)\"\(hashes)"
    }
    return text.debugDescription
  }

  /// The texts `make` puts each ASCII scalar of `range` in, one by one, and its other scalars,
  /// 64 at a time. `oneLine` leaves out scalars that break lines.
  static func texts(
    in range: ClosedRange<UInt32>,
    oneLine: Bool,
    _ make: (String) -> String
  ) -> [String] {
    let scalars = range.compactMap(Unicode.Scalar.init).filter {
      !oneLine || !Character($0).isNewline
    }
    let ascii = scalars.filter(\.isASCII).map { make(String($0)) }
    let others = scalars.filter { !$0.isASCII }
    let packed = stride(from: 0, to: others.count, by: 64).map { start in
      make(String(String.UnicodeScalarView(others[start..<min(start + 64, others.count)])))
    }
    return ascii + packed
  }

  // One more than the longest run of `#` after `quotes`, or 0 when `quotes` do not occur.
  private static func hashRun(in text: String, after quotes: String) -> Int {
    var longest = 0
    var rest = Substring(text)
    while let range = rest.range(of: quotes) {
      let hashes = rest[range.upperBound...].prefix(while: { $0 == "#" }).count
      longest = max(longest, hashes + 1)
      rest = rest[range.upperBound...]
    }
    return longest
  }

  /// The dump of an array, from its elements' texts, as both libraries lay it out: an element's
  /// lines after its first are indented by two, a multi-line string's by two more.
  static func arrayText(_ elements: [String]) -> String {
    guard !elements.isEmpty else { return "[]" }
    let entries = elements.enumerated().map { index, element in
      let isString = element.hasPrefix("\"") || element.hasPrefix("#")
      let indent = isString ? "\n    " : "\n  "
      guard element.utf8.contains(UInt8(ascii: "\n")) else { return "  [\(index)]: " + element }
      return "  [\(index)]: " + lines(of: element).joined(separator: indent)
    }
    return "[\n" + entries.joined(separator: ",\n") + "\n]"
  }

  // Lines split on `\n` alone, as both libraries split them (a `\r\n` is one `Character`).
  private static func lines(of text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// Compares two long texts line by line, reporting only the first line that differs.
  func expectSameLines(
    _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard actual != expected else { return }
    let actualLines = Self.lines(of: actual)
    let expectedLines = Self.lines(of: expected)
    let index = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?
      .offset ?? min(actualLines.count, expectedLines.count)
    let shown = { (lines: [String]) in
      index < lines.count ? lines[index].debugDescription : "(no line)"
    }
    Issue.record(
      "Line \(index + 1): Dump printed \(shown(actualLines)), swift-custom-dump prints \(shown(expectedLines))",
      sourceLocation: sourceLocation)
  }
}
