#if canImport(Testing)
  import Dump
  import Testing

  /// A Swift Testing trait that sets the record mode for a test or, recursively, a suite.
  ///
  /// Spell it `.snapshots(record:)`:
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .failed))
  /// struct ReportTests { … }
  /// ```
  ///
  /// With `redacting:`, every snapshot of the test (`.customDump`, `.json`, `.dump`,
  /// `.description`, `.lines`, TestDatabase's) and every Dump call (`expectNoDifference`…)
  /// prints those parts as placeholders or leaves them out; text scrubbers
  /// (`.scrubbing(.uuids)`) scrub the snapshots' text:
  ///
  /// ```swift
  /// @Suite(.snapshots(redacting: [.type(UUID.self), .type(Date.self), .scrubbing(.uuids)]))
  /// struct ReminderTests { … }
  /// ```
  ///
  /// Costs one task-local binding per test, and one more with redactions.
  public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite.
    public let isRecursive = true
    /// The settings the trait installs.
    public let configuration: SnapshotTestingConfiguration
    /// The redactions applied to every Dump in the test, on top of the enclosing ones.
    public var redactions: [DumpRedaction] = []

    /// Runs the test with the trait's settings in scope.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: () async throws -> Void
    ) async throws {
      // Each test counts its unnamed file snapshots from 1, as swift-snapshot-testing's does.
      try await SnapshotFileCounter.$current.withValue(SnapshotFileCounter()) {
        try await withSnapshotTesting(
          record: configuration.record,
          diffTool: configuration.diffTool
        ) {
          guard !redactions.isEmpty else { return try await function() }
          try await withDumpRedactions(redactions) { try await function() }
        }
      }
    }
  }

  extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for a test or suite, inheriting the enclosing ones.
    public static var snapshots: Self {
      snapshots()
    }

    /// Snapshot settings for a test or suite: a record mode, a diff tool, and redactions for
    /// every Dump in it (`DumpRedaction`), added to the enclosing suite's.
    public static func snapshots(
      record: SnapshotTestingConfiguration.Record? = nil,
      diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
      redacting redactions: [DumpRedaction] = []
    ) -> Self {
      SnapshotsTrait(
        configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool),
        redactions: redactions
      )
    }

    /// Snapshot settings for a test or suite, from a configuration value.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
      SnapshotsTrait(configuration: configuration)
    }
  }
#endif
