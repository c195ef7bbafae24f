import InlineSnapshotTesting

extension FailureDifference {
  /// The patch swift-snapshot-testing shows.
  func peer() -> String? {
    Diffing<String>.lines.diff(expected, actual)?.0
  }
}
