#if canImport(Testing)
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
  /// Costs one task-local binding per test.
  public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite.
    public let isRecursive = true
    /// The settings the trait installs.
    public let configuration: SnapshotTestingConfiguration

    /// Runs the test with the trait's settings in scope.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: () async throws -> Void
    ) async throws {
      try await withSnapshotTesting(
        record: configuration.record,
        diffTool: configuration.diffTool
      ) {
        try await function()
      }
    }
  }

  extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for a test or suite, inheriting the enclosing ones.
    public static var snapshots: Self {
      snapshots()
    }

    /// Snapshot settings for a test or suite: a record mode and a diff tool.
    public static func snapshots(
      record: SnapshotTestingConfiguration.Record? = nil,
      diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
      SnapshotsTrait(
        configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool)
      )
    }

    /// Snapshot settings for a test or suite, from a configuration value.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
      SnapshotsTrait(configuration: configuration)
    }
  }
#endif
