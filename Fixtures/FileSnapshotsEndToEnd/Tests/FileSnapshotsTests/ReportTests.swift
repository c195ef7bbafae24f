import Foundation
import InlineSnapshot
import Testing

struct Report: Codable {
  var title: String
  var total: Int
  var items: [String]
}

/// Whether the value under test changed, as an edit of the code would change it: set by
/// run.sh, so that one build serves every run.
let reportChanged = ProcessInfo.processInfo.environment["REPORT_CHANGED"] == "1"

func monthlyReport() -> Report {
  reportChanged
    ? Report(title: "Monthly", total: 3, items: ["rent", "food", "books"])
    : Report(title: "Monthly", total: 2, items: ["rent", "food"])
}

@Test func report() {
  assertSnapshot(of: monthlyReport(), as: .json)
}

@Test func reportItems() {
  // No trailing newline: the patch must say so.
  assertSnapshot(of: monthlyReport().items.joined(separator: "\n"), as: .lines)
  // A snapshot that only the changed code takes: a new file.
  if reportChanged {
    assertSnapshot(of: "\(monthlyReport().total) items", as: .lines, named: "count")
  }
}
