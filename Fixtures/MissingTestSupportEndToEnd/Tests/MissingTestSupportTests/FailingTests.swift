import Dump
import InlineSnapshot
import Testing

// Each fails; without IssueReportingTestSupport, Swift Testing never hears of it.
@Test func valuesDiffer() {
  expectNoDifference([1, 2], [1, 3])
}

@Test func snapshotDiffers() {
  assertInlineSnapshot(of: "Hello, Blob!", as: .lines, record: .never) {
    """
    Hello, Blob
    """
  }
}

@Test func passes() {
  expectNoDifference(1, 1)
}
