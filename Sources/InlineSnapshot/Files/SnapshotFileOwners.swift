import Dump

#if canImport(Testing)
  import Testing
#endif

/// The test a snapshot file belongs to in this process: Swift Testing's test, and for a file
/// per argument, the test case's arguments.
struct SnapshotFileOwner: Hashable, Sendable, CustomStringConvertible {
  /// The test's identifier (`Module.Suite/report()` and its source location).
  var test: String
  /// The test case's key (`n: 1`) when the file is named by it.
  var arguments: String?

  var description: String { arguments.map { "\(test) [\($0)]" } ?? test }

  /// The running Swift Testing test; `nil` under XCTest, whose running test a free function
  /// cannot name (no public API says which `XCTestCase` is running).
  static var current: SnapshotFileOwner? {
    #if canImport(Testing)
      Test.current.map { SnapshotFileOwner(test: String(describing: $0.id)) }
    #else
      nil
    #endif
  }
}

/// Which test used each snapshot file first in this process, so that two tests that resolve to
/// one file (two suites with one function name in a test file) cannot overwrite or compare
/// against each other's snapshot unnoticed.
final class SnapshotFileOwners: Sendable {
  /// The process's owners.
  static let process = SnapshotFileOwners()

  private let owners = Locked<[String: SnapshotFileOwner]>([:])

  /// Claims `path` for `owner`, unless another test has it: then returns that test.
  func claim(_ path: String, for owner: SnapshotFileOwner) -> SnapshotFileOwner? {
    owners.withLock { owners in
      if let first = owners[path], first != owner { return first }
      owners[path] = owner
      return nil
    }
  }
}
