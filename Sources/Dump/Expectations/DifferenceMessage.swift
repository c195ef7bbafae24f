/// Builds the failure messages of ``expectNoDifference(_:_:_:fileID:filePath:line:column:)``
/// and `expectDifference`.
enum DifferenceMessage {
  /// The format of diffs in failure messages, which IDEs often show in a proportional font.
  static let format = DiffFormat.proportional

  /// A diff of two unequal values, introduced by `message` and followed by a legend naming the
  /// values, such as "(First: −, Second: +)".
  static func make<T>(
    _ first: T,
    _ second: T,
    message: String?,
    legend: (first: String, second: String)
  ) -> String {
    let lead = message.map { "\($0) - " } ?? ""
    guard let difference = diff(first, second, format: format) else {
      return """
        \(lead)"\(first)" is not equal to "\(second)", but no difference was detected.
        """
    }
    let indented = difference
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  \($0)" }
      .joined(separator: "\n")
    return """
      \(lead)Difference: …

      \(indented)

      (\(legend.first): \(format.first), \(legend.second): \(format.second))
      """
  }

  /// The failure message when an exhaustive `expectDifference` saw its value unchanged.
  static func noChange(message: String?) -> String {
    "\(message.map { "\($0) - " } ?? "")No difference detected after applying changes."
  }
}
