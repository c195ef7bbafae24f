import Foundation
import InlineSnapshot

/// A failing snapshot's difference, shown for a text whose lines mostly equal each other
/// (blank lines between rows), where matching common runs costs old × new comparisons at worst.
struct FailureDifference {
  let rows: Int
  let expected: String
  let actual: String

  /// Rows separated by blank lines, one row changed in the middle.
  init(rows: Int) {
    self.rows = rows
    expected = (0..<rows).flatMap { ["row \($0)", ""] }.joined(separator: "\n")
    actual = expected.replacingOccurrences(of: "row \(rows / 2)\n", with: "row \(rows / 2)!\n")
  }

  var name: String { "difference of \(rows * 2) lines, half blank" }

  /// The patch Verbatim shows.
  func project() -> String? {
    Diffing<String>.lines.diffV2(expected, actual)?.0
  }
}
