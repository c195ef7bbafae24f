import Dump

/// Numbers a test's unnamed file snapshots 1, 2, 3… in the order its assertions run, as
/// swift-snapshot-testing does: one count per snapshot folder and test name.
///
/// A test run inside a `.snapshots` trait counts from 1 again (the trait installs a new
/// counter); elsewhere the count is the process's, so a test repeated in one process counts on.
final class SnapshotFileCounter: Sendable {
  @TaskLocal static var current = SnapshotFileCounter()

  private let counts = Locked<[String: Int]>([:])

  /// The next number for `key`, from 1.
  func next(for key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key, default: 0]
    }
  }
}
