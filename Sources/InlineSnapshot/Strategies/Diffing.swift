import Foundation

#if canImport(Darwin) && canImport(XCTest)
  import XCTest
#endif

/// How snapshots of one format are compared, stored and described when they differ.
public struct Diffing<Value> {
  /// Converts a snapshot to bytes.
  public var toData: (Value) -> Data

  /// Converts bytes back to a snapshot.
  public var fromData: (Data) -> Value

  /// Describes how two snapshots differ, or returns `nil` when they match.
  public var diffV2: (Value, Value) -> (String, [DiffAttachment])?

  /// What recording writes in place of an expected snapshot, given the new one: for a
  /// comparison that reads wildcards in the expected text, the new text with every expected line
  /// that still matches kept as written (see ``Snapshotting/withWildcards``); `nil` for the new
  /// snapshot as it is.
  var rerecorded: ((_ expected: Value, _ actual: Value) -> Value)?

  /// Creates a comparison from conversions and a difference function.
  public static func diff(
    toData: @escaping (_ value: Value) -> Data,
    fromData: @escaping (_ data: Data) -> Value,
    diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
  ) -> Self {
    Self(toData: toData, fromData: fromData, diffV2: diffV2)
  }

  private init(
    toData: @escaping (Value) -> Data,
    fromData: @escaping (Data) -> Value,
    diffV2: @escaping (Value, Value) -> (String, [DiffAttachment])?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diffV2 = diffV2
  }

  /// Creates a comparison whose difference function returns `XCTAttachment`s, as strategies
  /// written for swift-snapshot-testing before `diffV2` do.
  @available(*, deprecated, message: "Use 'Diffing.diff'")
  public init(
    toData: @escaping (_ value: Value) -> Data,
    fromData: @escaping (_ data: Data) -> Value,
    diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
  ) {
    self.init(toData: toData, fromData: fromData, diffV2: Self.wrapping(diff))
  }

  /// The difference function, with its attachments as `XCTAttachment`s (other attachments are
  /// left out).
  @available(*, deprecated, message: "Use 'diffV2'")
  public var diff: (Value, Value) -> (String, [XCTAttachment])? {
    get {
      { [diffV2] in
        guard let (message, attachments) = diffV2($0, $1) else { return nil }
        return (message, attachments.compactMap(\.xcTestAttachment))
      }
    }
    set {
      diffV2 = Self.wrapping(newValue)
    }
  }

  @available(*, deprecated)
  private static func wrapping(
    _ diff: @escaping (Value, Value) -> (String, [XCTAttachment])?
  ) -> (Value, Value) -> (String, [DiffAttachment])? {
    {
      guard let (message, attachments) = diff($0, $1) else { return nil }
      return (message, attachments.map(DiffAttachment.attaching))
    }
  }
}

/// Extra material attached to a snapshot failure, such as a patch file.
public enum DiffAttachment {
  /// An attachment made by a difference function written for XCTest.
  @available(*, deprecated)
  case xcTest(XCTAttachment)

  /// Bytes with a file name.
  case data(Data, name: String)

  // The deprecated case, built and read without a deprecation warning at each use.
  @available(*, deprecated)
  fileprivate static func attaching(_ attachment: XCTAttachment) -> Self {
    .xcTest(attachment)
  }

  @available(*, deprecated)
  fileprivate var xcTestAttachment: XCTAttachment? {
    guard case .xcTest(let attachment) = self else { return nil }
    return attachment
  }
}
