import Dump

extension Snapshotting where Format == String {
  /// Snapshots a value's Dump: Swift-like text of every stored property, nested and indented,
  /// in a stable order, as `customDump` prints it.
  ///
  /// The most exact and readable text strategy; use it for models, collections and enums. The
  /// strategy `assertInlineSnapshot` uses when you name none.
  ///
  /// ```
  /// User(
  ///   id: 1,
  ///   name: "Blob"
  /// )
  /// ```
  public static var customDump: Self {
    SimplySnapshotting.unscrubbedLines.pullback { String(customDumping: $0) }
  }

  /// Snapshots a value's Dump with volatile parts (ids, dates) printed as numbered
  /// placeholders or left out, so the snapshot reads the same on every run:
  ///
  /// ```swift
  /// assertInlineSnapshot(of: reminder, as: .customDump(redacting: [.type(UUID.self)])) {
  ///   """
  ///   Reminder(
  ///     id: UUID(<1>),
  ///     title: "Milk"
  ///   )
  ///   """
  /// }
  /// ```
  ///
  /// Recording writes the placeholders, as the strategy prints them. The redactions of the
  /// enclosing `.snapshots(redacting:)` trait or `withDumpRedactions` scope apply as well, to
  /// ``customDump`` too, and text scrubbers (`DumpRedaction.scrubbing(_:)`) then scrub the
  /// dump's text in the same numbering. See `DumpRedaction` for what a redaction can name.
  public static func customDump(redacting redactions: [DumpRedaction]) -> Self {
    SimplySnapshotting.unscrubbedLines.pullback {
      String(customDumping: $0, redacting: redactions)
    }
  }

  /// Snapshots a value in swift-snapshot-testing's dump format, byte for byte, so snapshots
  /// recorded with InlineSnapshotTesting's `.dump` keep passing.
  ///
  /// The type on one line, then each property, sorted by its text, and each element indented
  /// under it; the text ends with a line break. Strings are quoted, dates are UTC to the second,
  /// and a type can print itself by conforming to ``AnySnapshotStringConvertible``:
  ///
  /// ```
  /// ▿ User
  ///   - id: 1
  ///   - name: "Blob"
  /// ```
  ///
  /// Prefer ``customDump`` for new snapshots: it reads as Swift and keeps declaration order.
  /// Cost: proportional to the size of the text, plus rendering each element of a set or
  /// dictionary once more to sort it. Values nested thousands of levels deep print.
  ///
  /// Redactions of the enclosing `.snapshots(redacting:)` trait or `withDumpRedactions` scope
  /// apply, with the placeholders and numbers of ``customDump`` (`- id: UUID(<1>)`); without
  /// any, the text is swift-snapshot-testing's, to the byte.
  public static var dump: Self {
    dump(redacting: [])
  }

  /// Snapshots a value in swift-snapshot-testing's dump format (see ``dump``) with redactions:
  /// a value a redaction names prints as a placeholder (`- id: UUID(<1>)`), by type or by path
  /// (`.items[*].id`, as in `DumpRedaction`), or is left out.
  public static func dump(redacting redactions: [DumpRedaction]) -> Self {
    SimplySnapshotting.unscrubbedLines.pullback { value in
      RedactedText.render(redacting: redactions) { redaction in
        guard let redaction else { return ReflectionDump.text(of: value) }
        return redaction.finish(ReflectionDump.text(of: value, redaction: redaction))
      }
    }
  }
}
