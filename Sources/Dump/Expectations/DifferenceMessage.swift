/// Builds the failure messages of
/// ``expectNoDifference(_:_:_:redacting:fileID:filePath:line:column:)`` and `expectDifference`.
enum DifferenceMessage {
  /// The format of diffs in failure messages, which IDEs often show in a proportional font.
  static let format = DiffFormat.proportional

  /// A diff of two values that `==` found unequal (the caller compared them, once), introduced
  /// by `message` and followed by a legend naming the values, such as
  /// "(First: −, Second: +)", and a line naming the redactions, if any.
  ///
  /// Returns `nil` when redactions hide every difference: the values then do not differ.
  static func make<T: Equatable>(
    _ first: T,
    _ second: T,
    message: String?,
    legend: (first: String, second: String),
    redactions: [DumpRedaction] = []
  ) -> String? {
    let lead = message.map { "\($0) - " } ?? ""
    guard
      let shown = difference(
        first, second, isEqual: false, format: format, redactions: redactions)
    else {
      guard redactions.isEmpty else { return nil }
      return """
        \(lead)"\(first)" is not equal to "\(second)", but no difference was detected.
        """
    }
    let indented = shown
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  \($0)" }
      .joined(separator: "\n")
    let redacted = redactionLegend(redactions)
    return """
      \(lead)Difference: …

      \(indented)

      (\(legend.first): \(format.first), \(legend.second): \(format.second))\(redacted)
      """
  }

  /// The line after the legend that names what was redacted, as "(Redacted: UUID, .createdAt)",
  /// so that a reader knows why an id reads `UUID(<1>)`; empty without redactions.
  static func redactionLegend(_ redactions: [DumpRedaction]) -> String {
    SnapshotRedaction.legendLine(redactions).map { "\n" + $0 } ?? ""
  }

  /// The failure message when an exhaustive `expectDifference` saw its value unchanged.
  static func noChange(message: String?) -> String {
    "\(message.map { "\($0) - " } ?? "")No difference detected after applying changes."
  }
}
