import Dump

/// Numbers a test's unnamed file snapshots 1, 2, 3… in the order they run, once per process.
///
/// Keyed by the snapshot folder and the test's name, so two tests never share a number.
final class SnapshotFileCounter: Sendable {
  static let shared = SnapshotFileCounter()

  private let counts = Locked<[String: Int]>([:])

  /// The next number for `key`, starting at 1.
  func next(for key: String) -> Int {
    counts.withLock { counts in
      counts[key, default: 0] += 1
      return counts[key, default: 0]
    }
  }
}
