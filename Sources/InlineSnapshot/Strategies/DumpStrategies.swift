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
    SimplySnapshotting.lines.pullback { String(customDumping: $0) }
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
  /// ``customDump`` too. See `DumpRedaction` for what a redaction can name.
  public static func customDump(redacting redactions: [DumpRedaction]) -> Self {
    SimplySnapshotting.lines.pullback { String(customDumping: $0, redacting: redactions) }
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
  public static var dump: Self {
    SimplySnapshotting.lines.pullback { ReflectionDump.text(of: $0) }
  }
}
