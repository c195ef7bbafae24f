extension Snapshotting where Format == String {
  /// Snapshots `String(describing:)` of a value: short, but only as exact as its description.
  public static var description: Self {
    SimplySnapshotting.lines.pullback { String(describing: $0) }
  }
}
