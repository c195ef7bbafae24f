/// A strategy that turns a value into a snapshot and compares snapshots.
///
/// Inline snapshots use text strategies (`Snapshotting<Value, String>`): ``lines``,
/// ``description``, ``dump``, ``customDump``, and `json` (for `Encodable` values and for untyped
/// JSON objects). Build your own by pulling an existing one back to your type:
///
/// ```swift
/// extension Snapshotting where Value == URLRequest, Format == String {
///   static let curl = Snapshotting<String, String>.lines.pullback { $0.curlCommand }
/// }
/// ```
///
/// Snapshots are taken synchronously when the assertion runs.
public struct Snapshotting<Value, Format> {
  /// The file extension a file snapshot would use; unused by inline snapshots.
  public var pathExtension: String?

  /// How two snapshots are compared and their difference described.
  public var diffing: Diffing<Format>

  /// Takes the snapshot of a value. A thrown error fails the assertion with the error.
  public var snapshot: (Value) throws -> Format

  /// Creates a strategy from a comparison and a snapshot function.
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    snapshot: @escaping (_ value: Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for another type: `transform` turns its values into ones this strategy takes.
  public func pullback<NewValue>(
    _ transform: @escaping (_ otherValue: NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
      try self.snapshot(transform(newValue))
    }
  }
}

/// A strategy whose snapshots are the values themselves, such as ``Snapshotting/lines``.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// A strategy that snapshots a value as itself.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}
