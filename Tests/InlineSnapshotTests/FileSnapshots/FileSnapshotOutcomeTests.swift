import Testing

@testable import InlineSnapshot

@Suite struct FileSnapshotOutcomeTests {
  private func decide(
    exists: Bool, difference: String?, _ record: SnapshotTestingConfiguration.Record
  ) -> FileSnapshotOutcome {
    FileSnapshotOutcome.decide(fileExists: exists, difference: { difference }, record: record)
  }

  @Test func aMissingFileIsRecordedByEveryModeButNeverAndSavedForReviewByPending() {
    #expect(decide(exists: false, difference: nil, .missing) == .recordedMissing)
    #expect(decide(exists: false, difference: nil, .failed) == .recordedMissing)
    #expect(decide(exists: false, difference: nil, .all) == .recordedAll)
    #expect(decide(exists: false, difference: nil, .never) == .missing)
    #expect(decide(exists: false, difference: nil, .pending) == .savedForReview(difference: nil))
  }

  @Test func aDifferingFileIsRewrittenOnlyByFailedAndAll() {
    #expect(decide(exists: true, difference: "-a\n+b", .missing)
      == .mismatch(difference: "-a\n+b", recorded: false))
    #expect(decide(exists: true, difference: "-a\n+b", .never)
      == .mismatch(difference: "-a\n+b", recorded: false))
    #expect(decide(exists: true, difference: "-a\n+b", .failed)
      == .mismatch(difference: "-a\n+b", recorded: true))
    #expect(decide(exists: true, difference: "-a\n+b", .pending)
      == .savedForReview(difference: "-a\n+b"))
  }

  @Test func aMatchingFilePassesButAllRecordsIt() {
    #expect(decide(exists: true, difference: nil, .missing) == .passed)
    #expect(decide(exists: true, difference: nil, .failed) == .passed)
    #expect(decide(exists: true, difference: nil, .all) == .recordedAll)
    #expect(!FileSnapshotOutcome.passed.writesFile)
    #expect(FileSnapshotOutcome.recordedAll.writesFile)
  }
}
