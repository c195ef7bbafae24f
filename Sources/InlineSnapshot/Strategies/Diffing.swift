import Foundation

/// How snapshots of one format are compared, stored and described when they differ.
public struct Diffing<Value> {
  /// Converts a snapshot to bytes.
  public var toData: (Value) -> Data

  /// Converts bytes back to a snapshot.
  public var fromData: (Data) -> Value

  /// Describes how two snapshots differ, or returns `nil` when they match.
  public var diffV2: (Value, Value) -> (String, [DiffAttachment])?

  /// Creates a comparison from conversions and a difference function.
  public static func diff(
    toData: @escaping (_ value: Value) -> Data,
    fromData: @escaping (_ data: Data) -> Value,
    diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
  ) -> Self {
    Self(toData: toData, fromData: fromData, diffV2: diffV2)
  }
}

/// Extra material attached to a snapshot failure, such as a patch file.
public enum DiffAttachment {
  /// Bytes with a file name.
  case data(Data, name: String)
}
