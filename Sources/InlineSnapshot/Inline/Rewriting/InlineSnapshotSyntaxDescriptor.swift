/// Where, in a call, an inline snapshot lives: which trailing closure, under which label.
///
/// Leave it at its default for plain `assertInlineSnapshot` calls. Helpers that wrap the
/// assertion and own one or more snapshot closures pass their own descriptor, so recording
/// writes into the right closure:
///
/// ```swift
/// func assertQuery(
///   _ query: Query,
///   sql: (() -> String)? = nil,
///   results: (() -> String)? = nil,
///   fileID: StaticString = #fileID, file: StaticString = #filePath,
///   function: StaticString = #function, line: UInt = #line, column: UInt = #column
/// ) {
///   assertInlineSnapshot(
///     of: query.sql, as: .lines,
///     syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "sql"),
///     matches: sql,
///     fileID: fileID, file: file, function: function, line: line, column: column
///   )
///   assertInlineSnapshot(
///     of: query.run(), as: .lines,
///     syntaxDescriptor: InlineSnapshotSyntaxDescriptor(
///       trailingClosureLabel: "results", trailingClosureOffset: 1
///     ),
///     matches: results,
///     fileID: fileID, file: file, function: function, line: line, column: column
///   )
/// }
/// ```
///
/// A value type with no cost of its own.
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
  /// The label of the default snapshot closure, `matches`.
  public static let defaultTrailingClosureLabel = "matches"

  /// Labels the snapshot closure used to have; recording replaces them with the current label.
  ///
  /// Lets a helper rename its snapshot closure without breaking its users' existing snapshots.
  public var deprecatedTrailingClosureLabels: [String]

  /// The label of the snapshot closure, written when the closure is not the first trailing one.
  public var trailingClosureLabel: String

  /// The position of the snapshot closure among the trailing closures: 0 for the first.
  ///
  /// Count from the first closure argument at the end of the parentheses, if the call has some,
  /// otherwise from the first trailing closure. A helper whose snapshot follows one other closure
  /// (`helper { setUp } matches: { snapshot }`) uses 1.
  public var trailingClosureOffset: Int

  /// Describes the closure that holds an inline snapshot.
  ///
  /// - Parameters:
  ///   - deprecatedTrailingClosureLabels: Former labels of the closure, replaced on recording.
  ///   - trailingClosureLabel: The label of the closure. Defaults to `matches`.
  ///   - trailingClosureOffset: The position of the closure among the trailing closures.
  public init(
    deprecatedTrailingClosureLabels: [String] = [],
    trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
    trailingClosureOffset: Int = 0
  ) {
    self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
    self.trailingClosureLabel = trailingClosureLabel
    self.trailingClosureOffset = trailingClosureOffset
  }
}
