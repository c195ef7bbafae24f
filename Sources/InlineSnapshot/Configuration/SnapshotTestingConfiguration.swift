/// The snapshot settings in effect for the current task: record mode and diff tool.
///
/// You rarely create one: use ``withSnapshotTesting(record:diffTool:redacting:operation:)`` or
/// the `.snapshots(record:)` test trait, which scope a configuration to some code. Inner scopes
/// override outer ones; a `record:` argument on an assertion overrides them all.
public struct SnapshotTestingConfiguration: Sendable {
  /// The configuration of the innermost enclosing scope, if any. Cheap: a task-local read.
  ///
  /// As in swift-snapshot-testing, this is for helpers built on `assertInlineSnapshot` (such as
  /// swift-macro-testing's `assertMacro`), which read or bind it with
  /// `@_spi(Internals) import InlineSnapshot`; tests use
  /// ``withSnapshotTesting(record:diffTool:redacting:operation:)`` or the `.snapshots` trait.
  @_spi(Internals) @TaskLocal public static var current: Self?

  /// The diff tool for file snapshots; inline snapshots print their difference instead.
  public var diffTool: DiffTool?

  /// The record mode, or `nil` to inherit the enclosing one.
  public var record: Record?

  /// Creates a configuration; `nil` fields inherit from the enclosing scope.
  public init(record: Record?, diffTool: DiffTool?) {
    self.record = record
    self.diffTool = diffTool
  }
}
