import InlineSnapshot
import XCTest

final class ReportXCTests: XCTestCase {
  func testReportDump() {
    assertSnapshot(of: monthlyReport(), as: .dump)
  }
}
