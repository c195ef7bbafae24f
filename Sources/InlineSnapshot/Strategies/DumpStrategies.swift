import Dump

extension Snapshotting where Format == String {
  /// Snapshots a value's Dump: every stored property, nested and indented, in a stable order.
  ///
  /// The most exact text strategy; use it for models, collections and enums.
  public static var dump: Self {
    SimplySnapshotting.lines.pullback { String(customDumping: $0) }
  }

  /// The same as ``dump``, under the name InlineSnapshotTesting users know.
  public static var customDump: Self {
    dump
  }
}
