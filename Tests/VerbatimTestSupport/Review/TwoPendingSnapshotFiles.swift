import Testing

@testable import InlineSnapshot

/// A package of file snapshots run in the pending mode: `testReport` has a committed snapshot
/// file and `testSummary` none, and the run brings new values for both.
package enum TwoPendingSnapshotFiles {
  package static let source = "import Testing\n"

  /// A new package after that run; the caller removes it.
  package static func package() throws -> ScratchPackage {
    let scratch = try ScratchPackage(source: source)
    try scratch.writeSnapshot("testReport.1.txt", "total: 1\nitems: 1\n")
    let failures = scratch.fileRun([
      ("testReport()", "total: 2\nitems: 1\n"), ("testSummary()", "no newline at the end"),
    ])
    #expect(failures.count == 2)
    #expect(
      failures.allSatisfy { $0.hasSuffix(PendingCollector.reviewHint(notWriting: "snapshot")) })
    return scratch
  }
}
