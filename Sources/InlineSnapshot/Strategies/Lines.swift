import Dump
import Foundation

extension Snapshotting where Value == String, Format == String {
  /// Snapshots a string as it is; failures show a line diff. The base of every text strategy.
  ///
  /// The scrubbers of the enclosing `.snapshots(redacting:)` trait or `withDumpRedactions`
  /// scope apply (see `TextScrubber`); with none, the text is the string, untouched.
  public static var lines: Self {
    lines(redacting: [])
  }

  /// Snapshots a string with its volatile parts scrubbed: ids, times and paths found in the
  /// text print as numbered placeholders, as `TextScrubber` describes.
  ///
  /// ```swift
  /// assertInlineSnapshot(
  ///   of: log, as: .lines(redacting: [.scrubbing(.uuids, .iso8601Dates, .temporaryPaths)])
  /// ) {
  ///   """
  ///   2026-03-01T09:30:00Z saved UUID(<1>) to /tmp/…
  ///   """
  /// }
  /// ```
  ///
  /// The list adds to the enclosing trait's or scope's. Value redactions (by type or path) find
  /// nothing in a string: use scrubbers for text.
  public static func lines(redacting redactions: [DumpRedaction]) -> Self {
    Snapshotting(pathExtension: "txt", diffing: .lines) { text in
      RedactedText.render(redacting: redactions) { $0?.scrub(text) ?? text }
    }
  }

  /// `lines` without scrubbing: the base of strategies that redact their own text.
  package static var unscrubbedLines: Self {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }
}

extension Diffing where Value == String {
  /// Compares text line by line; the difference marks removed lines `−` and added lines `+`.
  ///
  /// Cost: proportional to the lines of both texts (more when most lines differ).
  public static var lines: Self {
    .diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { expected, actual in
      guard let patch = SnapshotDifference.patch(from: expected, to: actual) else { return nil }
      return (patch, [.data(Data(patch.utf8), name: "difference.patch")])
    }
  }
}
