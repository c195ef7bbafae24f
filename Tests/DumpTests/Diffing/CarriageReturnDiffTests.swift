import Testing

@testable import Dump

/// Carriage returns survive every diff, as swift-custom-dump keeps them, and values that differ
/// only in line endings have a diff. Its rule, written out in ``peerLines(_:_:indent:)``: a
/// multi-line text is split at each `\n` that is a character of its own, so a `\r\n` stays
/// inside its piece and a lone `\r` splits nothing; pieces are aligned like array elements, and
/// a piece prints one line per `\n` in it, `\r` kept.
@Suite struct CarriageReturnDiffTests {
  static let endings = ["\n", "\r", "\r\n"]

  /// Every ending against every other, a line changed after each, a trailing ending, text that
  /// gains one, and mixed endings.
  static let pairs: [(old: String, new: String)] =
    endings.flatMap { old in
      endings.filter { $0 != old }.map { new in ("a\(old)b", "a\(new)b") }
    }
    + endings.flatMap { ending in
      [("a\(ending)b", "a\(ending)c"), ("a\(ending)", "a"), ("ab", "a\(ending)b")]
    }
    + [
      ("a\r\nb\nc\rd", "a\nb\r\nc\rd"),
      ("a\r\nb\nc\rd", "a\r\nb\nc\re"),
      ("a\r\nb\nc", "a\r\nb\r\nc"),
      ("a\nb\nc", "a\r\nb\nc"),
      ("a\r\n\r\nb", "a\r\n\nb"),
    ]

  struct Two {
    var text: String
    var n = 1
  }

  struct TwoEquatable: Equatable {
    var text: String
    var n = 1
  }

  @Test func topLevelStringsAndSubstrings() {
    for (old, new) in Self.pairs {
      let expected = Self.block(Self.peerLines(old, new, indent: ""), indent: "")
      #expect(diff(old, new) == expected, "\(old.debugDescription) → \(new.debugDescription)")
      #expect(
        diff(old[...], new[...]) == expected, "\(old.debugDescription) → \(new.debugDescription)")
    }
  }

  @Test func characters() {
    for old in Self.endings {
      for new in Self.endings where new != old {
        #expect(
          diff(Character(old), Character(new))
            == Self.block(Self.peerLines(old, new, indent: ""), indent: ""),
          "\(old.debugDescription) → \(new.debugDescription)")
      }
    }
  }

  @Test func fields() {
    for (old, new) in Self.pairs {
      let body = Self.block(Self.peerLines(old, new, indent: "    "), indent: "  ", label: "text")
      let expected = { (type: String) in
        "  CarriageReturnDiffTests.\(type)(\n\(body),\n    n: 1\n  )"
      }
      // Reflected whole, and compared field by field with `==` first.
      #expect(
        diff(Two(text: old), Two(text: new)) == expected("Two"),
        "\(old.debugDescription) → \(new.debugDescription)")
      #expect(
        diff(TwoEquatable(text: old), TwoEquatable(text: new)) == expected("TwoEquatable"),
        "\(old.debugDescription) → \(new.debugDescription)")
    }
  }

  @Test func arrayElements() {
    for (old, new) in Self.pairs {
      let body = Self.block(Self.peerLines(old, new, indent: "    "), indent: "  ", label: "[0]")
      #expect(
        diff([old], [new]) == "  [\n\(body)\n  ]",
        "\(old.debugDescription) → \(new.debugDescription)")
    }
  }

  @Test func dictionaryKeys() {
    // A key with a line break prints as its dump, a `"""` block: the key that went away, then
    // the one that came.
    let keyLines = { (key: String, marker: String) in
      let lines = EveryScalarTests.peerText(key).utf8
        .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { "\(marker)   " + String(decoding: $0, as: UTF8.self) }
      return lines.joined(separator: "\n") + ": 1"
    }
    for old in Self.endings {
      for new in Self.endings where new != old {
        #expect(
          diff(["k\(old)": 1], ["k\(new)": 1])
            == "  [\n\(keyLines("k\(old)", "-"))\n\(keyLines("k\(new)", "+"))\n  ]",
          "\(old.debugDescription) → \(new.debugDescription)")
      }
    }
  }

  /// swift-custom-dump's diff lines for two texts, one of them at least multi-line, each after
  /// its marker and `indent`.
  ///
  /// The pieces that differ must share none (a test that breaks this records an issue), so
  /// that the alignment is the common pieces at both ends, and the others paired in order, then
  /// the unpaired ones.
  static func peerLines(_ old: String, _ new: String, indent: String) -> [String] {
    let pieces = { (text: String) -> [Substring] in
      text.isEmpty ? [] : text.split(separator: "\n" as Character, omittingEmptySubsequences: false)
    }
    let (oldPieces, newPieces) = (pieces(old), pieces(new))
    var prefix = 0
    while prefix < min(oldPieces.count, newPieces.count), oldPieces[prefix] == newPieces[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(oldPieces.count, newPieces.count) - prefix,
      oldPieces[oldPieces.count - 1 - suffix] == newPieces[newPieces.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = oldPieces[prefix..<(oldPieces.count - suffix)]
    let newMiddle = newPieces[prefix..<(newPieces.count - suffix)]
    if oldMiddle.contains(where: newMiddle.contains) {
      Issue.record("\(old.debugDescription) → \(new.debugDescription) is not this rule's case")
    }
    var lines: [String] = []
    func write(_ piece: Substring, _ marker: String) {
      // Every `\n` in a piece, the one of a `\r\n` included, starts a line.
      let pieceLines = piece.utf8.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      for line in pieceLines {
        lines.append("\(marker) \(indent)\(String(decoding: line, as: UTF8.self))")
      }
    }
    oldPieces.prefix(prefix).forEach { write($0, " ") }
    for (oldPiece, newPiece) in zip(oldMiddle, newMiddle) {
      write(oldPiece, "-")
      write(newPiece, "+")
    }
    oldMiddle.dropFirst(newMiddle.count).forEach { write($0, "-") }
    newMiddle.dropFirst(oldMiddle.count).forEach { write($0, "+") }
    oldPieces.suffix(suffix).forEach { write($0, " ") }
    return lines
  }

  /// The lines between `"""` delimiters, the opening one after `label`; labelled contents and
  /// their closing delimiter are indented by two more.
  static func block(_ lines: [String], indent: String, label: String? = nil) -> String {
    let opening = "  \(indent)\(label.map { "\($0): " } ?? "")\"\"\""
    let closing = "  \(indent)\(label == nil ? "" : "  ")\"\"\""
    return ([opening] + lines + [closing]).joined(separator: "\n")
  }
}
