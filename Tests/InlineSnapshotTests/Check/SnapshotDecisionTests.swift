import Testing

@testable import InlineSnapshot

/// What each record mode does, for inline and file snapshots alike: the one table.
@Suite struct SnapshotDecisionTests {
  private func decide(
    exists: Bool, matches: Bool, _ record: SnapshotTestingConfiguration.Record
  ) -> SnapshotDecision {
    SnapshotDecision.decide(snapshotExists: exists, matches: { matches }, record: record)
  }

  @Test func aMissingSnapshotIsRecordedByEveryModeButNeverAndSavedForReviewByPending() {
    #expect(decide(exists: false, matches: false, .missing) == .record)
    #expect(decide(exists: false, matches: false, .failed) == .record)
    #expect(decide(exists: false, matches: false, .all) == .record)
    #expect(decide(exists: false, matches: false, .never) == .fail)
    #expect(decide(exists: false, matches: false, .pending) == .saveForReview)
  }

  @Test func aMismatchIsRewrittenOnlyByFailedAndAllAndSavedForReviewByPending() {
    #expect(decide(exists: true, matches: false, .missing) == .fail)
    #expect(decide(exists: true, matches: false, .never) == .fail)
    #expect(decide(exists: true, matches: false, .failed) == .record)
    #expect(decide(exists: true, matches: false, .all) == .record)
    #expect(decide(exists: true, matches: false, .pending) == .saveForReview)
  }

  @Test func aMatchPassesButAllRecordsItWithoutComparing() {
    for record in [SnapshotTestingConfiguration.Record.missing, .failed, .never, .pending] {
      #expect(decide(exists: true, matches: true, record) == .pass)
    }
    var compared = false
    let all = SnapshotDecision.decide(
      snapshotExists: true,
      matches: {
        compared = true
        return true
      },
      record: .all)
    #expect(all == .record)
    #expect(!compared)
  }
}
