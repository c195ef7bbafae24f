import Foundation

/// Finds volatile parts of text that was never a value, such as ids and times inside a log
/// line, and prints them as numbered placeholders, or replaces them as a pattern says.
///
/// Pass scrubbers in a redaction list, with ``DumpRedaction/scrubbing(_:)``, wherever
/// redactions are taken; they act on the finished text of a snapshot (and of
/// `String(customDumping:)`):
///
/// ```swift
/// @Suite(.snapshots(redacting: [
///   .type(UUID.self), .type(Date.self),
///   .scrubbing(.uuids, .iso8601Dates, .temporaryPaths, .ansiEscapeCodes),
/// ]))
/// ```
///
/// Found values are numbered as ``DumpRedaction`` numbers its placeholders, in the same
/// numbering: in one snapshot, a UUID redacted by type and the same UUID found in a string
/// both read `UUID(<1>)`. Scrubbers run after the value's redactions, so a pattern sees
/// placeholders such as `UUID(<1>)` and not the values they hide: ``ansiEscapeCodes`` first,
/// then ``temporaryPaths``, then the others in the order given.
public struct TextScrubber: Sendable, CustomStringConvertible {
  enum Replacement: Sendable {
    /// A placeholder named `typeName`, numbered by the key of the text found.
    case numbered(typeName: String, key: @Sendable (Substring) -> String)
    /// A template, in which `$1` is the first capture group.
    case template(String)
  }

  let expression: TextPattern
  let replacement: Replacement

  /// How a failure message's legend names the scrubber: `UUIDs in text`.
  public let description: String

  /// Scrubbers that remove or take whole spans run first, whatever the order given: escape
  /// codes would split a match, and a UUID inside a temporary path belongs to the path.
  var runsFirst = 2

  /// UUIDs in any case, printed as `UUID(<1>)`: the same number a `UUID` value redacted by
  /// ``DumpRedaction/type(_:)`` gets.
  public static let uuids = TextScrubber(
    expression: TextPattern(
      #"(?<![0-9A-Fa-f-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?![0-9A-Fa-f-])"#
    ),
    replacement: .numbered(typeName: "UUID") { text in
      UUID(uuidString: String(text)).map(DumpRedactor.placeholderKey(of:)) ?? text.uppercased()
    },
    description: "UUIDs in text")

  /// ISO 8601 dates and times (`2026-03-01`, `2026-03-01T09:30:00Z`, `2026-03-01 09:30:00.123`,
  /// with or without a zone), printed as `Date(<1>)`. A time with a zone is the same number as
  /// a `Date` value redacted by ``DumpRedaction/type(_:)`` at the same instant.
  public static let iso8601Dates = TextScrubber(
    expression: TextPattern(
      #"(?<![0-9])[0-9]{4}-[01][0-9]-[0-3][0-9](?:[T ][0-2][0-9]:[0-5][0-9](?::[0-6][0-9](?:[.,][0-9]+)?)?(?:Z|[+-][0-2][0-9](?::?[0-5][0-9])?)?)?(?![0-9])"#
    ),
    replacement: .numbered(typeName: "Date") { text in
      ISO8601Text.date(from: text).map(DumpRedactor.placeholderKey(of:)) ?? String(text)
    },
    description: "ISO 8601 dates in text")

  /// Absolute paths inside the temporary directory (`/tmp/…`, `/var/folders/…`, and the
  /// directory `NSTemporaryDirectory()` names), printed as `TemporaryPath(<1>)`. A path ends
  /// at white space, a quote, or `,;)]}>`.
  public static let temporaryPaths = TextScrubber(
    expression: TextPattern(temporaryPathPattern()),
    replacement: .numbered(typeName: "TemporaryPath") { String($0) },
    description: "temporary paths in text", runsFirst: 1)

  /// ANSI escape codes (colours, cursor moves, terminal titles), removed: in raw text such as
  /// a `.lines` snapshot's; a dump has already escaped them as `\u{1B}`.
  public static let ansiEscapeCodes = TextScrubber(
    expression: TextPattern(
      #"\u001B(?:\[[0-9;?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)|[@-Z\\-_])"#),
    replacement: .template(""),
    description: "ANSI escape codes", runsFirst: 0)

  /// Replaces every match of a regular expression (ICU syntax, as `NSRegularExpression`
  /// reads it) with a template, in which `$1` is the first capture group:
  ///
  /// ```swift
  /// .replacing(#"took \d+ ms"#, with: "took <n> ms")
  /// ```
  ///
  /// A malformed pattern is reported as a test failure where the scrubber is made, and
  /// scrubs nothing.
  public static func replacing(
    _ pattern: String,
    with template: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    TextScrubber(
      expression: TextPattern(
        pattern,
        reportingAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)),
      replacement: .template(template),
      description: "/\(pattern)/")
  }

  /// Prints every match of a regular expression as a placeholder named `typeName`, numbered:
  /// equal matches share a number, as values redacted by type do.
  ///
  /// ```swift
  /// .numbering(#"req_[0-9a-z]{12}"#, as: "RequestID")   // RequestID(<1>)
  /// ```
  public static func numbering(
    _ pattern: String,
    as typeName: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    TextScrubber(
      expression: TextPattern(
        pattern,
        reportingAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)),
      replacement: .numbered(typeName: typeName) { String($0) },
      description: "/\(pattern)/ as \(typeName)")
  }

  /// Where in `text` the scrubber finds what it scrubs: for a failure that tells whether two
  /// texts differ only there.
  package func ranges(in text: String) -> [Range<String.Index>] {
    guard let regex = expression.regex else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
      .compactMap { Range($0.range, in: text) }
  }

  /// `text` with every match scrubbed, numbered on from `numbering`.
  func scrub(_ text: String, numbering: inout PlaceholderNumbering) -> String {
    guard let regex = expression.regex else { return text }
    let whole = NSRange(text.startIndex..., in: text)
    let matches = regex.matches(in: text, range: whole)
    guard !matches.isEmpty else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var copied = text.startIndex
    for match in matches {
      guard let range = Range(match.range, in: text) else { continue }
      result += text[copied..<range.lowerBound]
      switch replacement {
      case .numbered(let typeName, let key):
        result += numbering.placeholder(typeName: typeName, key: key(text[range]))
      case .template(let template):
        result += regex.replacementString(for: match, in: text, offset: 0, template: template)
      }
      copied = range.upperBound
    }
    result += text[copied...]
    return result
  }

  private static func temporaryPathPattern() -> String {
    var roots = [#"/tmp/"#, #"(?:/private)?/var/folders/"#]
    let temporary = NSTemporaryDirectory()
    if temporary.hasPrefix("/"), temporary != "/tmp/", !temporary.hasPrefix("/var/folders/") {
      roots.append(NSRegularExpression.escapedPattern(for: temporary))
    }
    return "(?:\(roots.joined(separator: "|")))" + #"[^\s"'`,;)\]}>]*"#
  }
}

/// A compiled regular expression, or `nil` for one that did not compile (reported when it was
/// made).
struct TextPattern: @unchecked Sendable {
  // NSRegularExpression is immutable and safe to share between threads.
  let regex: NSRegularExpression?

  init(_ pattern: String) {
    regex = try? NSRegularExpression(pattern: pattern)
  }

  init(_ pattern: String, reportingAt location: CallSite) {
    do {
      regex = try NSRegularExpression(pattern: pattern)
    } catch {
      location.fail("Invalid scrubber pattern /\(pattern)/: \(error)", frameworks: .lookedUp)
      regex = nil
    }
  }
}

extension DumpRedaction {
  /// Scrubs the finished text of every snapshot these redactions reach with `scrubbers`, in
  /// order: ids, dates and paths inside text that was never a value, such as a log.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: log, as: .lines(redacting: [.scrubbing(.uuids, .iso8601Dates)]))
  /// ```
  ///
  /// Diffs, expectations and the printing `customDump` ignore scrubbers: they compare or show
  /// values, which ``type(_:)`` and ``path(_:fileID:filePath:line:column:)`` redact.
  public static func scrubbing(_ scrubbers: TextScrubber...) -> Self {
    DumpRedaction(
      rule: .scrub(scrubbers), description: scrubbers.map(\.description).joined(separator: ", "))
  }
}
