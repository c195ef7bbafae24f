extension Snapshotting where Format == String {
  /// This strategy with wildcards read in the expected text: `[..]` matches any text within a
  /// line, and a line that is `...` any number of lines (see <doc:MatchingVaryingText>).
  ///
  /// ```swift
  /// assertInlineSnapshot(of: report, as: .lines.withWildcards) {
  ///   """
  ///   Report of [..]
  ///   ...
  ///   Total: 3
  ///   """
  /// }
  /// ```
  ///
  /// What the strategy renders is recorded with any `[..]` and `...` line it holds escaped, so a
  /// run matches what it recorded literally: a wildcard is only ever one you wrote. Recording
  /// over a snapshot with wildcards keeps each line that still matches as you wrote it. An
  /// expected text without wildcards is compared byte for byte, as without this.
  /// `.transcript`, `.markdownTranscript` and `.logs` read wildcards already.
  public var withWildcards: Self {
    guard diffing.rerecorded == nil else { return self }
    var strategy = self
    strategy.take = { [take] value, callback in
      take(value) { callback($0.map(WildcardEscaping.escaped)) }
    }
    strategy.diffing = diffing.withWildcards
    return strategy
  }
}

extension Diffing where Value == String {
  /// This comparison with the expected text read as a ``WildcardPattern``: a difference is
  /// shown against the expected text as the wildcards matched it, so that only the lines that
  /// truly differ show as changes, followed by what the wildcards matched.
  var withWildcards: Self {
    var diffing = Self.diff(toData: toData, fromData: fromData) { [diffV2] expected, actual in
      // Both texts are escaped alike, so equal bytes match: a passing file snapshot, which has
      // no shortcut of its own, is not read as a pattern.
      if expected.utf8.elementsEqual(actual.utf8) { return nil }
      let pattern = WildcardPattern(expected)
      let found: (String, [DiffAttachment])?
      if !pattern.hasWildcards {
        found = diffV2(expected, actual)
      } else if pattern.matches(actual) {
        return nil
      } else {
        let alignment = WildcardAlignment(pattern: pattern, actual: actual)
        // A tolerant comparison (ignoring case, say) may pass the text as matched.
        found = diffV2(alignment.expectedAsMatched, actual).map { difference, attachments in
          (difference + Self.note(alignment.wildcardMatches), attachments)
        }
      }
      return found.map { difference, attachments in
        (difference + Self.indentedLinesNote(expected), attachments)
      }
    }
    diffing.rerecorded = { expected, actual in
      let pattern = WildcardPattern(expected)
      guard pattern.hasWildcards else { return actual }
      return WildcardAlignment(pattern: pattern, actual: actual).recorded
    }
    return diffing
  }

  /// Why an indented `...` matched nothing: in a dump or JSON, where every line is indented,
  /// it reads naturally, but only a line that is `...` alone matches lines.
  private static func indentedLinesNote(_ expected: String) -> String {
    let indented = expected.split(separator: "\n").contains { line in
      line.count > 3 && line.hasSuffix("...")
        && line.dropLast(3).allSatisfy { $0 == " " || $0 == "\t" }
    }
    guard indented else { return "" }
    return """
      \n\n(An indented `...` is compared as text: a line matches any lines only when it is \
      `...` alone, at the snapshot's own indentation.)
      """
  }

  /// What the first wildcards matched, after a difference: a line the diff shows unchanged may
  /// have been matched by one.
  private static func note(_ matches: [WildcardMatch]) -> String {
    guard !matches.isEmpty else { return "" }
    let shown = matches.prefix(3).map { match in
      let count = match.actualLines.count
      let what =
        match.expected == "..."
        ? "\(count == 0 ? "no" : "\(count)") line\(count == 1 ? "" : "s")"
        : "`\(match.actual)`"
      return "line \(match.expectedLine) `\(match.expected)` matched \(what)"
    }
    let more = matches.count > 3 ? "; and \(matches.count - 3) more" : ""
    return "\n\n(Wildcards: \(shown.joined(separator: "; "))\(more).)"
  }
}

extension Diffing {
  /// What recording writes in place of `expected` (`nil`: there is none): the new snapshot, or,
  /// for a comparison that reads wildcards, the new snapshot with each expected line that still
  /// matches kept as written. The one rule for inline snapshots, their entries, snapshot files
  /// and what is saved for review.
  func recorded(_ actual: Value, replacing expected: Value?) -> Value {
    guard let expected, let rerecorded else { return actual }
    return rerecorded(expected, actual)
  }
}
