import Dump

/// A mismatch whose every changed line differs only in values that change from run to run,
/// UUIDs and ISO 8601 dates, as Dump's scrubbers (``TextScrubber/uuids``,
/// ``TextScrubber/iso8601Dates``) find them: re-recording would only record the next ones, so
/// the failure suggests the redaction that keeps the snapshot stable.
struct VolatileMismatch: Equatable {
  enum Kind: CaseIterable {
    case uuid, date

    var scrubber: TextScrubber {
      switch self {
      case .uuid: .uuids
      case .date: .iso8601Dates
      }
    }

    /// The type whose dump wraps a value of this kind: `UUID(…)`, `Date(…)`.
    var typeName: String {
      switch self {
      case .uuid: "UUID"
      case .date: "Date"
      }
    }

    var scrubberName: String {
      switch self {
      case .uuid: "uuids"
      case .date: "iso8601Dates"
      }
    }

    var plural: String {
      switch self {
      case .uuid: "UUIDs"
      case .date: "dates"
      }
    }
  }

  /// The redactions to add, in ``Kind`` order: by type where every changed value was dumped as
  /// a value of its type (only a dump or a value's description reads `UUID(…)`), by scrubbing
  /// the text otherwise.
  var redactions: [String]
  var kinds: [Kind]

  /// The volatile mismatch between two snapshots, or `nil` when a changed line differs in
  /// anything else, or lines were added or removed.
  init?(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard old.count == new.count, old != new else { return nil }
    var needed: Set<Kind> = []
    var scrubbed: Set<Kind> = []
    for (before, after) in zip(old, new) where before != after {
      guard Self.masking(before, Kind.allCases) == Self.masking(after, Kind.allCases) else {
        return nil
      }
      // A kind is needed when masking every other kind leaves the lines different.
      for kind in Kind.allCases {
        let others = Kind.allCases.filter { $0 != kind }
        guard Self.masking(before, others) != Self.masking(after, others) else { continue }
        needed.insert(kind)
        let prefix = kind.typeName + "("
        let dumpedAsValues = kind.scrubber.ranges(in: after).allSatisfy {
          after[..<$0.lowerBound].hasSuffix(prefix)
        }
        if !dumpedAsValues { scrubbed.insert(kind) }
      }
    }
    kinds = Kind.allCases.filter(needed.contains)
    let types = kinds.filter { !scrubbed.contains($0) }.map { ".type(\($0.typeName).self)" }
    let texts = kinds.filter(scrubbed.contains).map { "." + $0.scrubberName }
    redactions = types + (texts.isEmpty ? [] : [".scrubbing(\(texts.joined(separator: ", ")))"])
  }

  /// `line` with what the scrubbers of `kinds` find replaced by their type's name.
  private static func masking(_ line: String, _ kinds: [Kind]) -> String {
    kinds.reduce(line) { line, kind in
      var masked = line
      for range in kind.scrubber.ranges(in: line).reversed() {
        masked.replaceSubrange(range, with: "<\(kind.typeName)>")
      }
      return masked
    }
  }

  /// The paragraph the failure adds: what changed, and the trait to add.
  var suggestion: String {
    let what = kinds.map(\.plural).joined(separator: " and ")
    return """
      Every changed line differs only in \(what), which change from run to run: re-recording \
      would record the next ones. Redact them to keep the snapshot stable, with this trait on \
      the test or its suite:

        .snapshots(redacting: [\(redactions.joined(separator: ", "))])
      """
  }
}
