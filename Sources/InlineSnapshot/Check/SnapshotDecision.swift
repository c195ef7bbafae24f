/// What a record mode does with a value and its snapshot: the one rule for inline and file
/// snapshots alike, from facts in to a decision out.
enum SnapshotDecision: Equatable, Sendable {
  /// The value matches its snapshot.
  case pass
  /// The value does not match (or has no snapshot), and nothing is recorded.
  case fail
  /// The snapshot is written (or rewritten).
  case record
  /// The snapshot is saved for review (the pending mode), and nothing is written.
  case saveForReview

  /// What `record` does with a snapshot that exists or not; `matches` is asked only of a
  /// snapshot that exists, and not in `.all`, which records without comparing.
  static func decide(
    snapshotExists: Bool,
    matches: () -> Bool,
    record: SnapshotTestingConfiguration.Record
  ) -> Self {
    if record == .all { return .record }
    if snapshotExists, matches() { return .pass }
    if record == .pending { return .saveForReview }
    let records = snapshotExists ? record.recordsFailures : record.recordsMissing
    return records ? .record : .fail
  }
}
