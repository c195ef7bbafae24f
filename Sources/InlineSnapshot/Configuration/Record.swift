extension SnapshotTestingConfiguration {
  /// When an inline snapshot is (re)written into the test's source file.
  ///
  /// Choose one per call (`record:`), per test or suite (the `.snapshots(record:)` trait), per
  /// scope (``withSnapshotTesting(record:diffTool:redacting:operation:)``) or per run (the
  /// `SNAPSHOT_TESTING_RECORD` environment variable: `all`, `failed`, `missing`, `never` or
  /// `pending`).
  /// When `CI` is set and `SNAPSHOT_TESTING_RECORD` is not, nothing is ever written.
  public struct Record: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, as the environment variable spells it.
    public let rawValue: String

    /// Creates a mode from its name: `all`, `failed`, `missing`, `never` or `pending`; `nil`
    /// otherwise.
    public init?(rawValue: String) {
      guard Self.names.contains(rawValue) else { return nil }
      self.rawValue = rawValue
    }

    private init(name: String) {
      self.rawValue = name
    }

    private static let names: Set = ["all", "failed", "missing", "never", "pending"]

    /// Record every snapshot, even matching ones; each assertion fails so you review the result.
    public static let all = Self(name: "all")

    /// Record missing snapshots and re-record failing ones; the failure is still reported, so the
    /// next run passes. The mode to use while developing.
    public static let failed = Self(name: "failed")

    /// Record only missing snapshots; a mismatch fails without rewriting. The default locally.
    public static let missing = Self(name: "missing")

    /// Never write; missing and failing snapshots fail and print the actual value. The default
    /// on CI.
    public static let never = Self(name: "never")

    /// Write no source file: save what ``failed`` would record for review, and fail.
    ///
    /// Review, accept or reject the saved snapshots with `swift run verbatim-snapshots review`
    /// (see <doc:ReviewingSnapshots>). For CI, and for test hosts that may not write the
    /// checkout.
    public static let pending = Self(name: "pending")

    /// The mode's name.
    public var description: String { rawValue }

    /// Whether this mode writes a snapshot that does not exist yet.
    var recordsMissing: Bool { self != .never }
    /// Whether this mode rewrites a snapshot that does not match.
    var recordsFailures: Bool { self == .all || self == .failed || self == .pending }
  }
}

@available(
  *, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'."
)
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
  /// `true` means ``all``, `false` means ``missing``.
  public init(booleanLiteral value: Bool) {
    self = value ? .all : .missing
  }
}
